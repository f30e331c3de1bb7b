import { z } from '../validation.ts';

/** The request header that makes a POST safe to retry (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** How long the server remembers a key and its answer; a retry after that is a new request. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** A client's key for one request: a UUID v4 is the usual choice; any 1–255 visible ASCII characters are accepted. */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, { message: 'Idempotency-Key must be 1 to 255 visible ASCII characters' })
  .describe(
    `Makes the request safe to retry: the same key (for ${IDEMPOTENCY_KEY_HOURS} h) answers the first request's ` +
      'result again, never a second record. Reusing a key for a different request is 422.',
  );

export const IDEMPOTENCY_MESSAGES = {
  keyReused:
    'This Idempotency-Key was already used for a different request. Send a new key for a new request, or the same request to get its answer again.',
} as const;

import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a disk-storage address is signed for: the method and key, its expiry, and for an upload the body's type and size. */
export interface SignedFields {
  method: 'PUT' | 'GET';
  key: string;
  /** Unix seconds. */
  expires: number;
  contentType?: string;
  size?: number;
  /** An upload signed without its size: the most it may be. */
  maxSize?: number;
}

/** HMAC-SHA256 over every signed field, one per line (keys and types cannot hold a newline), base64url. */
export function signFields(secret: Buffer, fields: SignedFields): string {
  const text = [
    fields.method,
    fields.key,
    fields.expires,
    fields.contentType ?? '',
    fields.size ?? '',
    fields.maxSize ?? '',
  ].join('\n');
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** Compared in constant time, so a forger learns nothing from how long a wrong guess takes. */
export function signatureMatches(secret: Buffer, fields: SignedFields, given: string): boolean {
  const expected = Buffer.from(signFields(secret, fields));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

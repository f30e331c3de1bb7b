import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/http-error.ts';

/** Requests a minute to one insurer's FNOL code, from every address together. */
export const FNOL_CODE_LIMITS = {
  /** Code checks and plate look-ups: a few per report; the DVLA's quota is the insurer's too. */
  lookups: 300,
  /** Reports: a storm day for a large insurer is thousands a day, never hundreds a minute. */
  reports: 60,
} as const;

export const FNOL_CODE_LIMIT_MESSAGE =
  'Too many reports are reaching this insurer right now. Please try again in a minute: nothing you entered is lost.';

/**
 * A limit per FNOL code beside the route's limit per address (decision 0046): many addresses flooding
 * one insurer are refused with 429 too. Run as a preHandler, once the query or body is parsed; the
 * count lives where the per-address ones do (Redis with REDIS_URL), under its own name.
 */
export function limitPerFnolCode(
  app: FastifyInstance,
  name: keyof typeof FNOL_CODE_LIMITS,
  codeOf: (request: FastifyRequest) => string,
): preHandlerAsyncHookHandler {
  const limit = app.createRateLimit({
    max: FNOL_CODE_LIMITS[name],
    timeWindow: '1 minute',
    keyGenerator: (request) => `fnol-${name}:${codeOf(request).trim().toUpperCase()}`,
  });
  return async (request) => {
    const answer = await limit(request);
    if (!answer.isAllowed && answer.isExceeded) {
      throw new HttpError(429, FNOL_CODE_LIMIT_MESSAGE, undefined, { 'retry-after': String(answer.ttlInSeconds) });
    }
  };
}

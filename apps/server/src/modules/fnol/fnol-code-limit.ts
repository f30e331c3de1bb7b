// createRateLimit is @fastify/rate-limit's addition to Fastify's types: named here, so that this file
// type-checks wherever it is reached from (config.ts takes its defaults), not only beside app.ts.
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../http/http-error.ts';

/** Requests a minute to one insurer's FNOL code, from every address together. */
export const FNOL_CODE_LIMITS = {
  /** Code checks and plate look-ups: a few per report; the DVLA's quota is the insurer's too. */
  lookups: 300,
  /** Reports: a storm day for a large insurer is thousands a day, never hundreds a minute (FNOL_REPORTS_PER_CODE). */
  reports: 60,
} as const;

/** Reports a minute from one address (FNOL_REPORTS_PER_ADDRESS): a driver sends one, a retry or two. */
export const FNOL_REPORTS_PER_ADDRESS = 10;

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
  /** The configured limit, when it is not the default. */
  max: number = FNOL_CODE_LIMITS[name],
): preHandlerAsyncHookHandler {
  const limit = app.createRateLimit({
    max,
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

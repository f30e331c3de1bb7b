import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, ZErrorResponse, ZIdempotencyKey, z } from '@fixline/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { findKey, type RememberedAnswer, sweepIdempotencyKeys } from './idempotency-keys.ts';
import { ANONYMOUS, type IdempotentRequest, idempotentRequests } from './idempotent-request.ts';
import { KeyUsedMeanwhile } from './idempotent-transaction.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route creates something or moves money: it takes an Idempotency-Key, and its operation writes
     * in one `idempotentTransaction` that returns the route's answer.
     */
    idempotent?: boolean;
  }
}

/** How often each node forgets expired keys. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Idempotency-Key for every route declared `config: { idempotent: true }`, in one place: the header is
 * added to the route's schema (validated, and documented in the OpenAPI document with its 422), and the
 * handler is wrapped so that a key seen before answers what its request answered, a key reused for
 * another request is refused, and a new key travels to the operation's transaction, which claims it and
 * stores the answer (idempotent-transaction.ts). Keys are per caller; anonymous routes share one scope,
 * where the fingerprint still ties a key to one exact request.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const name = `${String(route.method)} ${route.url}`;
    route.schema = {
      ...route.schema,
      headers: withKeyHeader(route.schema?.headers, name),
      response: { ...(route.schema?.response as object), 422: ZErrorResponse },
    };
    route.handler = answerOnce(db, { route: name, status: successStatus(route, name) }, route.handler);
  });

  const sweep = setInterval(() => {
    sweepIdempotencyKeys(db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping idempotency keys failed'),
    );
  }, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

function withKeyHeader(headers: unknown, name: string) {
  const key = { [IDEMPOTENCY_KEY_HEADER]: ZIdempotencyKey.optional() };
  if (headers === undefined) return z.looseObject(key);
  if (headers instanceof z.ZodObject) return headers.extend(key);
  throw new Error(`${name}: an idempotent route's headers schema must be a zod object`);
}

/** The one 2xx the route documents: what a replay answers with. */
function successStatus(route: RouteOptions, name: string): number {
  const documented = Object.keys(route.schema?.response ?? {}).map(Number);
  const [status, ...others] = documented.filter((code) => code >= 200 && code < 300);
  if (status === undefined || others.length > 0) {
    throw new Error(`${name}: an idempotent route documents exactly one success status`);
  }
  return status;
}

function answerOnce(
  db: Db,
  route: Pick<IdempotentRequest, 'route' | 'status'>,
  handler: RouteHandlerMethod,
): RouteHandlerMethod {
  return async function handleOnce(this: FastifyInstance, request, reply) {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string') return handler.call(this, request, reply);
    const idempotent: IdempotentRequest = {
      ...route,
      scope: request.actor?.userId ?? ANONYMOUS,
      key,
      fingerprint: fingerprintOf(request),
      claimed: false,
    };
    const earlier = await findKey(db, idempotent);
    if (earlier) return replay(reply, idempotent, earlier);
    try {
      const answer = await idempotentRequests.run(idempotent, () => handler.call(this, request, reply));
      if (!idempotent.claimed && reply.statusCode < 300) {
        // A retry of this request would write again: its operation does not use idempotentTransaction.
        request.log.error(`${route.route} is declared idempotent but stored no answer for its key`);
      }
      return answer;
    } catch (error) {
      // A concurrent request with this key committed while ours waited on it: answer what it answered.
      const winner = error instanceof KeyUsedMeanwhile ? await findKey(db, idempotent) : undefined;
      if (!winner) throw error;
      return replay(reply, idempotent, winner);
    }
  };
}

/** The request as a key promises it: path and query (ids, tokens) and the body, whatever its key order. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(stringify({ url: request.url, body: request.body ?? null }) ?? '')
    .digest('base64url');
}

function replay(reply: FastifyReply, request: IdempotentRequest, earlier: RememberedAnswer): FastifyReply {
  if (earlier.route !== request.route || earlier.fingerprint !== request.fingerprint) {
    throw new HttpError(422, IDEMPOTENCY_MESSAGES.keyReused);
  }
  return reply
    .status(earlier.status ?? request.status)
    .header('idempotent-replayed', 'true')
    .send(earlier.answer);
}

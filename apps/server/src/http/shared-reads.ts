import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, readerKey } from '../auth/actor.ts';

interface Flight {
  /** The computation under way. */
  running: Promise<string>;
  /** Who arrived while it ran: they share the next computation, begun once it ends. */
  queued?: { compute: () => Promise<string>; waiting: PromiseWithResolvers<string> };
}

/**
 * Identical reads answered by one computation (request coalescing, like a proxy's cache lock): when
 * the same page is asked for by several people with the same permissions at once — a team's dashboard,
 * everyone opening the claims list after a storm — the database is asked once and the answer serialised
 * once for all of them.
 *
 * Nobody gets an answer older than their request: a request never joins a computation that had already
 * begun when it arrived (that one may have read the database before the request's own write was
 * committed); it waits for the next one, which begins when the running one ends. So a caller always
 * reads its own writes, and at most one computation per page is queued behind the running one.
 * `SHARED_READS=false` answers every request on its own (the benchmark's baseline).
 */
export class SharedReads {
  readonly #flights = new Map<string, Flight>();

  constructor(readonly enabled: boolean) {}

  run(key: string, compute: () => Promise<string>): Promise<string> {
    const flight = this.#flights.get(key);
    if (!flight) {
      const started: Flight = { running: Promise.resolve('') };
      this.#flights.set(key, started);
      started.running = this.#start(key, started, compute);
      return started.running;
    }
    flight.queued ??= { compute, waiting: Promise.withResolvers<string>() };
    return flight.queued.waiting.promise;
  }

  #start(key: string, flight: Flight, compute: () => Promise<string>): Promise<string> {
    const running = compute();
    const next = () => {
      const queued = flight.queued;
      if (!queued) {
        this.#flights.delete(key);
        return;
      }
      flight.queued = undefined;
      flight.running = this.#start(key, flight, queued.compute);
      flight.running.then(queued.waiting.resolve, queued.waiting.reject);
    };
    running.then(next, next);
    return running;
  }
}

/** The answer of a read depends on the caller's permissions only (reach, visible costs): a team shares it. */
const samePermissions = (request: FastifyRequest) => JSON.stringify(actorOf(request).permissions);
/** The answer depends on who the caller is (their own comments, say): only their own identical reads share it. */
const sameUser = (request: FastifyRequest) => readerKey(actorOf(request));

export const SHARED_BY = { samePermissions, sameUser };

/** An answer already serialised by the route's serializer (kept from an earlier request, say): sent as it is. */
export class Serialized {
  constructor(readonly json: string) {}
}

/**
 * A GET handler whose identical concurrent calls (same route, same address with its query, same
 * `scope`) share one computation and one serialised body; each caller still passed its own guard and
 * validation, and an error reaches each of them.
 */
export function shareIdentical<Request extends FastifyRequest, Answer>(
  reads: SharedReads,
  scope: (request: FastifyRequest) => string,
  handler: (request: Request, reply: FastifyReply) => Promise<Answer | Serialized>,
) {
  // Typed `never`: the answer is written here, whatever the route's reply schema says it is.
  return async (request: Request, reply: FastifyReply): Promise<never> => {
    const serialized = async () => {
      const answer = await handler(request, reply);
      return answer instanceof Serialized ? answer.json : (reply.serialize(answer) as string);
    };
    const body = reads.enabled
      ? await reads.run(`${request.routeOptions.url}\u0000${request.url}\u0000${scope(request)}`, serialized)
      : await serialized();
    // Serialised by the route's own serializer: sent as it is. Returning the reply (a thenable that
    // settles once the answer is written) tells Fastify the handler has answered.
    return reply.type('application/json; charset=utf-8').send(body) as never;
  };
}

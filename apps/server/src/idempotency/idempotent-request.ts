import { AsyncLocalStorage } from 'node:async_hooks';

/** A request that carries an Idempotency-Key, as the transaction carrying out its write needs to know it. */
export interface IdempotentRequest {
  /** The caller's user id, or ANONYMOUS on public routes: keys are per caller. */
  scope: string;
  key: string;
  /** 'POST /api/claims': the route's method and pattern. */
  route: string;
  /** A hash of the request's path, query and body. */
  fingerprint: string;
  /** The status the route answers on success, stored with the answer. */
  status: number;
  /** Whether a transaction of this request has claimed the key: only the first one does. */
  claimed: boolean;
}

export const ANONYMOUS = 'anonymous';

/**
 * Carries the request from the idempotency plugin (around the route's handler) to the operation's
 * transaction without threading it through every operation's parameters.
 */
export const idempotentRequests = new AsyncLocalStorage<IdempotentRequest>();

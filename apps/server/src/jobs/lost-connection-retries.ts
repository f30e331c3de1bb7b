import { RETRYABLE_ERROR_CODES } from 'graphile-worker/dist/lib.js';
import pg from 'pg';

/**
 * SQLSTATE of a connection the database ended (57P01 admin shutdown, 57P02 crash shutdown) or lost
 * (08006). pg gives a socket that closed mid-query no code at all, so the queue's client gives it 08006.
 */
const LOST_CONNECTION_CODES = ['57P01', '57P02', '08006'] as const;
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
];

/**
 * graphile-worker retries a statement only on the error codes of its RETRYABLE_ERROR_CODES table, and
 * completes a job without awaiting the promise (worker.js: `completeJob(job)`). So a connection that the
 * database ended while a job completed was an unhandled rejection that would end the process, and the
 * job stayed locked for four hours. With these codes retryable, the statement runs again on a fresh
 * connection from the pool (graphile-worker's back-off), as every other statement of the app does after
 * a restart of PostgreSQL (decision 0031).
 */
export function retryLostConnections(): void {
  for (const code of LOST_CONNECTION_CODES) RETRYABLE_ERROR_CODES[code] ??= { minDelay: 100, maxDelay: 5_000 };
}

/** The job queue's connections: like pg's, but a lost connection's error carries a code (08006). */
export class CodedConnectionClient extends pg.Client {
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        if (error instanceof Error && !('code' in error) && LOST_CONNECTION_MESSAGES.includes(error.message)) {
          Object.assign(error, { code: '08006' });
        }
        throw error;
      }) as never;
    }
    return result as never;
  }
}

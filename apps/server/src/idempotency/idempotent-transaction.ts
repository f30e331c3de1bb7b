import type { Db } from '../db/database.ts';
import { claimKey, storeAnswer } from './idempotency-keys.ts';
import { idempotentRequests } from './idempotent-request.ts';

/** Thrown inside a transaction whose key a concurrent request with the same key used and committed meanwhile. */
export class KeyUsedMeanwhile extends Error {
  constructor() {
    super('A concurrent request with the same Idempotency-Key finished first');
    this.name = 'KeyUsedMeanwhile';
  }
}

/**
 * `db.transaction()` for an operation that creates something or moves money, whose transaction returns
 * the route's answer. Inside a request with an Idempotency-Key (see idempotency-plugin.ts) its first
 * statement claims the key and its last stores the answer, so the write and the memory of it commit
 * together: a crash before the commit leaves neither (a retry does the work), after it both (a retry
 * gets the answer). Without a key, or in a request's later transactions, it is a plain transaction.
 */
export async function idempotentTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  const request = idempotentRequests.getStore();
  if (!request || request.claimed) return db.transaction().execute(work);
  request.claimed = true;
  return db.transaction().execute(async (trx) => {
    if (!(await claimKey(trx, request))) throw new KeyUsedMeanwhile();
    const answer = await work(trx);
    await storeAnswer(trx, request, answer);
    return answer;
  });
}

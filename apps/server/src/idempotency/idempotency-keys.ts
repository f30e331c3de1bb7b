import { IDEMPOTENCY_KEY_HOURS } from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { IdempotentRequest } from './idempotent-request.ts';

const expiry = sql<Date>`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/** The answer remembered for this caller's key, unless it has expired. */
export function findKey(db: Db, request: IdempotentRequest) {
  return db
    .selectFrom('idempotencyKeys')
    .select(['route', 'fingerprint', 'status', 'answer'])
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .where('createdAt', '>', expiry)
    .executeTakeFirst();
}

export type RememberedAnswer = NonNullable<Awaited<ReturnType<typeof findKey>>>;

/**
 * Claims the key inside the write's transaction. A concurrent request with the same key holds the
 * index entry until it ends: this statement waits for it, then claims the key if that request rolled
 * back (or its row has expired) and answers false if it committed.
 */
export async function claimKey(trx: Db, request: IdempotentRequest): Promise<boolean> {
  const claimed = await trx
    .insertInto('idempotencyKeys')
    .values({ scope: request.scope, key: request.key, route: request.route, fingerprint: request.fingerprint })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key'])
        .doUpdateSet({
          route: request.route,
          fingerprint: request.fingerprint,
          status: null,
          answer: null,
          createdAt: sql<Date>`now()`,
        })
        .where('idempotencyKeys.createdAt', '<=', expiry),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Stores the answer in the same transaction as the write: both commit, or neither. */
export async function storeAnswer(trx: Db, request: IdempotentRequest, answer: unknown): Promise<void> {
  await trx
    .updateTable('idempotencyKeys')
    .set({ status: request.status, answer: JSON.stringify(answer ?? null) })
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .execute();
}

/** Forgets keys older than their 24 hours; run hourly on every node. */
export async function sweepIdempotencyKeys(db: Db): Promise<number> {
  const { numDeletedRows } = await db.deleteFrom('idempotencyKeys').where('createdAt', '<=', expiry).executeTakeFirst();
  return Number(numDeletedRows);
}

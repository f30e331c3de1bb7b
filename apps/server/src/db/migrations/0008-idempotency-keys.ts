import { type Kysely, sql } from 'kysely';

/**
 * Idempotency keys: a client's `Idempotency-Key` for a POST, per caller (a user's id, or 'anonymous'),
 * with what the request was (route and a hash of its parameters and body) and the answer it got. The row
 * is written in the transaction of the write it protects, so "done" and "remembered" commit together.
 * Kept 24 hours (swept by created_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table idempotency_keys (
      scope text not null,
      key text not null,
      route text not null,
      fingerprint text not null,
      status smallint,
      answer json,
      created_at timestamptz not null default now(),
      primary key (scope, key)
    );
    create index idempotency_keys_created_idx on idempotency_keys (created_at);
  `.execute(db);
}

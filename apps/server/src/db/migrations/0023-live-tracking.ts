import { type Kysely, sql } from 'kysely';

/**
 * Live tracking (issue 24, decision 0054):
 * - a driver's browser that opted in to web push on the tracking page, kept against the tracking link
 *   it came from: a revoked or expired link pushes nothing, and deleting the link deletes it;
 * - the most recent ended stays in each status, read in order for the predicted completion date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table tracking_push_subscriptions (
      id uuid primary key default gen_random_uuid(),
      driver_link_id uuid not null references driver_links (id) on delete cascade,
      claim_id uuid not null references claims (id) on delete cascade,
      endpoint text not null,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null default now(),
      unique (driver_link_id, endpoint)
    );
    create index tracking_push_subscriptions_claim_idx on tracking_push_subscriptions (claim_id);

    create index claim_history_recent_stays_idx on claim_history (from_status, at desc)
      include (stay_seconds) where stay_seconds is not null;
  `.execute(db);
}

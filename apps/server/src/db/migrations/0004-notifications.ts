import { type Kysely, sql } from 'kysely';

/**
 * - Notifications per recipient, with one id per event shared by all its recipients' rows, so a new
 *   notification goes out as one broadcast to their rooms rather than one message each.
 * - Browsers' push subscriptions.
 * - Settings every node must share: the VAPID keys generated on first start (a key kept on one node's
 *   disk would differ between nodes).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- recipient_id has no foreign key on purpose: an event writes a row for each of hundreds of
    -- recipients, and a key check locks each recipient's users row (FOR KEY SHARE); the ids come from
    -- the users table in the same transaction, and accounts are disabled, never deleted.
    create table notifications (
      id uuid not null,
      recipient_id uuid not null,
      claim_id uuid not null references claims (id) on delete cascade,
      type text not null,
      registration text not null,
      payload jsonb not null default '{}',
      created_at timestamptz not null default now(),
      read_at timestamptz,
      primary key (id, recipient_id)
    );
    create index notifications_unread_idx on notifications (recipient_id, created_at desc) where read_at is null;

    create table push_subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      browser_id text not null,
      endpoint text not null,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null default now(),
      unique (user_id, browser_id)
    );

    create table app_settings (
      key text primary key,
      value jsonb not null
    );
  `.execute(db);
}

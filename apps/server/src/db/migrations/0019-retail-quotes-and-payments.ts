import { type Kysely, sql } from 'kysely';

/**
 * Retail quotes and payments (issue 25, decision 0052).
 * - retail_quotes: what the driver of a retail claim is asked to accept, its lines in pence, and the
 *   payment provider's id for it (the claim's quoteStripeId). A new quote supersedes the open one.
 * - payment_checkouts: a checkout the driver started, with what was owed and the tip at that moment:
 *   the webhook's amount is checked against it.
 * - payment_events: every provider event processed, by its id (the primary key): a second delivery of
 *   the same event, even at the same moment, finds the first and does nothing.
 * - claim_payments: money received for a claim (from a verified event, or confirmed by staff), with the
 *   tip, the method and who recorded it. provider_payment_id is unique: one payment per checkout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table retail_quotes (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      kind text not null check (kind in ('plain', 'simple', 'complex')),
      items jsonb not null,
      coupon_id text,
      discount integer not null default 0 check (discount >= 0),
      cost integer not null check (cost >= 0),
      cost_repairer integer not null check (cost_repairer >= 0),
      provider_id text not null,
      state text not null default 'awaiting'
        check (state in ('awaiting', 'accepted', 'declined', 'superseded')),
      decided_at timestamptz,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index retail_quotes_claim_idx on retail_quotes (claim_id, created_at desc);

    create table payment_checkouts (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      provider text not null check (provider in ('stripe', 'embedded')),
      session_id text unique,
      owed integer not null check (owed > 0),
      tip integer not null default 0 check (tip >= 0),
      currency text not null default 'gbp',
      state text not null default 'open' check (state in ('open', 'paid', 'failed')),
      created_at timestamptz not null default now(),
      settled_at timestamptz
    );
    create index payment_checkouts_claim_idx on payment_checkouts (claim_id, created_at desc);

    create table payment_events (
      event_id text primary key,
      provider text not null,
      type text not null,
      checkout_id uuid references payment_checkouts (id) on delete set null,
      received_at timestamptz not null default now()
    );

    create table claim_payments (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      amount integer not null check (amount > 0),
      tip integer not null default 0 check (tip >= 0),
      currency text not null default 'gbp',
      method text not null,
      provider_payment_id text unique,
      checkout_id uuid references payment_checkouts (id) on delete set null,
      recorded_by uuid references users (id) on delete set null,
      recorded_by_name text,
      paid_at timestamptz not null default now()
    );
    create index claim_payments_claim_idx on claim_payments (claim_id, paid_at);
  `.execute(db);
}

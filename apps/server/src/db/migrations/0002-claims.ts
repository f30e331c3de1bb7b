import { type Kysely, sql } from 'kysely';

/**
 * Claims, their comments and their history (the timeline, which also feeds median-time). Money is
 * integer pence. Statuses, tracks and types are checked here too, so no writer can store a value the
 * domain package does not know.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table claims (
      id uuid primary key default gen_random_uuid(),
      reference bigint generated always as identity unique,
      status text not null check (status in ('fnol', 'registered', 'awaiting-quote-authorisation',
        'in-marketplace', 'bidding', 'awaiting-bid-authorisation', 'awaiting-pickup', 'in-repair',
        'finished', 'archived', 'paid', 'completed')),
      track text not null check (track in ('business', 'retail', 'marketplace')),
      type text not null check (type in ('repair', 'assistance', 'assessment', 'bodyshop', 'other')),
      client_organisation_id uuid not null references organisations (id),
      repairer_organisation_id uuid references organisations (id),
      registration text not null,
      make text,
      model text,
      colour text,
      year integer,
      customer_name text,
      customer_email text,
      customer_phone text,
      address_line1 text,
      address_line2 text,
      town text,
      postcode text,
      latitude double precision,
      longitude double precision,
      damage_description text,
      incident_date date,
      labels text[] not null default '{}',
      cost integer check (cost >= 0),
      cost_repairer integer check (cost_repairer >= 0),
      quote_stripe_id text,
      issue_comment text,
      issue_raised_by uuid references users (id) on delete set null,
      issue_raised_by_name text,
      issue_raised_at timestamptz,
      archived_from text,
      deleted_at timestamptz,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1
    );
    create index claims_client_idx on claims (client_organisation_id, status, created_at desc);
    create index claims_repairer_idx on claims (repairer_organisation_id, status, created_at desc)
      where repairer_organisation_id is not null;
    create index claims_registration_idx on claims (registration);

    -- Names are kept with the row, so the timeline still says who acted after an account is removed.
    create table claim_comments (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      author_id uuid references users (id) on delete set null,
      author_name text not null,
      comment text not null,
      created_at timestamptz not null default now()
    );
    create index claim_comments_claim_idx on claim_comments (claim_id, created_at);

    create table claim_history (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      actor_id uuid references users (id) on delete set null,
      actor_name text,
      action text not null,
      from_status text,
      to_status text,
      comment text,
      at timestamptz not null default now()
    );
    create index claim_history_claim_idx on claim_history (claim_id, at);
  `.execute(db);
}

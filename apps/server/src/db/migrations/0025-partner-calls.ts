import { type Kysely, sql } from 'kysely';

/**
 * Partners (issue 27, decision 0055, docs/partners.md):
 * - `claims.premia_reference`: the claim's reference in the client's own claims system when it came from
 *   there; only such a claim can be returned to Premia.
 * - `claims.bodyshop_approval_requested_at`: the platform asked the client to approve a bodyshop's repair.
 * - `partner_calls`: the outbox of calls to partners. A row is written with the action that causes it, in
 *   its transaction; a job sends it, retrying with back-off, and records the answer, or the last error
 *   when it is given up on (status failed: the dead letter). A change to a row changes its claim's page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claims add column premia_reference text;
    alter table claims add column bodyshop_approval_requested_at timestamptz;

    create table partner_calls (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null references claims (id) on delete cascade,
      partner text not null check (partner in ('premia', 'clickmechanic', 'bodyshop-leads')),
      action text not null,
      request jsonb not null,
      status text not null default 'queued' check (status in ('queued', 'answered', 'failed')),
      attempts integer not null default 0,
      max_attempts integer not null,
      last_error text,
      answer jsonb,
      summary text,
      created_by uuid references users (id) on delete set null,
      created_at timestamptz not null default clock_timestamp(),
      updated_at timestamptz not null default clock_timestamp()
    );
    create index partner_calls_claim_idx on partner_calls (claim_id, created_at desc);
    create trigger partner_calls_view_version after insert or update or delete on partner_calls
      for each row execute function claim_part_changed();
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * The bodyshop agreement (issue 25, decision 0058): a driver link may open it (purpose agreement), and a
 * claim has at most one acceptance, by typed name and time, against the bodyshop that was then its
 * repairer and the version of the terms the driver read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table driver_links drop constraint driver_links_purpose_check;
    alter table driver_links add constraint driver_links_purpose_check
      check (purpose in ('upload', 'quote', 'dates', 'pickup', 'payment', 'tracking', 'feedback', 'agreement'));

    create table bodyshop_agreements (
      id uuid primary key default gen_random_uuid(),
      claim_id uuid not null unique references claims (id) on delete cascade,
      bodyshop_organisation_id uuid not null references organisations (id),
      signed_name text not null,
      terms_version text not null,
      driver_link_id uuid references driver_links (id) on delete set null,
      accepted_at timestamptz not null default now()
    );
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * What the FNOL wizard asks beyond the first claim form (issue 24): the incident's time of day, whether
 * anyone was hurt and whether another party was involved, the vehicle's fuel (from the DVLA), and a
 * customer in vulnerable circumstances with the support they need (decision 0046). Every column is
 * open to any claim, so staff record the same things on a claim they take by phone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claims
      add column incident_time text check (incident_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      add column fuel_type text,
      add column injuries boolean,
      add column third_party_involved boolean,
      add column vulnerable_customer boolean not null default false,
      add column support_needs text[] not null default '{}'
        check (support_needs <@ array['calls-not-mail', 'carer', 'accessibility']),
      add column support_details text;
  `.execute(db);
}

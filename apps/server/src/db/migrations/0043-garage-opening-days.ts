import { type Kysely, sql } from 'kysely';

/**
 * The days a garage is open and the time it closes (issue 41, decision 0084): drivers picked a Sunday
 * or Christmas Day for a garage that was shut, as its opening hours were only free text. Existing
 * garages open Monday to Friday until 17:30 until their staff say otherwise; the free text stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table garages
      add column open_days smallint[] not null default '{1,2,3,4,5}'
        constraint garages_open_days_check
        check (cardinality(open_days) between 1 and 7 and 1 <= all(open_days) and 7 >= all(open_days)),
      add column closes_at text not null default '17:30'
        constraint garages_closes_at_check check (closes_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table garages drop column open_days, drop column closes_at`.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Garages run from inside the product (issue 26): the table the marketplace measures from (migration
 * 0011) gains what its pages show and edit (opening hours, the work the site does), and a name is taken
 * once per organisation whatever its case, so "acme leeds" beside "Acme Leeds" is the 409 of a
 * duplicate, decided by the index even for two imports at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table garages
      add column opening_hours text,
      add column capabilities text[] not null default '{}',
      add column updated_at timestamptz not null default now();
    alter table garages drop constraint garages_organisation_id_name_key;
    create unique index garages_organisation_name_key on garages (organisation_id, lower(name));
    -- The platform's list is by name across every organisation.
    create index garages_name_idx on garages (lower(name), id);
  `.execute(db);
}

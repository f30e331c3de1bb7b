import { type Kysely, sql } from 'kysely';

/**
 * Organisations run from inside the product (issue 26): the settings later work reads, names that are
 * unique whatever their case, the FNOL codes an organisation has rotated away from, and a user's phone.
 * The settings' defaults and ranges are the domain's ORGANISATION_SETTINGS; the checks repeat them so
 * a change made in psql cannot store what the API refuses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table organisations
      add column bidding_window_hours integer not null default 48
        check (bidding_window_hours between 1 and 336),
      add column authorisation_deadline_days integer not null default 2
        check (authorisation_deadline_days between 1 and 20),
      add column service_radius_km integer not null default 40
        check (service_radius_km between 1 and 500);
    create unique index organisations_name_key on organisations (lower(name));

    -- A code kept upper case, as FNOL codes are compared: a driver who types a retired one is told it
    -- was replaced rather than that it never existed. One code is never handed out twice.
    create table retired_fnol_codes (
      code text primary key,
      organisation_id uuid not null references organisations (id) on delete cascade,
      retired_at timestamptz not null default now()
    );

    alter table users add column phone text;
  `.execute(db);
}

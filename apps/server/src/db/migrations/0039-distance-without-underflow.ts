import { type Kysely, sql } from 'kysely';

/**
 * `distance_km` (migration 0011) measured coordinates as given, and PostgreSQL refuses a float product
 * or power that underflows to zero ("value out of range: underflow") instead of returning 0. A garage
 * at latitude 1e-300 beside a claim at 0 made every refresh of its organisation's offers (migration
 * 0037) fail, so editing or deleting any of its garages answered 400 (found by the API fuzzer).
 * Measuring from coordinates rounded to 1e-7 degrees (about a centimetre) keeps every difference
 * either 0 or large enough that no term of the haversine can underflow, and changes no distance a
 * person could see.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function distance_km(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
    returns double precision language sql immutable parallel safe as $$
      select 12742 * asin(least(1, sqrt(
        sin(radians(round(lat2 * 1e7) - round(lat1 * 1e7)) / 2e7) ^ 2
          + cos(radians(round(lat1 * 1e7) / 1e7)) * cos(radians(round(lat2 * 1e7) / 1e7))
            * sin(radians(round(lon2 * 1e7) - round(lon1 * 1e7)) / 2e7) ^ 2
      )))
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function distance_km(lat1 double precision, lon1 double precision, lat2 double precision, lon2 double precision)
    returns double precision language sql immutable parallel safe as $$
      select 12742 * asin(sqrt(
        sin(radians(lat2 - lat1) / 2) ^ 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(radians(lon2 - lon1) / 2) ^ 2
      ))
    $$;
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * Where the incident happened and where the vehicle is now, apart from the customer's address (issue
 * 41): a driver's report put the accident's postcode in the address's `postcode`, and a garage
 * collecting the car went to the wrong place. `vehicle_location` says where a garage collects it: at the
 * customer's address ('home'), where it happened ('incident'), or somewhere else (a recovery yard, a
 * garage: 'elsewhere', at `vehicle_postcode`). `place_district` is the postcode district the claim's
 * place (latitude, longitude) was taken from, which the marketplace shows; existing claims were placed
 * by their address's postcode (migration 0041).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claims
      add column incident_postcode text,
      add column vehicle_location text
        constraint claims_vehicle_location_check check (vehicle_location in ('home', 'incident', 'elsewhere')),
      add column vehicle_postcode text,
      add column place_district text;
    update claims
      set place_district = substring(replace(postcode, ' ', '') from '^([A-Z]{1,2}[0-9][A-Z0-9]?)[0-9][A-Z]{2}$')
      where latitude is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claims
      drop column incident_postcode,
      drop column vehicle_location,
      drop column vehicle_postcode,
      drop column place_district;
  `.execute(db);
}

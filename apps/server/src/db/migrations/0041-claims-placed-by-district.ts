import { type Kysely, sql } from 'kysely';
import {
  allPostcodeDistricts,
  nearestPostcodeDistrict,
  postcodeDistrictOf,
} from '../../integrations/geocoder/postcode-districts.ts';

/**
 * Every claim is placed at its postcode district's centroid (decision 0083). Claims made before had no
 * place unless their maker sent one, so garages read "Distance unknown" and such a claim was offered to
 * every garage, however far; a place that was sent was kept to the metre, which a garage with sites of
 * its own could trilaterate. A claim whose postcode's district is unknown keeps no place nearer than
 * the nearest district's centroid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = allPostcodeDistricts();
  await sql`
    update claims c set latitude = d.latitude, longitude = d.longitude
    from unnest(
      ${rows.map((row) => row.district)}::text[],
      ${rows.map((row) => row.latitude)}::double precision[],
      ${rows.map((row) => row.longitude)}::double precision[]
    ) as d(district, latitude, longitude)
    where d.district = substring(replace(c.postcode, ' ', '') from '^([A-Z]{1,2}[0-9][A-Z0-9]?)[0-9][A-Z]{2}$')
  `.execute(db);
  const { rows: unplaced } = await sql<{ id: string; postcode: string | null; latitude: number; longitude: number }>`
    select id, postcode, latitude, longitude from claims where latitude is not null and longitude is not null
  `.execute(db);
  for (const claim of unplaced) {
    if (claim.postcode && postcodeDistrictOf(claim.postcode)) continue;
    const district = nearestPostcodeDistrict(claim);
    await sql`
      update claims set latitude = ${district?.latitude ?? null}, longitude = ${district?.longitude ?? null}
      where id = ${claim.id}
    `.execute(db);
  }
}

/** The places given before are not kept: going down leaves every claim at its district. */
export async function down(): Promise<void> {}

import {
  type ClaimType,
  kilometresToTenthOfMile,
  MARKETPLACE_STATUSES,
  NEARBY_KM,
  postcodeDistrict,
  type RepairCapability,
  type TNearMisses,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type BiddingOrganisation, reachReasons } from './policy.ts';

/** How many near misses a garage is shown: the nearest. */
const SHOWN = 20;
/** Degrees of latitude in NEARBY_KM: the box around each site that the marketplace's place index searches. */
const NEARBY_LATITUDE = NEARBY_KM / 111.2;

interface NearMissRow {
  postcode: string | null;
  placeDistrict: string | null;
  type: ClaimType;
  needs: RepairCapability[];
  distanceKm: number;
  radiusKm: number;
  suits: boolean;
  reaches: boolean;
  missingNeeds: RepairCapability[];
}

/**
 * GET /api/marketplace/near-misses: the claims on the marketplace, of the garage's kind, within
 * NEARBY_KM of one of its sites, that are not offered to it (no row in `marketplace_offers`), nearest
 * first, each with what keeps it out: a need its work lacks, or a radius that stops short (the same two
 * functions as the offer rule, policy.ts). Found through the marketplace's place index, a box per site.
 * The boxes name the garage by its id, not by `o.id`: a subquery tied to the outer row is run once per
 * claim on PostgreSQL 15 (17 and later turn it into a join), which made the list quadratic in the
 * marketplace's size, 1 s at 4,500 claims and over 10 s in the authorization harness.
 */
export async function listNearMisses(db: Db, organisation: BiddingOrganisation): Promise<TNearMisses> {
  const { rows } = await sql<NearMissRow>`
    select c.postcode, c.place_district, c.type, c.needs, n.km as distance_km, n.radius as radius_km,
      marketplace_suits(c.type, c.needs, o.type, o.capabilities) as suits,
      marketplace_reach_km(c.latitude, c.longitude, o.id) is not null as reaches,
      array(select unnest(c.needs) except select unnest(o.capabilities)) as missing_needs
    from organisations o
    join claims c on c.id in (
      select near.id from garages g
      join claims near on near.status in (${sql.join(MARKETPLACE_STATUSES)}) and near.deleted_at is null
        and point(near.longitude, near.latitude) <@ box(
          point(g.longitude - ${NEARBY_LATITUDE} / cos(radians(g.latitude)), g.latitude - ${NEARBY_LATITUDE}),
          point(g.longitude + ${NEARBY_LATITUDE} / cos(radians(g.latitude)), g.latitude + ${NEARBY_LATITUDE})
        )
      where g.organisation_id = ${organisation.id}
    )
    cross join lateral (
      select distance_km(c.latitude, c.longitude, g.latitude, g.longitude) as km, g.service_radius_km as radius
      from garages g where g.organisation_id = o.id order by 1 limit 1
    ) n
    where o.id = ${organisation.id}
      and o.type = case when c.type = 'bodyshop' then 'bodyshop' else 'repairer' end
      and n.km <= ${NEARBY_KM}
      and not exists (select 1 from marketplace_offers mo where mo.organisation_id = o.id and mo.claim_id = c.id)
    order by n.km, c.id
    limit ${SHOWN}
  `.execute(db);
  return {
    data: rows.map((row) => {
      const reasons = reachReasons(row);
      return {
        postcodeDistrict: row.placeDistrict ?? postcodeDistrict(row.postcode),
        type: row.type,
        needs: row.needs,
        distanceKm: kilometresToTenthOfMile(row.distanceKm),
        radiusKm: row.radiusKm,
        reasons,
        missingNeeds: row.missingNeeds,
      };
    }),
  };
}

import { kilometresToTenthOfMile, NEARBY_KM, type RepairCapability, type TClaimReach } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { isClaimsClientOrPlatform, reachReasons } from './policy.ts';

interface ReachRow {
  id: string;
  name: string;
  suits: boolean;
  reaches: boolean;
  missingNeeds: RepairCapability[];
  distanceKm: number | null;
  radiusKm: number | null;
}

/**
 * GET /api/claims/{id}/reach, for the claim's client and the platform: how many garages the claim is
 * offered to, by the marketplace's own rule (`offeredTo` in policy.ts: the SQL functions of migration
 * 0037), and each garage of the kind it calls for with a site within NEARBY_KM, with why it is not
 * offered (its work lacks a need; no site's radius reaches the claim). Anyone else: 404, as for a claim
 * they cannot see.
 */
export async function readClaimReach(db: Db, actor: Actor, claimId: string): Promise<TClaimReach> {
  const claim = await db
    .selectFrom('claims')
    .select(['id', 'clientOrganisationId', 'latitude', 'longitude'])
    .where('id', '=', claimId)
    .where(visibleTo(actor))
    .executeTakeFirst();
  const comparer = claim !== undefined && isClaimsClientOrPlatform(actor, claim);
  if (!claim || !comparer) throw notFound(CLAIM_NOT_FOUND);
  const { rows } = await sql<ReachRow>`
    select o.id, o.name,
      marketplace_suits(c.type, c.needs, o.type, o.capabilities) as suits,
      (c.latitude is null or c.longitude is null
        or marketplace_reach_km(c.latitude, c.longitude, o.id) is not null) as reaches,
      array(select unnest(c.needs) except select unnest(o.capabilities)) as missing_needs,
      n.km as distance_km, n.radius as radius_km
    from claims c
    join organisations o on o.type = case when c.type = 'bodyshop' then 'bodyshop' else 'repairer' end
    left join lateral (
      select distance_km(c.latitude, c.longitude, g.latitude, g.longitude) as km, g.service_radius_km as radius
      from garages g where g.organisation_id = o.id
      order by 1 limit 1
    ) n on true
    where c.id = ${claimId}
  `.execute(db);
  const nearby = rows
    .filter((row): row is ReachRow & { distanceKm: number; radiusKm: number } => {
      return row.distanceKm !== null && row.radiusKm !== null && row.distanceKm <= NEARBY_KM;
    })
    .sort((a, b) => a.distanceKm - b.distanceKm || a.name.localeCompare(b.name))
    .map((row) => {
      const reasons = reachReasons(row);
      return {
        organisation: { id: row.id, name: row.name },
        distanceKm: kilometresToTenthOfMile(row.distanceKm),
        radiusKm: row.radiusKm,
        offered: reasons.length === 0,
        reasons,
        missingNeeds: row.missingNeeds,
      };
    });
  return {
    offered: rows.filter((row) => row.suits && row.reaches).length,
    placed: claim.latitude !== null && claim.longitude !== null,
    nearby,
  };
}

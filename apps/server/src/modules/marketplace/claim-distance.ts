import { isSuperAdmin, kilometresToTenthOfMile, MARKETPLACE_MESSAGES } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { onMarketplaceFor } from './policy.ts';

/**
 * GET /api/claims/{a}/distance/{b}: kilometres from claim a (one the caller reads, or is offered on
 * the marketplace) to garage b (one of the caller's own organisations'; any, for the platform).
 * Null when the claim has no place. Measured from the claim's postcode district's centroid, to a tenth
 * of a mile, so a garage's own sites cannot locate the driver any nearer (decision 0083).
 */
export async function claimDistance(db: Db, actor: Actor, claimId: string, garageId: string): Promise<number | null> {
  const claim = await db
    .selectFrom('claims')
    .select(['latitude', 'longitude'])
    .where('id', '=', claimId)
    .where((eb) => eb.or([visibleTo(actor)(eb), onMarketplaceFor(actor)(eb)]))
    .executeTakeFirst();
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  const own = actor.permissions.map((p) => p.organisationId);
  let garages = db.selectFrom('garages').select(['latitude', 'longitude']).where('id', '=', garageId);
  if (!isSuperAdmin(actor)) garages = garages.where('organisationId', 'in', own);
  const garage = await garages.executeTakeFirst();
  if (!garage) throw notFound(MARKETPLACE_MESSAGES.garageNotFound);
  if (claim.latitude === null || claim.longitude === null) return null;
  const { rows } = await sql<{ km: number }>`
    select distance_km(${claim.latitude}, ${claim.longitude}, ${garage.latitude}, ${garage.longitude}) as km
  `.execute(db);
  return kilometresToTenthOfMile(rows[0]?.km ?? 0);
}

import { CLAIM_STATUSES, type ClaimStatus, type TRepairMap } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { garagesReached } from './garage-policy.ts';

/** Claims past these are done with: nobody drives to them any more. */
const CLOSED: readonly ClaimStatus[] = ['paid', 'completed', 'archived'];
const OPEN = CLAIM_STATUSES.filter((status) => !CLOSED.includes(status));

/**
 * /repairMap's points: the garages the caller reads (all for super admins) and the open claims they
 * read in full (their own work; the marketplace's claims are shown by district only, never on a map),
 * each with a place.
 */
export async function repairMap(db: Db, actor: Actor, tileUrl: string | null): Promise<TRepairMap> {
  const reach = garagesReached(actor, 'ReadGarages');
  let garages = db
    .selectFrom('garages')
    .innerJoin('organisations', 'organisations.id', 'garages.organisationId')
    .select(['garages.id', 'garages.name', 'organisations.name as organisationName'])
    .select(['garages.postcode', 'garages.latitude', 'garages.longitude'])
    .orderBy('garages.id');
  if (reach?.length) garages = garages.where('garages.organisationId', 'in', reach);
  const claims = db
    .selectFrom('claims')
    .select(['id', 'registration', 'status', 'postcode', 'latitude', 'longitude'])
    .where(visibleTo(actor))
    .where('status', 'in', OPEN)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .orderBy('id');
  const [garageRows, claimRows] = await Promise.all([reach?.length === 0 ? [] : garages.execute(), claims.execute()]);
  return {
    tileUrl,
    garages: garageRows,
    claims: claimRows.map((row) => ({ ...row, latitude: row.latitude as number, longitude: row.longitude as number })),
  };
}

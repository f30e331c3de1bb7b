import type { Db } from '../../db/database.ts';

/**
 * A claim row locked until the transaction ends, by id alone: for changes a driver's link or a provider's
 * event makes, whose access was decided before (the link, the signature), not by a staff member's reach.
 */
export function lockClaim(trx: Db, claimId: string) {
  return trx.selectFrom('claims').selectAll().where('id', '=', claimId).forUpdate().executeTakeFirstOrThrow();
}

import { isSuperAdmin, organisationIdsWith } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';

/** What the driver-link routes need of a claim. */
export interface StaffClaim {
  id: string;
  reference: number;
  customerEmail: string | null;
  customerName: string | null;
}

/**
 * A claim whose driver links this actor manages: super admins any, client staff with ReadClaims their
 * organisations' own (the repairer's staff do not). Deleted or out of reach: 404, as for the claim itself.
 */
export async function findStaffClaim(db: Db, actor: Actor, claimId: string): Promise<StaffClaim> {
  const owners = organisationIdsWith(actor, 'ReadClaims');
  const all = isSuperAdmin(actor);
  if (!all && owners.length === 0) throw notFound(CLAIM_NOT_FOUND);
  const claim = await db
    .selectFrom('claims')
    .select(['id', 'reference', 'customerEmail', 'customerName'])
    .where('id', '=', claimId)
    .where('deletedAt', 'is', null)
    .$if(!all, (query) => query.where('clientOrganisationId', 'in', owners))
    .executeTakeFirst();
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  return claim;
}

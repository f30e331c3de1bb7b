import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';

/** A claim the actor reads (its owner, its assigned garage, super admins), or 404 so ids cannot be probed. */
export async function visibleClaimId(db: Db, actor: Actor, claimId: string): Promise<string> {
  const claim = await db
    .selectFrom('claims')
    .select('id')
    .where('id', '=', claimId)
    .where(visibleTo(actor))
    .executeTakeFirst();
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  return claim.id;
}

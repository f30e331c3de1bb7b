import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim, ClaimComment, ClaimHistory } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import { type AccessOptions, visibleTo } from './claim-access.ts';

export const CLAIM_NOT_FOUND = 'Claim not found';

/** A claim with what its page shows around it. */
export interface ClaimView {
  claim: Claim & { clientOrganisationName: string; repairerOrganisationName: string | null };
  comments: ClaimComment[];
  history: ClaimHistory[];
}

/** The organisations of a claim the actor may see (who owns it, who is assigned), or 404. */
export async function visibleClaimParties(db: Db, actor: Actor, id: string) {
  const claim = await db
    .selectFrom('claims')
    .select(['clientOrganisationId', 'repairerOrganisationId'])
    .where('id', '=', id)
    .where(visibleTo(actor))
    .executeTakeFirst();
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  return claim;
}

/**
 * The claim row, locked until the transaction ends, if the actor may see it. Every change starts
 * here: a second concurrent change waits for the first and then sees its result.
 */
export function lockVisibleClaim(trx: Db, actor: Actor, id: string, options: AccessOptions = {}) {
  return trx
    .selectFrom('claims')
    .selectAll()
    .where('id', '=', id)
    .where(visibleTo(actor, options))
    .forUpdate()
    .executeTakeFirst();
}

/**
 * The claim with its organisations' names, comments and timeline. With `reach`, only if that actor may
 * see it: the reach is part of the same query, so a read costs no extra round trip.
 */
export async function loadClaimView(
  db: Db,
  id: string,
  reach?: { actor: Actor; options?: AccessOptions },
): Promise<ClaimView | undefined> {
  let query = db
    .selectFrom('claims')
    .innerJoin('organisations as client', 'client.id', 'claims.clientOrganisationId')
    .leftJoin('organisations as repairer', 'repairer.id', 'claims.repairerOrganisationId')
    .selectAll('claims')
    .select(['client.name as clientOrganisationName', 'repairer.name as repairerOrganisationName'])
    .where('claims.id', '=', id);
  if (reach) query = query.where(visibleTo(reach.actor, reach.options));
  const claim = await query.executeTakeFirst();
  if (!claim) return undefined;
  const comments = await db
    .selectFrom('claimComments')
    .selectAll()
    .where('claimId', '=', id)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  const history = await db
    .selectFrom('claimHistory')
    .selectAll()
    .where('claimId', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return { claim, comments, history };
}

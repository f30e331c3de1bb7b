import { attentionStatuses, type ClaimStatus, type TClaimSummary } from '@fixline/domain';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { presentClaimSummary } from './present-claim-summary.ts';
import { summaryQuery } from './summary-query.ts';

export const ATTENTION_LIMIT = 100;

/**
 * Claims waiting for a step only the actor can take (docs/claims-lists.md): per membership, the
 * statuses its privileges move forward for the claims it owns, is assigned, or (platform) runs.
 */
function waitingForActor(actor: Actor, only?: ClaimStatus) {
  const narrow = (statuses: ClaimStatus[]) => (only ? statuses.filter((s) => s === only) : statuses);
  return (eb: ExpressionBuilder<Database, 'claims'>): Expression<SqlBool> => {
    const ways: Expression<SqlBool>[] = [];
    for (const entry of actor.permissions) {
      if (entry.organisationType === 'platform') {
        const statuses = narrow(attentionStatuses('platform', entry.privileges));
        if (statuses.length > 0) ways.push(eb('claims.status', 'in', statuses));
        continue;
      }
      const owned = narrow(attentionStatuses('owner', entry.privileges));
      if (owned.length > 0) {
        ways.push(
          eb.and([eb('claims.clientOrganisationId', '=', entry.organisationId), eb('claims.status', 'in', owned)]),
        );
      }
      const assigned = narrow(attentionStatuses('assignee', entry.privileges));
      if (assigned.length > 0) {
        ways.push(
          eb.and([eb('claims.repairerOrganisationId', '=', entry.organisationId), eb('claims.status', 'in', assigned)]),
        );
      }
    }
    return ways.length > 0 ? eb.or(ways) : eb.val(false);
  };
}

/** The longest-waiting first: the claim untouched for longest is the one to pick up next. */
export async function claimsRequiringAttention(db: Db, actor: Actor, status?: ClaimStatus): Promise<TClaimSummary[]> {
  const rows = await summaryQuery(db, actor)
    .where(waitingForActor(actor, status))
    .orderBy('claims.updatedAt', 'asc')
    .orderBy('claims.id', 'asc')
    .limit(ATTENTION_LIMIT)
    .execute();
  return rows.map((row) => presentClaimSummary(row, actor));
}

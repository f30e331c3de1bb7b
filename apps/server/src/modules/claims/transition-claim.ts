import {
  type AlsoTold,
  type AutomaticClaimAction,
  type AutomaticParty,
  actionRefusedMessage,
  type ClaimAction,
  type ClaimStatus,
  claimAllowsAction,
  partyMayTake,
  targetStatus,
} from '@fixline/domain';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Claim, ClaimTable } from '../../db/schema.ts';
import type { ClaimEvent, Emit } from '../../events/claim-events.ts';
import { conflict } from '../../http/http-error.ts';
import { authorisationDeadlineChanges } from './authorisation-deadline.ts';
import { actionEvents } from './claim-action-events.ts';
import { recordHistory } from './claim-history.ts';
import { lockClaim } from './lock-claim.ts';
import { workflowClaim } from './present-claim.ts';

/** Who took a change: a signed-in person, or the name the timeline gives a party without an account. */
export type ChangedBy = { userId: string; name: string } | { party: string };

export interface ClaimChange {
  /** The claim, locked in this transaction, as it was before the change. */
  claim: Claim;
  action: ClaimAction;
  /** The status it leads to: the claim's own when the action changes only data. */
  to: ClaimStatus;
  by: ChangedBy;
  /** The data the action writes besides the status. */
  changes?: Updateable<ClaimTable>;
  /** The timeline entry's comment. */
  comment?: string | null;
  /**
   * Garages no longer (or never) the claim's that hear of this once, by what they are to it: with the
   * announcement of the new repairer, or else the first (losing bidders, the repairer replaced).
   */
  alsoTell?: AlsoTold;
  /** The new repairer won the claim by its bid: announced as BidChosen rather than ClaimRepairerChanged. */
  bidChosen?: boolean;
  /** What the announcement of a raised issue carries. */
  issueComment?: string;
  now?: Date;
}

/**
 * The one place a claim's status is written (a test holds every other file to it): the authorisation
 * deadline the move starts or ends, the UPDATE guarded by the from-status, the timeline row and the
 * announcements, all in the caller's transaction. The claim is already locked, so the guard only fails
 * if a caller skipped the lock: then the change is refused, never half made.
 */
export async function transitionClaim(trx: Db, emit: Emit, change: ClaimChange): Promise<void> {
  const { claim, action, to, by, changes = {} } = change;
  const now = change.now ?? new Date();
  const deadline = await authorisationDeadlineChanges(trx, claim, to, now);
  const updated = await trx
    .updateTable('claims')
    .set({ ...changes, ...deadline, status: to, version: sql`version + 1`, updatedAt: now })
    .where('id', '=', claim.id)
    .where('status', '=', claim.status)
    .executeTakeFirst();
  if (updated.numUpdatedRows !== 1n) throw conflict(actionRefusedMessage(action, workflowClaim(claim)));
  const person = 'userId' in by ? by : null;
  await recordHistory(trx, {
    claimId: claim.id,
    actor: person,
    actorName: 'party' in by ? by.party : undefined,
    action,
    from: claim.status,
    to,
    comment: change.comment,
  });
  const events = actionEvents(action, claim, { ...changes, status: to }, change);
  const toldWith = Math.max(
    0,
    events.findIndex((event) => event.type === 'BidChosen' || event.type === 'ClaimRepairerChanged'),
  );
  for (const [index, event] of events.entries()) {
    const alsoTell: Pick<ClaimEvent, 'alsoTell'> =
      index === toldWith && change.alsoTell ? { alsoTell: change.alsoTell } : {};
    await emit({ ...event, claimId: claim.id, actor: person, ...alsoTell });
  }
}

export interface AutomaticMove {
  action: AutomaticClaimAction | 'pay';
  party: AutomaticParty;
  /** The timeline's name for who made it: "Marketplace", "Lottery", the driver's name. */
  name: string;
  changes?: Updateable<ClaimTable>;
  comment?: string | null;
  now?: Date;
}

/**
 * A move no person's button makes (a garage's first bid, the lottery's draw, a driver's acceptance, a
 * verified payment), checked against the workflow table as a person's action is: the party must be the
 * row's, and the claim's state must allow it (409 otherwise). Locks the claim (free when the caller has).
 * Answers the claim as it was.
 */
export async function takeAutomaticAction(trx: Db, emit: Emit, claimId: string, move: AutomaticMove): Promise<Claim> {
  const claim = await lockClaim(trx, claimId);
  if (!partyMayTake(move.party, move.action)) throw new Error(`${move.party} cannot take ${move.action}`);
  const workflow = workflowClaim(claim);
  if (!claimAllowsAction(workflow, move.action)) throw conflict(actionRefusedMessage(move.action, workflow));
  await transitionClaim(trx, emit, {
    claim,
    action: move.action,
    to: targetStatus(workflow, move.action),
    by: { party: move.name },
    changes: move.changes,
    comment: move.comment,
    now: move.now,
  });
  return claim;
}

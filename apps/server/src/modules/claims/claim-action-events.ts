import type { ClaimAction } from '@fixline/domain';
import type { Updateable } from 'kysely';
import type { Claim, ClaimTable } from '../../db/schema.ts';
import type { ClaimEvent } from '../../events/claim-events.ts';
import type { ActionInput } from './claim-action-handlers.ts';

type Announcement = Omit<ClaimEvent, 'claimId' | 'actor'>;

/**
 * What people concerned should hear about an action that changed something (spec 9's event texts):
 * a new status, an issue raised, a new repairer (a bid chosen, when it won by its bid), a revived claim,
 * a bodyshop approval asked for or given. Labels and deletion are not announced.
 */
export function actionEvents(
  action: ClaimAction,
  before: Claim,
  after: Updateable<ClaimTable> & Pick<Claim, 'status'>,
  input: Pick<ActionInput, 'issueComment'> & { bidChosen?: boolean },
): Announcement[] {
  const events: Announcement[] = [];
  if (after.status !== before.status) events.push({ type: 'ClaimStatusUpdated', payload: { status: after.status } });
  if (action === 'raise-issue') events.push({ type: 'ClaimRaisedIssue', payload: { comment: input.issueComment } });
  if (action === 'revive') events.push({ type: 'ClaimRevived' });
  // The client is asked to approve a bodyshop's repair, and the platform hears that it did.
  if (action === 'request-bodyshop-approval' || action === 'approve-bodyshop-repair') {
    events.push({ type: 'ClaimUpdated' });
  }
  if (after.repairerOrganisationId && after.repairerOrganisationId !== before.repairerOrganisationId) {
    events.push({ type: input.bidChosen ? 'BidChosen' : 'ClaimRepairerChanged' });
  }
  return events;
}

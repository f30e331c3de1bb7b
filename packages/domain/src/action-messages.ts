import { CLAIM_STATUS_LABELS, type ClaimStatus } from './claim-status.ts';
import type { CLAIM_ACTIONS, ClaimAction } from './claim-workflow.ts';

/** The actions that change a claim's data but not its status. */
type DataAction = {
  [A in ClaimAction]: (typeof CLAIM_ACTIONS)[A]['changesStatus'] extends false ? A : never;
}[ClaimAction];

const DATA_ACTION_DONE = {
  'request-pickup': 'Pickup requested',
  'book-repair-date': 'Repair date booked',
  'book-bodyshop-repair-date': 'Repair date booked',
  'override-repair-date': 'Repair date set',
  'set-pickup-availability': 'Availability saved',
  'change-repairer': 'Repairer changed',
  'raise-issue': 'Issue raised',
  'resolve-issue': 'Issue resolved',
  'add-label': 'Label added',
  'remove-label': 'Label removed',
  update: 'Claim updated',
  comment: 'Comment added',
  delete: 'Claim deleted',
  revive: 'Claim revived',
  'send-bodyshop-lead': 'Bodyshop lead sent',
  'send-clickmechanic': 'Sent to ClickMechanic',
  'request-bodyshop-approval': 'Bodyshop approval requested',
  'approve-bodyshop-repair': 'Bodyshop repair approved',
} as const satisfies Record<DataAction, string>;

const isDataAction = (action: ClaimAction): action is DataAction => action in DATA_ACTION_DONE;

/** What a data action did, in the past tense ('Issue raised'); undefined for a status change. */
export function dataActionDone(action: ClaimAction): string | undefined {
  return isDataAction(action) ? DATA_ACTION_DONE[action] : undefined;
}

/** The success toast of an action: the status it led to, or what it did. */
export function actionDoneMessage(action: ClaimAction, status: ClaimStatus): string {
  return dataActionDone(action) ?? `Claim is now ${CLAIM_STATUS_LABELS[status]}`;
}

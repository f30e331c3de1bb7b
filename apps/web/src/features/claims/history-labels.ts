import { CLAIM_ACTIONS, type ClaimAction } from '@fixline/domain';
import { dataActionDone } from './action-messages.ts';

/** Timeline rows the server writes for things that are not buttons of the claim page. */
const OTHER_HISTORY_LABELS: Record<string, string> = {
  create: 'Claim created',
  fnol: 'Reported by the driver',
  bid: 'Bid placed',
};

const isClaimAction = (action: string): action is ClaimAction => action in CLAIM_ACTIONS;

/** What a timeline row says happened: 'Issue raised', or a status change by its button's name. */
export function historyActionLabel(action: string): string {
  if (!isClaimAction(action)) return OTHER_HISTORY_LABELS[action] ?? action;
  return dataActionDone(action) ?? CLAIM_ACTIONS[action].label;
}

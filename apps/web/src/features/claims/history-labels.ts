import { CLAIM_ACTIONS, type ClaimAction } from '@fixline/domain';

/** Timeline rows that are not a button's action, and actions that read better as a past event. */
const HISTORY_LABELS: Record<string, string> = {
  create: 'Claim created',
  fnol: 'Reported by the driver',
  update: 'Details changed',
  bid: 'Bid placed',
  delete: 'Deleted',
  revive: 'Revived',
};

const isClaimAction = (action: string): action is ClaimAction => action in CLAIM_ACTIONS;

/** What a timeline row says happened. */
export function historyActionLabel(action: string): string {
  return HISTORY_LABELS[action] ?? (isClaimAction(action) ? CLAIM_ACTIONS[action].label : action);
}

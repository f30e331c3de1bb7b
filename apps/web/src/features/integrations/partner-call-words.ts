import { CLAIM_ACTIONS, type ClaimAction, PARTNER_CALL_MESSAGES, type TPartnerCallDelivery } from '@fixline/domain';

/** The action as its button on the claim page names it ('Send to ClickMechanic'). */
export const callActionLabel = (call: Pick<TPartnerCallDelivery, 'action'>) =>
  call.action in CLAIM_ACTIONS ? CLAIM_ACTIONS[call.action as ClaimAction].label : call.action;

/** The row's last words: the partner's answer, or why the last attempt failed. */
export const callOutcome = (call: TPartnerCallDelivery) =>
  call.status === 'answered' ? call.summary : (call.lastError ?? '');

export const callAttempts = (call: TPartnerCallDelivery) =>
  PARTNER_CALL_MESSAGES.attempts(call.attempts, call.maxAttempts);

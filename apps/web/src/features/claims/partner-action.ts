import { type ClaimAction, errorText, type TClaimActionResponse } from '@fixline/domain';
import { apiRequest } from '../../api/client.ts';
import { claimActionPath } from './claim-api.ts';

/** Spec 8: the bodyshop lead and mechanic calls return an error value instead of throwing. */
export const ERROR_VALUE_ACTIONS: readonly ClaimAction[] = ['send-bodyshop-lead', 'send-clickmechanic'];

/** What such a call answers: the new status and claim, or the error's text (spec 8's rule). */
export type PartnerActionResult = TClaimActionResponse | { error: string };

export const isErrorValue = (result: unknown): result is { error: string } =>
  typeof result === 'object' && result !== null && 'error' in result;

/** Sends the claim to a partner; a failure comes back as `{ error }`, never thrown. */
export async function sendToPartner(action: ClaimAction, claimId: string): Promise<PartnerActionResult> {
  try {
    return await apiRequest<TClaimActionResponse>(claimActionPath(action, claimId), { method: 'POST' });
  } catch (error) {
    return { error: errorText(error) };
  }
}

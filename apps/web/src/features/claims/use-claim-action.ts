import {
  actionDoneMessage,
  actionHttp,
  type ClaimAction,
  ERROR_MESSAGES,
  errorText,
  isSuperAdmin,
  type TClaim,
  type TClaimActionResponse,
} from '@fixline/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { defaultPathFor } from '../../auth/default-path.ts';
import { showToast } from '../../shell/toasts.ts';
import { claimActionPath, claimKey } from './claim-api.ts';
import { refreshClaimReads } from './claim-reads.ts';
import { ERROR_VALUE_ACTIONS, isErrorValue, type PartnerActionResult, sendToPartner } from './partner-action.ts';

export interface ClaimActionRequest {
  action: ClaimAction;
  body?: unknown;
  /** The label of add-label and remove-label. */
  label?: string;
  /** An Idempotency-Key, for a call that moves money (pay). */
  headers?: Record<string, string>;
}

/** Spec section 8 puts a prefix before some failures. */
const FAILURE_PREFIX: Partial<Record<ClaimAction, string>> = { revive: ERROR_MESSAGES.reviveClaimFailed };

/**
 * Takes one action of the workflow table on a claim: the answer's claim replaces the page's, a toast says
 * what happened. A 409 means the claim moved on meanwhile, so the page reloads it under the message.
 */
export function useClaimAction(claim: TClaim) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useAuth();
  const key = claimKey(claim.id);

  return useMutation({
    mutationFn: ({
      action,
      body,
      label,
      headers,
    }: ClaimActionRequest): Promise<TClaimActionResponse | PartnerActionResult | undefined> =>
      ERROR_VALUE_ACTIONS.includes(action)
        ? sendToPartner(action, claim.id)
        : apiRequest<TClaimActionResponse | undefined>(claimActionPath(action, claim.id, label), {
            method: actionHttp(action).method,
            body,
            headers,
          }),
    onSuccess: async (response, { action }) => {
      // A partner call's failure is a value the action bar shows beside its buttons (spec 8); the claim may have moved on.
      if (isErrorValue(response)) {
        await queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      showToast(actionDoneMessage(action, response?.status ?? claim.status), { variant: 'success' });
      if (response?.claim) {
        queryClient.setQueryData(key, response.claim);
        // An action changes more than the claim (a driver link issued, the repair date's state, a payment):
        // the claim's other sections read again.
        void refreshClaimReads(queryClient, claim.id, key);
        return;
      }
      // A delete answers 204: a super admin goes on seeing the claim, to revive it; others cannot.
      if (user && isSuperAdmin(user)) await queryClient.invalidateQueries({ queryKey: key });
      else {
        queryClient.removeQueries({ queryKey: key });
        navigate(user ? defaultPathFor(user) : '/', { replace: true });
      }
    },
    onError: (error, { action }) => {
      showToast(`${FAILURE_PREFIX[action] ?? ''}${errorText(error)}`, { variant: 'error' });
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

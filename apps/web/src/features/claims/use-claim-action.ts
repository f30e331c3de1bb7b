import {
  CLAIM_ACTIONS,
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
import { actionDoneMessage } from './action-messages.ts';
import { claimActionPath, claimKey } from './claim-api.ts';

export interface ClaimActionRequest {
  action: ClaimAction;
  body?: unknown;
  /** The label of add-label and remove-label. */
  label?: string;
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
    mutationFn: ({ action, body, label }: ClaimActionRequest) =>
      apiRequest<TClaimActionResponse | undefined>(claimActionPath(action, claim.id, label), {
        method: CLAIM_ACTIONS[action].http.method,
        body,
      }),
    onSuccess: async (response, { action }) => {
      showToast(actionDoneMessage(action, response?.status ?? claim.status), { variant: 'success' });
      if (response?.claim) {
        queryClient.setQueryData(key, response.claim);
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

import { actionHttp, type ClaimAction, isSuperAdmin, type TClaim } from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';

export const claimKey = (claimId: string) => ['claim', claimId] as const;

/** The claim page of the staff who own or run claims; repairers and bodyshops use /marketplace/claims/{id}. */
export const claimPagePath = (claimId: string) => `/dashboardClaim/${claimId}`;
export const modifyClaimPath = (claimId: string) => `/modifyclaim/${claimId}`;

/** An action's address from the domain's workflow table, never retyped. */
export function claimActionPath(action: ClaimAction, claimId: string, label = ''): string {
  return actionHttp(action)
    .path.replace(':id', encodeURIComponent(claimId))
    .replace(':label', encodeURIComponent(label));
}

/** Whether the server said this user may take the action on the claim now. */
export function canTake(claim: TClaim, action: ClaimAction): boolean {
  return claim.allowedActions.includes(action);
}

/** Where a claim is read: GET /api/claims/{id}, with the deleted claims too for super admins. */
export const claimReadPath = (claimId: string, includeDeleted = false) =>
  `/api/claims/${encodeURIComponent(claimId)}${includeDeleted ? '?includeDeletedClaims=true' : ''}`;

/** While a partner's answer is awaited, the claim is read again this often, so the answer shows when it comes. */
const PARTNER_ANSWER_POLL_MS = 2_000;

/** The claim; super admins also see a deleted claim, so they can revive it. */
export function useClaim(claimId: string) {
  const { user } = useAuth();
  const includeDeleted = user !== null && isSuperAdmin(user);
  return useQuery({
    queryKey: claimKey(claimId),
    queryFn: ({ signal }) => apiRequest<TClaim>(claimReadPath(claimId, includeDeleted), { signal }),
    enabled: claimId.length > 0,
    refetchInterval: (query) =>
      query.state.data?.partnerCalls.some((call) => call.status === 'queued') ? PARTNER_ANSWER_POLL_MS : false,
  });
}

import type {
  TBid,
  TBidList,
  TClaimReach,
  TMarketplaceClaim,
  TMarketplaceList,
  TMarketplaceQueryInput,
  TMyBidList,
  TNearMisses,
  TPlaceBidRequest,
} from '@fixline/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { CLAIM_LISTS_KEY } from '../claim-lists/claim-list-api.ts';
import { claimKey } from '../claims/claim-api.ts';
import { MARKETPLACE_KEY } from './marketplace-keys.ts';

const claimPath = (claimId: string) => `/api/claims/${encodeURIComponent(claimId)}`;

/** GET /api/marketplace/claims with only the filters set, in a fixed order: one cache entry per search. */
export function marketplaceListPath(query: TMarketplaceQueryInput): string {
  const params = new URLSearchParams();
  for (const name of ['type', 'need', 'maxMiles', 'sort', 'page', 'pageSize'] as const) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return `/api/marketplace/claims${text ? `?${text}` : ''}`;
}

/** One page of the claims this organisation may bid on now; the last page stays on screen while the next loads. */
export function useMarketplaceList(query: TMarketplaceQueryInput) {
  const path = marketplaceListPath(query);
  return useQuery({
    queryKey: [...MARKETPLACE_KEY, 'list', path],
    queryFn: ({ signal }) => apiRequest<TMarketplaceList>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The organisation's bids, newest first, with their states. */
export function useMyBids() {
  return useQuery({
    queryKey: [...MARKETPLACE_KEY, 'my-bids'],
    queryFn: ({ signal }) => apiRequest<TMyBidList>('/api/marketplace/bids', { signal }),
  });
}

export const marketplaceClaimKey = (claimId: string) => [...MARKETPLACE_KEY, 'claim', claimId] as const;

/** What this organisation may see of a claim before it is theirs; 404 when it may not see it at all. */
export function useMarketplaceClaim(claimId: string) {
  return useQuery({
    queryKey: marketplaceClaimKey(claimId),
    queryFn: ({ signal }) =>
      apiRequest<TMarketplaceClaim>(`/api/marketplace/claims/${encodeURIComponent(claimId)}`, { signal }),
    enabled: claimId.length > 0,
  });
}

export const claimBidsKey = (claimId: string) => [...MARKETPLACE_KEY, 'bids', claimId] as const;

/** The bids on a claim, ranked: the client and the platform see them all, a bidder its own. */
export function useClaimBids(claimId: string, enabled = true) {
  return useQuery({
    queryKey: claimBidsKey(claimId),
    queryFn: ({ signal }) => apiRequest<TBidList>(`${claimPath(claimId)}/bids`, { signal }),
    enabled,
  });
}

/** GET /api/marketplace/near-misses: claims near the caller's garage that its settings keep out. */
export function useNearMisses() {
  return useQuery({
    queryKey: [...MARKETPLACE_KEY, 'near-misses'],
    queryFn: ({ signal }) => apiRequest<TNearMisses>('/api/marketplace/near-misses', { signal }),
  });
}

/** GET /api/claims/{id}/reach: who can see the claim and bid, and why the garages near it cannot. */
export function useClaimReach(claimId: string) {
  return useQuery({
    queryKey: [...MARKETPLACE_KEY, 'reach', claimId],
    queryFn: ({ signal }) => apiRequest<TClaimReach>(`${claimPath(claimId)}/reach`, { signal }),
  });
}

/** After a bid changes, every marketplace read may be out of date, and so may the claim and its lists. */
export function useRefreshAfterBid(claimId: string) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: MARKETPLACE_KEY }),
      queryClient.invalidateQueries({ queryKey: claimKey(claimId) }),
      queryClient.invalidateQueries({ queryKey: CLAIM_LISTS_KEY }),
    ]);
  };
}

/** PUT /api/claims/{id}/bid: places the organisation's bid, or changes its live one. */
export function usePlaceBid(claimId: string) {
  const refresh = useRefreshAfterBid(claimId);
  return useMutation({
    mutationFn: (body: TPlaceBidRequest) => apiRequest<TBid>(`${claimPath(claimId)}/bid`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

/** DELETE /api/claims/{id}/bid: withdraws the organisation's live bid. */
export function useWithdrawBid(claimId: string) {
  const refresh = useRefreshAfterBid(claimId);
  return useMutation({
    mutationFn: () => apiRequest<undefined>(`${claimPath(claimId)}/bid`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

import type { TClaimListWithCount } from '@fixline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { claimListApiPath, type ListSearch } from './claim-list-search.ts';

/** Every list, count and figure of claims sits under this key, so one invalidation refreshes them all. */
export const CLAIM_LISTS_KEY = ['claim-lists'] as const;

/** One page of the claims list and the total; the last page stays on screen while the next loads. */
export function useClaimList(search: ListSearch) {
  const path = claimListApiPath(search);
  return useQuery({
    queryKey: [...CLAIM_LISTS_KEY, 'list', path],
    queryFn: ({ signal }) => apiRequest<TClaimListWithCount>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}

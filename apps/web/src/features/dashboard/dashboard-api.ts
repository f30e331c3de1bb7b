import {
  CLAIM_LIST_STATUSES,
  CLAIM_STATUSES,
  type ClaimListStatus,
  type ClaimStatus,
  type TClaimSummary,
  type TCount,
  type TMedianTime,
} from '@fixline/domain';
import { type UseQueryResult, useQueries, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { CLAIM_LISTS_KEY } from '../claim-lists/claim-list-api.ts';

/** What a status card needs of one figure's request. */
export interface Figure<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/** One figure per status, asked for all at once: the cards fill in as the answers come. */
function useFigures<S extends string, T>(statuses: readonly S[], figure: string): Record<S, Figure<T>> {
  return useQueries({
    queries: statuses.map((status) => ({
      queryKey: [...CLAIM_LISTS_KEY, figure, status],
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<T>(`/api/claims/${status}/${figure}`, { signal }),
    })),
    combine: (results: UseQueryResult<T>[]) => {
      const byStatus = {} as Record<S, Figure<T>>;
      statuses.forEach((status, i) => {
        const result = results[i];
        byStatus[status] = {
          data: result?.data,
          isPending: result?.isPending ?? true,
          isError: result?.isError ?? false,
        };
      });
      return byStatus;
    },
  });
}

/** GET /api/claims/{status}/count for every status and for raised-issues. */
export function useStatusCounts(): Record<ClaimListStatus, Figure<TCount>> {
  return useFigures<ClaimListStatus, TCount>(CLAIM_LIST_STATUSES, 'count');
}

/** GET /api/claims/{status}/median-time for every status. */
export function useMedianTimes(): Record<ClaimStatus, Figure<TMedianTime>> {
  return useFigures<ClaimStatus, TMedianTime>(CLAIM_STATUSES, 'median-time');
}

/** Claims whose next step is this user's, the longest-waiting first; only one status when given. */
export function useRequiringAttention(status: ClaimStatus | undefined) {
  const path = `/api/claims/requiring-attention${status ? `?status=${status}` : ''}`;
  return useQuery({
    queryKey: [...CLAIM_LISTS_KEY, 'requiring-attention', status ?? null],
    queryFn: ({ signal }) => apiRequest<TClaimSummary[]>(path, { signal }),
  });
}

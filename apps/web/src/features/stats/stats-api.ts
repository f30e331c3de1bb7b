import type { ClaimStat, TClaimStats, TDuplicates } from '@fixline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** The windows the page offers, in days; the API takes 1–366. */
export const STATS_WINDOWS = [7, 30, 90, 365] as const;
export type StatsWindow = (typeof STATS_WINDOWS)[number];
export const DEFAULT_STATS_WINDOW: StatsWindow = 30;

/** ?lastDays= from the address: one of the offered windows, else the default. */
export function parseStatsWindow(value: string | null): StatsWindow {
  const days = Number(value);
  return STATS_WINDOWS.find((w) => w === days) ?? DEFAULT_STATS_WINDOW;
}

/**
 * GET /api/claims/stats/{stat}, for the window where the figure has one. While a new window loads the old
 * figures stay, so the charts do not collapse and jump back.
 */
export function useClaimStat<K extends ClaimStat>(stat: K, lastDays?: number) {
  const query = lastDays === undefined ? '' : `?lastDays=${lastDays}`;
  return useQuery({
    queryKey: ['claim-stats', stat, lastDays ?? null],
    queryFn: ({ signal }) => apiRequest<TClaimStats[K]>(`/api/claims/stats/${stat}${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/claims/duplicates: one page of groups of possible duplicates, with the rule applied. */
export function useDuplicates(limit: number, skip: number) {
  return useQuery({
    queryKey: ['claim-duplicates', limit, skip],
    queryFn: ({ signal }) => apiRequest<TDuplicates>(`/api/claims/duplicates?limit=${limit}&skip=${skip}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

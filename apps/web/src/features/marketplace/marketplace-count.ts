import type { TMarketplaceCount } from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { queryClient } from '../../api/query-client.ts';
import { MARKETPLACE_KEY } from './marketplace-keys.ts';

/**
 * How many claims this organisation may bid on now, counted up to CLAIM_COUNT_CAP (decision 0075):
 * Repair home's count and its navigation badge (which shows '99+' well before the cap). The
 * app's cache is named, not taken from the provider: the navigation is drawn by the shell, outside the
 * provider each page brings (App.tsx), and shares the one cache with the pages all the same.
 */
export function useMarketplaceCount(enabled = true) {
  return useQuery(
    {
      queryKey: [...MARKETPLACE_KEY, 'count'],
      queryFn: ({ signal }) => apiRequest<TMarketplaceCount>('/api/marketplace/count', { signal }),
      enabled,
    },
    queryClient,
  );
}

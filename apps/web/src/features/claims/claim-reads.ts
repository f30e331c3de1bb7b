import type { QueryClient } from '@tanstack/react-query';

/**
 * Asks again every read about one claim that is on screen (its page, files, bids, repair date, driver
 * links, payments …): each is keyed with the claim's id, so none needs naming here and a new section is
 * refreshed too. `besides` is a read the caller has just set from an answer. Reads not on screen are
 * marked stale and asked again when next shown.
 */
export function refreshClaimReads(client: QueryClient, claimId: string, besides?: readonly unknown[]): Promise<void> {
  return client.invalidateQueries({
    predicate: (query) =>
      query.queryKey.includes(claimId) &&
      !(besides && besides.length === query.queryKey.length && besides.every((part, i) => part === query.queryKey[i])),
  });
}

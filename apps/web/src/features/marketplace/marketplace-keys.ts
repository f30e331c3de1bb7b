/**
 * Every marketplace read (the lists, the count, the bids, a claim's redacted view and its bids) sits
 * under this key: the socket's `marketplace:changed` and every bid made here invalidate them all at once.
 * A module of its own, so the socket's feed and the navigation need nothing else of the marketplace's.
 */
export const MARKETPLACE_KEY = ['marketplace'] as const;

import type { NavEntry } from '@fixline/domain';
import { useMarketplaceCount } from '../features/marketplace/marketplace-count.ts';

export type NavBadgeName = NonNullable<NavEntry['badge']>;
export type NavBadgeCounts = Partial<Record<NavBadgeName, number>>;

/**
 * Counts shown on navigation entries: the claims in the marketplace this organisation may bid on now,
 * on Repair home and Bodyshop home. Asked for only when one of the user's entries shows it; it stays
 * current through the socket's `marketplace:changed`, which invalidates the marketplace's reads.
 */
export function useNavBadges(entries: readonly { nav: NavEntry }[]): NavBadgeCounts {
  const marketplace = useMarketplaceCount(entries.some((entry) => entry.nav.badge === 'marketplace'));
  return { marketplace: marketplace.data?.count };
}

import type { NavEntry } from '@fixline/domain';
import { createContext, useContext } from 'react';

export type NavBadgeName = NonNullable<NavEntry['badge']>;
export type NavBadgeCounts = Partial<Record<NavBadgeName, number>>;

/**
 * Counts shown on navigation entries (the repair home's claims in the marketplace). A feature that
 * knows a count provides it here; with none provided, the badge slot stays empty.
 */
export const NavBadgesContext = createContext<NavBadgeCounts>({});

export function useNavBadges(): NavBadgeCounts {
  return useContext(NavBadgesContext);
}

import { useMediaQuery } from '@mui/material';
import { MOBILE_QUERY } from '../theme.ts';

/**
 * The mobile layout of spec section 2 (max width 768px). A first render knows it at once; a page drawn
 * ahead at build time (prerender.tsx) was drawn for desktops, so its hydration takes that answer first
 * and a phone's layout follows straight after, as React's useSyncExternalStore does for server markup.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

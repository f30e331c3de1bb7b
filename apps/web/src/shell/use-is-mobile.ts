import { useMediaQuery } from '@mui/material';
import { MOBILE_QUERY } from '../theme.ts';

/** The mobile layout of spec section 2 (max width 768px). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}

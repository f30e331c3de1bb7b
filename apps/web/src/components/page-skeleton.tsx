import { Box, Skeleton } from '@mui/material';

/**
 * Shown while a session is restored or a page chunk loads: the page's shape, never the login form.
 * The skeleton's pulse is the loading sign (UI.md: skeletons, not spinners); it is in the entry of
 * every page, so it draws with nothing more than it needs.
 */
export function PageSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading" aria-busy="true">
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={120} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

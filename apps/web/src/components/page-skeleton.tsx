import { Box, LinearProgress, Skeleton } from '@mui/material';

/** Shown while a session is restored or a page chunk loads: the page's shape, never the login form. */
export function PageSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading" aria-busy="true">
      <LinearProgress sx={{ mb: 3 }} aria-hidden />
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={120} sx={{ my: 2 }} />
      <Skeleton variant="rounded" height={240} />
    </Box>
  );
}

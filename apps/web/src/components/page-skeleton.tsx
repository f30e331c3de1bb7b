import { Box, Skeleton, Typography } from '@mui/material';

/**
 * Shown while a session is restored or a page chunk loads: the page's shape, never the login form.
 * The skeleton's pulse is the loading sign (docs/ui.md: skeletons, not spinners). A page that knows its
 * heading before its data (fnol-complete-page.tsx) shows it at once; only what is below waits.
 */
export function PageSkeleton({ heading }: { heading?: string }) {
  return (
    <>
      {heading !== undefined && (
        <Typography variant="h4" component="h1">
          {heading}
        </Typography>
      )}
      <ContentSkeleton headingLine={heading === undefined} />
    </>
  );
}

/** The part of a page below its heading, loading; with `headingLine`, a line stands in for the heading too. */
export function ContentSkeleton({ headingLine = false }: { headingLine?: boolean }) {
  return (
    <Box role="progressbar" aria-label="Loading" aria-busy="true">
      {headingLine && <Skeleton variant="text" sx={{ width: '40%', height: 48 }} />}
      <Skeleton variant="rounded" sx={{ height: 120, my: 2 }} />
      <Skeleton variant="rounded" sx={{ height: 240 }} />
    </Box>
  );
}

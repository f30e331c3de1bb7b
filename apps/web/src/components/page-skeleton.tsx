import { Box, Skeleton, Typography } from '@mui/material';

/**
 * Shown while a session is restored or a page chunk loads: the page's shape, never the login form.
 * The skeleton's pulse is the loading sign (UI.md: skeletons, not spinners); it is in the entry of
 * every page, so it draws with nothing more than it needs. A page whose heading is always the same
 * (page-headings.ts) has it drawn at once, where the page itself draws it: only what is below waits.
 */
export function PageSkeleton({ heading }: { heading?: string }) {
  return (
    <>
      {heading && (
        <Typography variant="h4" component="h1">
          {heading}
        </Typography>
      )}
      <ContentSkeleton headingLine={!heading} />
    </>
  );
}

/**
 * The part of a page below its heading, loading; with `headingLine`, a line stands in for the heading
 * too. Its sizes are classes, not style attributes, so a frame drawn at build time has them before any
 * script runs (prerendered-styles.ts).
 */
export function ContentSkeleton({ headingLine = false }: { headingLine?: boolean }) {
  return (
    <Box role="progressbar" aria-label="Loading" aria-busy="true">
      {headingLine && <Skeleton variant="text" sx={{ width: '40%', height: 48 }} />}
      <Skeleton variant="rounded" sx={{ height: 120, my: 2 }} />
      <Skeleton variant="rounded" sx={{ height: 240 }} />
    </Box>
  );
}

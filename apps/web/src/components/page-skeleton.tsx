import { Box, Skeleton, Typography } from '@mui/material';
import { earlyField } from '../api/early-reads.ts';
import { readToken } from '../auth/token-storage.ts';
import type { ReadHeading } from '../page-headings.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * Shown while a session is restored or a page chunk loads: the page's shape, never the login form.
 * The skeleton's pulse is the loading sign (UI.md: skeletons, not spinners); it is in the entry of
 * every page, so it draws with nothing more than it needs. A page whose heading is known before its
 * code runs (page-headings.ts) has it drawn at once, where the page itself draws it: only what is below
 * waits. A heading named by the page's first read shows the field once the read has arrived.
 */
export function PageSkeleton({ heading }: { heading?: string | ReadHeading }) {
  return (
    <>
      {heading && (
        <Typography variant="h4" component="h1">
          {typeof heading === 'string' ? heading : <ReadHeadingText heading={heading} />}
        </Typography>
      )}
      <ContentSkeleton headingLine={!heading} />
    </>
  );
}

/**
 * The words, then the field: in a frame drawn ahead, where the frame's script writes it once the read
 * arrives (`data-early-field`, early-start-script.ts); drawn by the scripts, as that read brought it.
 * Only the frame's slot is marked: the script must never change what React draws.
 */
function ReadHeadingText({ heading }: { heading: ReadHeading }) {
  const drawnAhead = !useHydrated();
  const value = earlyField(heading.field, readToken());
  return (
    <>
      {heading.words}{' '}
      <Box component="span" data-early-field={drawnAhead ? heading.field : undefined}>
        {value ?? <Skeleton variant="text" sx={{ display: 'inline-block', width: '5.5em' }} />}
      </Box>
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

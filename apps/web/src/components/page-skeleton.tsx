import { Box, Skeleton, Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { earlyField, subscribeEarlyFields } from '../api/early-reads.ts';
import { readToken } from '../auth/token-storage.ts';
import type { ReadHeading } from '../page-headings.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * Shown while a session is restored or a page chunk loads: the page's shape, never the login form.
 * The skeleton's pulse is the loading sign (docs/ui.md: skeletons, not spinners); it is in the entry of
 * every page, so it draws with nothing more than it needs. A page whose heading is known before its
 * code runs (page-headings.ts) has it drawn at once, where the page itself draws it: only what is below
 * waits. A heading named by the page's first read shows the field once the read has arrived.
 */
export function PageSkeleton({ heading }: { heading?: string | ReadHeading }) {
  return (
    <>
      {typeof heading === 'string' && (
        <Typography variant="h4" component="h1">
          {heading}
        </Typography>
      )}
      {typeof heading === 'object' && <HeadingFromRead heading={heading} />}
      <ContentSkeleton headingLine={!heading} />
    </>
  );
}

/**
 * The words, then the field: in a frame drawn ahead, where the frame's script writes it once the read
 * arrives (`data-early-field`, early-start-script.ts); drawn by the scripts, as that read brought it,
 * as soon as it arrives. Only the frame's slot is marked: the script must never change what React
 * draws. The heading is drawn anew once the field is there: the browser times an element's first
 * paint only (its largest contentful paint), and the words were painted before.
 */
function HeadingFromRead({ heading }: { heading: ReadHeading }) {
  const drawnAhead = !useHydrated();
  const value = useSyncExternalStore(
    subscribeEarlyFields,
    () => earlyField(heading.field, readToken()),
    () => undefined,
  );
  return (
    <Typography key={value === undefined ? 'waiting' : 'named'} variant="h4" component="h1">
      {heading.words}{' '}
      <Box component="span" data-early-field={drawnAhead ? heading.field : undefined}>
        {value ?? <Skeleton variant="text" sx={{ display: 'inline-block', width: '5.5em' }} />}
      </Box>
    </Typography>
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

import { Box, Container, type ContainerProps } from '@mui/material';
import { memo, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton.tsx';

/**
 * The page area of both layouts: the routed page, lazily loaded behind a skeleton. It is at least as
 * tall as the screen, so the footer starts below the fold: a page growing from its skeleton to its
 * content never pushes a visible footer down (that shift was most of the claim page's CLS).
 *
 * Memoized: a layout redrawn around it (a phone's, right after a drawn page is taken over) must not
 * reach a drawn page still waiting for its chunk. React would draw that page afresh instead of taking
 * it over, dropping what someone had typed into it. The sign-in page, the one drawn ahead today, is in
 * the entry (pages.ts) and never waits; a page drawn ahead and loaded lazily would.
 */
export const PageMain = memo(function PageMain({ maxWidth }: { maxWidth: ContainerProps['maxWidth'] }) {
  return (
    <Box component="main" id="main" sx={{ flexGrow: 1, minHeight: '100vh', py: { xs: 2, sm: 3 } }}>
      <Container maxWidth={maxWidth}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
});

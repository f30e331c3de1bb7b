import { Box, Container, type ContainerProps } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton.tsx';

/**
 * The page area of both layouts: the routed page, lazily loaded behind a skeleton. It is at least as
 * tall as the screen, so the footer starts below the fold: a page growing from its skeleton to its
 * content never pushes a visible footer down (that shift was most of the claim page's CLS).
 */
export function PageMain({ maxWidth }: { maxWidth: ContainerProps['maxWidth'] }) {
  return (
    <Box component="main" id="main" sx={{ flexGrow: 1, minHeight: '100vh', py: { xs: 2, sm: 3 } }}>
      <Container maxWidth={maxWidth}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}

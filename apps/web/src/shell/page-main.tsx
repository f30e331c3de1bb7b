import { Box, Container, type ContainerProps } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton.tsx';

/** The page area of both layouts: the routed page, lazily loaded behind a skeleton. */
export function PageMain({ maxWidth }: { maxWidth: ContainerProps['maxWidth'] }) {
  return (
    <Box component="main" id="main" sx={{ flexGrow: 1, py: { xs: 2, sm: 3 } }}>
      <Container maxWidth={maxWidth}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Container>
    </Box>
  );
}

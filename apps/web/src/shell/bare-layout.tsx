import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { Footer } from './footer.tsx';

/** The driver's pages (routes marked bare): no top bar and no drawer (spec section 2). */
export function BareLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box component="main" id="main" sx={{ flexGrow: 1, py: 3 }}>
        <Container maxWidth="sm">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Container>
      </Box>
      <Footer />
    </Box>
  );
}

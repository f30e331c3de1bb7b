import { Box } from '@mui/material';
import { Footer } from './footer.tsx';
import { PageMain } from './page-main.tsx';

/** The driver's pages (routes marked bare): no top bar and no drawer (spec section 2). */
export function BareLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <PageMain maxWidth="sm" />
      <Footer />
    </Box>
  );
}

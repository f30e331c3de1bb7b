import { Box, Container, Toolbar } from '@mui/material';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { Footer } from './footer.tsx';
import { HelpFeedbackDialog } from './help-feedback-dialog.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { TopBar } from './top-bar.tsx';
import { useIsMobile } from './use-is-mobile.ts';

/** Every page except the driver's bare pages: top bar, side navigation, content and footer. */
export function ShellLayout() {
  const { user } = useAuth();
  const mobile = useIsMobile();
  // Phones start with the drawer closed, desktops with it open; the menu button toggles the current one.
  const [mobileDrawerOpen, setMobileDrawerOpen] = useState(false);
  const [desktopDrawerOpen, setDesktopDrawerOpen] = useState(true);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const showNav = user !== null && !user.requiredPasswordChange;

  const toggleDrawer = () => {
    if (mobile) setMobileDrawerOpen((open) => !open);
    else setDesktopDrawerOpen((open) => !open);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar iconOnly={mobile} onOpenDrawer={toggleDrawer} onOpenFeedback={() => setFeedbackOpen(true)} />
      {showNav && (
        <NavDrawer
          user={user}
          mobile={mobile}
          open={mobile ? mobileDrawerOpen : desktopDrawerOpen}
          onClose={() => setMobileDrawerOpen(false)}
        />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" id="main" sx={{ flexGrow: 1, py: { xs: 2, sm: 3 } }}>
          <Container maxWidth="lg">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
        <Footer />
      </Box>
      {user && (
        <HelpFeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} defaultEmail={user.email} />
      )}
    </Box>
  );
}

import { Box, Toolbar } from '@mui/material';
import { useState } from 'react';
import { useAuth } from '../auth/auth-context.ts';
import { Footer } from './footer.tsx';
import { HelpFeedbackDialog } from './help-feedback-dialog.tsx';
import { NavDrawer } from './nav-drawer.tsx';
import { PageMain } from './page-main.tsx';
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
        <PageMain maxWidth="lg" />
        <Footer />
      </Box>
      {user && (
        <HelpFeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} defaultEmail={user.email} />
      )}
    </Box>
  );
}

import { hasAnyPrivilege, LAYOUT } from '@fixline/domain';
import { Box, Toolbar } from '@mui/material';
import { Suspense, useState } from 'react';
import { useAuth } from '../auth/auth-context.ts';
import { lazyNamed } from '../components/lazy-named.ts';
import { MOBILE_QUERY } from '../theme.ts';
import { Footer } from './footer.tsx';
import { PageMain } from './page-main.tsx';
import { TopBar } from './top-bar.tsx';
import { useIsMobile } from './use-is-mobile.ts';
import { useSearchShortcut } from './use-search-shortcut.ts';

/** The dialog and its form (zod among them) load the first time someone opens it, not with every page. */
const HelpFeedbackDialog = lazyNamed(() => import('./help-feedback-dialog.tsx'), 'HelpFeedbackDialog');

/**
 * The side navigation is for signed-in users only, so it loads with their first page rather than with
 * the login page. While it loads, a desktop keeps its place free: the page never moves sideways.
 */
const NavDrawer = lazyNamed(() => import('./nav-drawer.tsx'), 'NavDrawer');

/** The permanent drawer's width, kept free while the drawer is not there yet; never on a phone's screen. */
function DrawerPlace() {
  return <Box sx={{ width: LAYOUT.drawerWidth, flexShrink: 0, [`@media ${MOBILE_QUERY}`]: { display: 'none' } }} />;
}

/** Every page except the driver's bare pages: top bar, side navigation, content and footer. */
export function ShellLayout() {
  const { status, user } = useAuth();
  const mobile = useIsMobile();
  // Phones start with the drawer closed, desktops with it open; the menu button toggles the current one.
  const [mobileDrawerOpen, setMobileDrawerOpen] = useState(false);
  const [desktopDrawerOpen, setDesktopDrawerOpen] = useState(true);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  // Once opened it stays mounted, so closing it plays its transition and hands focus back.
  const [feedbackLoaded, setFeedbackLoaded] = useState(false);
  const showNav = user !== null && !user.requiredPasswordChange;
  // `/` reaches the claims list's search box for whoever may read the list.
  useSearchShortcut(showNav && hasAnyPrivilege(user, ['ReadClaims']));

  const toggleDrawer = () => {
    if (mobile) setMobileDrawerOpen((open) => !open);
    else setDesktopDrawerOpen((open) => !open);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar
        iconOnly={mobile}
        onOpenDrawer={toggleDrawer}
        onOpenFeedback={() => {
          setFeedbackLoaded(true);
          setFeedbackOpen(true);
        }}
      />
      {/* While a session restores, a desktop keeps the drawer's place too: the page does not move sideways
          when it arrives. */}
      {status === 'restoring' && !mobile && <DrawerPlace />}
      {showNav && (
        <Suspense fallback={!mobile && desktopDrawerOpen && <DrawerPlace />}>
          <NavDrawer
            user={user}
            mobile={mobile}
            open={mobile ? mobileDrawerOpen : desktopDrawerOpen}
            onClose={() => setMobileDrawerOpen(false)}
          />
        </Suspense>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <PageMain maxWidth="lg" />
        <Footer />
      </Box>
      {user && feedbackLoaded && (
        <Suspense fallback={null}>
          <HelpFeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} defaultEmail={user.email} />
        </Suspense>
      )}
    </Box>
  );
}

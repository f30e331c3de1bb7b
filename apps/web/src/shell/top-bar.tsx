import { PRODUCT_NAME } from '@fixline/domain';
import LoginIcon from '@mui/icons-material/Login';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { lazyNamed } from '../components/lazy-named.ts';
import { TopBarButton } from './top-bar-button.tsx';

/**
 * The signed-in user's buttons are not needed on the sign-in page, where most visits start. They render
 * from the session's restore on, so their chunk loads beside the restore's request, not after it.
 */
const AccountActions = lazyNamed(() => import('./account-actions.tsx'), 'AccountActions');

interface TopBarProps {
  iconOnly: boolean;
  onOpenDrawer: () => void;
  onOpenFeedback: () => void;
}

/**
 * The top bar of spec section 2, in its three states: signed out (a Login link), password change
 * required (Help & Feedback and Logout only), and signed in.
 */
export function TopBar({ iconOnly, onOpenDrawer, onOpenFeedback }: TopBarProps) {
  const { status, user } = useAuth();

  return (
    <AppBar
      position="fixed" // Above the permanent drawer on desktops; below the phone's temporary drawer, which is a modal.
      sx={{ zIndex: (theme) => (iconOnly ? theme.zIndex.appBar : theme.zIndex.drawer + 1) }}
    >
      {/* Narrow gutters on phones so all six icon buttons fit a 360px-wide screen. */}
      <Toolbar sx={{ gap: iconOnly ? 0 : 0.5, px: iconOnly ? 1 : undefined }}>
        {user && !user.requiredPasswordChange && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={onOpenDrawer}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          sx={{ color: 'inherit', fontWeight: 700, letterSpacing: 0.5, mx: 1, textDecoration: 'none' }}
        >
          {PRODUCT_NAME}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Box
          component="nav"
          aria-label="Account"
          sx={{ display: 'flex', alignItems: 'center', gap: iconOnly ? 0 : 0.5 }}
        >
          {status === 'signed-out' ? (
            <TopBarButton label="Login" icon={<LoginIcon />} iconOnly={iconOnly} to="/login" />
          ) : (
            <Suspense fallback={null}>
              <AccountActions iconOnly={iconOnly} onOpenFeedback={onOpenFeedback} />
            </Suspense>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

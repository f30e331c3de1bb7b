import { PRODUCT_NAME, SESSION_MESSAGES } from '@fixline/domain';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import FeedbackIcon from '@mui/icons-material/Feedback';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { Permitted } from '../components/permitted.tsx';
import { NotificationsButton } from './notifications-button.tsx';
import { TopBarButton } from './top-bar-button.tsx';

export const HELP_FEEDBACK_LABEL = 'Help & Feedback';

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
  const { status, user, logout } = useAuth();
  const resetRequired = user?.requiredPasswordChange === true;

  return (
    <AppBar
      position="fixed" // Above the permanent drawer on desktops; below the phone's temporary drawer, which is a modal.
      sx={{ zIndex: (theme) => (iconOnly ? theme.zIndex.appBar : theme.zIndex.drawer + 1) }}
    >
      {/* Narrow gutters on phones so all six icon buttons fit a 360px-wide screen. */}
      <Toolbar sx={{ gap: iconOnly ? 0 : 0.5, px: iconOnly ? 1 : undefined }}>
        {user && !resetRequired && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={onOpenDrawer}>
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to="/"
          color="inherit"
          underline="none"
          variant="h6"
          sx={{ fontWeight: 700, letterSpacing: 0.5, mx: 1 }}
        >
          {PRODUCT_NAME}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Box
          component="nav"
          aria-label="Account"
          sx={{ display: 'flex', alignItems: 'center', gap: iconOnly ? 0 : 0.5 }}
        >
          {status === 'signed-out' && (
            <TopBarButton label="Login" icon={<LoginIcon />} iconOnly={iconOnly} to="/login" />
          )}
          {user && (
            <>
              {!resetRequired && (
                <Permitted checks={{ privileges: ['ReadClaimsStats'] }}>
                  <TopBarButton label="Admin" icon={<AdminPanelSettingsIcon />} iconOnly={iconOnly} to="/admin" />
                </Permitted>
              )}
              <TopBarButton
                label={HELP_FEEDBACK_LABEL}
                icon={<FeedbackIcon />}
                iconOnly={iconOnly}
                onClick={onOpenFeedback}
                aria-haspopup="dialog"
              />
              {!resetRequired && (
                <>
                  <TopBarButton label="Account" icon={<AccountCircleIcon />} iconOnly={iconOnly} to="/password-reset" />
                  <NotificationsButton iconOnly={iconOnly} />
                </>
              )}
              <TopBarButton
                label="Logout"
                icon={<LogoutIcon />}
                iconOnly={iconOnly}
                onClick={() => void logout(SESSION_MESSAGES.loggedOut)}
              />
            </>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

import { SESSION_MESSAGES } from '@fixline/domain';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import FeedbackIcon from '@mui/icons-material/Feedback';
import LogoutIcon from '@mui/icons-material/Logout';
import { useAuth } from '../auth/auth-context.ts';
import { Permitted } from '../components/permitted.tsx';
import { NotificationsButton } from './notifications-button.tsx';
import { TopBarButton } from './top-bar-button.tsx';

export const HELP_FEEDBACK_LABEL = 'Help & Feedback';

interface AccountActionsProps {
  iconOnly: boolean;
  onOpenFeedback: () => void;
}

/**
 * The signed-in user's buttons in the top bar (spec section 2): Admin, Help & Feedback, Account,
 * Notifications and Logout; with a password change required, Help & Feedback and Logout only. Nothing
 * while no one is signed in.
 */
export function AccountActions({ iconOnly, onOpenFeedback }: AccountActionsProps) {
  const { user, logout } = useAuth();
  if (!user) return null;
  const resetRequired = user.requiredPasswordChange;
  return (
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
  );
}

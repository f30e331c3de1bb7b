import { formatRegistration, LAYOUT, notificationPath, notificationSummary, type TNotification } from '@fixline/domain';
import { Button } from '@mui/material';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { closeToast, showToast } from '../../shell/toasts.ts';

/** Spec 9: a new notification's toast reads the registration plus the summary. */
export function notificationToastText(notification: Pick<TNotification, 'registration' | 'type' | 'payload'>): string {
  return `${formatRegistration(notification.registration)} — ${notificationSummary(notification)}`;
}

/**
 * Raises the toast of spec 9 for a new notification: info style, bottom right, hidden after 5 s, with a
 * 'View' action that opens its claim. notistack's provider keeps at most five on screen.
 */
export function useNotificationToast(): (notification: TNotification) => void {
  const navigate = useNavigate();
  const { user } = useAuth();

  return useCallback(
    (notification: TNotification) => {
      if (!user) return;
      const path = notificationPath(user, notification.claimId);
      showToast(notificationToastText(notification), {
        variant: 'info',
        anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
        autoHideDuration: LAYOUT.toastAutoHideMs,
        action: (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              closeToast(key);
              navigate(path);
            }}
          >
            View
          </Button>
        ),
      });
    },
    [user, navigate],
  );
}

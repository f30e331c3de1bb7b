import { groupNotifications, type NotificationGroup, type TNotification } from '@fixline/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useReducer, useState } from 'react';
import {
  markAllAsReadRequest,
  markAsReadRequest,
  markGroupAsReadRequest,
} from '../features/notifications/notifications-api.ts';
import { type NotificationsAction, notificationsReducer } from '../features/notifications/notifications-state.ts';

interface NotificationsContextValue {
  /** Unread, newest first. */
  notifications: readonly TNotification[];
  /** By registration plus type (spec section 3); the badge counts these. */
  groups: readonly NotificationGroup[];
  /** What the real-time feed heard: the initial list or a new one. */
  receive: (action: Extract<NotificationsAction, { type: 'initialState' | 'newNotification' }>) => void;
  markAsRead: (id: string) => void;
  markGroupAsRead: (group: Pick<NotificationGroup, 'registration' | 'type'>) => void;
  markAllAsRead: () => void;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/** Spec section 8: a failed mark-as-read is only logged; the next initial list brings back what stayed unread. */
function logFailure(what: string) {
  return (error: unknown) => console.error(`Marking ${what} as read failed`, error);
}

/**
 * The signed-in user's unread notifications. Marking read is optimistic: the menu changes at once and
 * the server is told after. Logout, or another user signing in, clears them (spec section 4).
 */
export function NotificationsProvider({
  userId,
  initial = [],
  children,
}: {
  userId: string | null;
  /** For tests: what the feed would have sent. */
  initial?: readonly TNotification[];
  children: ReactNode;
}) {
  const [notifications, dispatch] = useReducer(notificationsReducer, initial);
  const [owner, setOwner] = useState(userId);
  // Reset during render (React's pattern for state derived from a prop) so no stale notification is shown.
  if (owner !== userId) {
    setOwner(userId);
    dispatch({ type: 'initialState', notifications: [] });
  }

  const markAsRead = useCallback((id: string) => {
    dispatch({ type: 'markAsRead', id });
    markAsReadRequest(id).catch(logFailure('a notification'));
  }, []);
  const markGroupAsRead = useCallback((group: Pick<NotificationGroup, 'registration' | 'type'>) => {
    dispatch({ type: 'markGroupAsRead', group });
    markGroupAsReadRequest(group).catch(logFailure('a group of notifications'));
  }, []);
  const markAllAsRead = useCallback(() => {
    dispatch({ type: 'markAllAsRead' });
    markAllAsReadRequest().catch(logFailure('all notifications'));
  }, []);

  const value = useMemo<NotificationsContextValue>(
    () => ({
      notifications,
      groups: groupNotifications(notifications),
      receive: dispatch,
      markAsRead,
      markGroupAsRead,
      markAllAsRead,
    }),
    [notifications, markAsRead, markGroupAsRead, markAllAsRead],
  );
  return <NotificationsContext value={value}>{children}</NotificationsContext>;
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications needs a NotificationsProvider');
  return value;
}

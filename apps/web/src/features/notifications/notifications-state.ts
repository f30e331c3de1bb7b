import type { NotificationGroup, TNotification } from '@fixline/domain';

/**
 * The unread notifications of the signed-in user, newest first (spec section 4 "Notifications"): the
 * socket's initial list replaces them, each new one goes to the top, and marking read removes.
 */
export type NotificationsAction =
  | { type: 'initialState'; notifications: readonly TNotification[] }
  | { type: 'newNotification'; notification: TNotification }
  | { type: 'markAsRead'; id: string }
  | { type: 'markGroupAsRead'; group: Pick<NotificationGroup, 'registration' | 'type'> }
  | { type: 'markAllAsRead' };

const unreadOnce = (notifications: readonly TNotification[]): TNotification[] => {
  const seen = new Set<string>();
  return notifications.filter((n) => !n.read && !seen.has(n.id) && seen.add(n.id));
};

export function notificationsReducer(
  state: readonly TNotification[],
  action: NotificationsAction,
): readonly TNotification[] {
  switch (action.type) {
    case 'initialState':
      return unreadOnce(action.notifications);
    case 'newNotification': {
      const { notification } = action;
      // A socket recovered after a drop replays what it missed; the same id may already be here.
      if (notification.read || state.some((n) => n.id === notification.id)) return state;
      return [notification, ...state];
    }
    case 'markAsRead':
      return state.filter((n) => n.id !== action.id);
    case 'markGroupAsRead':
      return state.filter((n) => n.registration !== action.group.registration || n.type !== action.group.type);
    case 'markAllAsRead':
      return [];
  }
}

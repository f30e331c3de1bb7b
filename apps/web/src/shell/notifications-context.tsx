import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/**
 * One line of the notifications menu: notifications grouped by registration plus type (spec section 3).
 * The notifications issue fills this from the real-time feed; until then the state starts empty.
 */
export interface NotificationGroup {
  key: string;
  registration: string;
  summary: string;
  date: string;
  unread: number;
}

interface NotificationsContextValue {
  groups: readonly NotificationGroup[];
  setGroups: (groups: readonly NotificationGroup[]) => void;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/** Logout, or another user signing in, clears the notifications with the user (spec section 4). */
export function NotificationsProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const [groups, setGroups] = useState<readonly NotificationGroup[]>([]);
  const [owner, setOwner] = useState(userId);
  // Reset during render (React's pattern for state derived from a prop) so no stale group is ever shown.
  if (owner !== userId) {
    setOwner(userId);
    setGroups([]);
  }
  const value = useMemo(() => ({ groups, setGroups }), [groups]);
  return <NotificationsContext value={value}>{children}</NotificationsContext>;
}

export function useNotifications(): NotificationsContextValue {
  const value = useContext(NotificationsContext);
  if (!value) throw new Error('useNotifications needs a NotificationsProvider');
  return value;
}

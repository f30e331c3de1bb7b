import { LAYOUT, type NotificationGroup, notificationPath, UI_MESSAGES } from '@fixline/domain';
import { Box, Button, Divider, List, Popover, Typography } from '@mui/material';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/auth-context.ts';
import { GROUP_OPEN_ATTRIBUTE, NotificationGroupItem } from '../features/notifications/notification-group-item.tsx';
import { useNotifications } from './notifications-context.tsx';

interface NotificationsMenuProps {
  id: string;
  label: string;
  anchor: HTMLElement | null;
  /** When the menu opened: every relative time is measured from the same instant. */
  openedAt: number;
  onClose: () => void;
}

/**
 * The notifications menu of spec section 2: a dialog anchored to the top bar's button, 500px wide and
 * within the screen on phones, with the groups as a list of buttons.
 */
export function NotificationsMenu({ id, label, anchor, openedAt, onClose }: NotificationsMenuProps) {
  const { groups, markGroupAsRead, markAllAsRead } = useNotifications();
  const { user } = useAuth();
  const navigate = useNavigate();
  /** After a group is marked read, where focus goes: the group now in its place, or the dialog. */
  const [refocus, setRefocus] = useState<number | null>(null);
  const headingId = useId();
  const paperRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    if (refocus === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLElement>(`[${GROUP_OPEN_ATTRIBUTE}]`) ?? [];
    const target = buttons[Math.min(refocus, buttons.length - 1)] ?? paperRef.current;
    target?.focus();
    setRefocus(null);
  }, [refocus]);

  const openGroup = (group: NotificationGroup) => {
    const [newest] = group.notifications;
    markGroupAsRead(group);
    onClose();
    if (user && newest) navigate(notificationPath(user, newest.claimId));
  };
  const markGroup = (group: NotificationGroup) => {
    const index = groups.findIndex((g) => g.key === group.key);
    markGroupAsRead(group);
    setRefocus(Math.max(index, 0));
  };
  const markAll = () => {
    markAllAsRead();
    setRefocus(0);
  };

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          id,
          ref: paperRef,
          role: 'dialog',
          'aria-labelledby': headingId,
          // MUI keeps the paper 16px inside the screen, so a phone gets the full width less the margins.
          sx: { width: LAYOUT.notificationMenuWidth, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Button size="small" disabled={groups.length === 0} onClick={markAll}>
          {UI_MESSAGES.markAllAsRead}
        </Button>
      </Box>
      <Divider />
      {groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2, py: 3 }}>
          {UI_MESSAGES.noNotifications}
        </Typography>
      ) : (
        <List ref={listRef} disablePadding aria-labelledby={headingId} sx={{ overflowY: 'auto' }}>
          {groups.map((group) => (
            <NotificationGroupItem
              key={group.key}
              group={group}
              now={openedAt}
              onOpen={openGroup}
              onMarkAsRead={markGroup}
            />
          ))}
        </List>
      )}
    </Popover>
  );
}

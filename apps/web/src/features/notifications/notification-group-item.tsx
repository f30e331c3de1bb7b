import {
  formatRegistration,
  NOTIFICATION_TEXTS,
  type NotificationGroup,
  notificationSummary,
  UI_MESSAGES,
} from '@fixline/domain';
import { Box, Button, Chip, ListItem, ListItemButton, Typography } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';
import { formatRelativeTime } from '../../components/format-relative-time.ts';

/** Marks the button that opens a group, so focus can move to a neighbour when one is marked read. */
export const GROUP_OPEN_ATTRIBUTE = 'data-notification-group';

interface NotificationGroupItemProps {
  group: NotificationGroup;
  /** When the menu opened: every relative time is measured from the same instant. */
  now: number;
  onOpen: (group: NotificationGroup) => void;
  onMarkAsRead: (group: NotificationGroup) => void;
}

/**
 * One group of the notifications menu (spec 2): its registration, how long ago the newest came, that
 * one's summary and how many are new. Opening and 'Mark as read' are two sibling buttons, never nested.
 */
export function NotificationGroupItem({ group, now, onOpen, onMarkAsRead }: NotificationGroupItemProps) {
  const [newest] = group.notifications;
  if (!newest) return null;
  const plate = formatRegistration(group.registration);
  const count = group.notifications.length;

  return (
    <ListItem disablePadding divider sx={{ alignItems: 'center' }}>
      <ListItemButton
        onClick={() => onOpen(group)}
        {...{ [GROUP_OPEN_ATTRIBUTE]: group.key }}
        sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 0.5, minWidth: 0, py: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
            {plate}
          </Typography>
          {count > 1 && <Chip component="span" label={`${count} new`} size="small" color="secondary" />}
          <Typography
            component="time"
            variant="caption"
            color="text.secondary"
            dateTime={newest.date}
            title={formatDateTime(newest.date)}
            sx={{ ml: 'auto' }}
          >
            {formatRelativeTime(newest.date, now)}
          </Typography>
        </Box>
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {notificationSummary(newest)}
        </Typography>
      </ListItemButton>
      <Button
        size="small"
        onClick={() => onMarkAsRead(group)}
        aria-label={`${UI_MESSAGES.markAsRead}: ${plate}, ${NOTIFICATION_TEXTS[group.type]}`}
        sx={{ flexShrink: 0, whiteSpace: 'nowrap', mx: 1 }}
      >
        {UI_MESSAGES.markAsRead}
      </Button>
    </ListItem>
  );
}

import { LAYOUT, UI_MESSAGES } from '@fixline/domain';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Button, Divider, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useNotifications } from './notifications-context.tsx';
import { TopBarButton } from './top-bar-button.tsx';

const LABEL = 'Notifications';
const MENU_ID = 'notifications-menu';

/** The top bar's notifications menu (spec section 2); the badge counts groups (spec section 3). */
export function NotificationsButton({ iconOnly }: { iconOnly: boolean }) {
  const { groups } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <TopBarButton
        label={LABEL}
        iconOnly={iconOnly}
        icon={
          <Badge
            badgeContent={groups.length > 0 ? groups.length : null}
            invisible={groups.length === 0}
            color="secondary"
          >
            <NotificationsIcon />
          </Badge>
        }
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
      />
      <Menu
        id={MENU_ID}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { sx: { width: LAYOUT.notificationMenuWidth, maxWidth: 'calc(100vw - 16px)' } },
          list: { 'aria-label': LABEL },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {LABEL}
          </Typography>
          <Button size="small" disabled={groups.length === 0}>
            {UI_MESSAGES.markAllAsRead}
          </Button>
        </Box>
        <Divider />
        {groups.length === 0 ? (
          <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
            {UI_MESSAGES.noNotifications}
          </MenuItem>
        ) : (
          groups.map((group) => (
            <MenuItem key={group.key} onClick={close} sx={{ whiteSpace: 'normal' }}>
              <ListItemText primary={group.registration} secondary={group.summary} />
            </MenuItem>
          ))
        )}
      </Menu>
    </>
  );
}

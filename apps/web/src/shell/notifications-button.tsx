import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge } from '@mui/material';
import { type MouseEvent, Suspense, useId, useState } from 'react';
import { lazyNamed } from '../components/lazy-named.ts';
import { useNotifications } from './notifications-context.tsx';
import { TopBarButton } from './top-bar-button.tsx';

const LABEL = 'Notifications';

/** The menu and its list load the first time it opens; the button and its badge are there from the start. */
const NotificationsMenu = lazyNamed(() => import('./notifications-menu.tsx'), 'NotificationsMenu');

/** The top bar's notifications button (spec section 2); its badge counts groups (spec 3). */
export function NotificationsButton({ iconOnly }: { iconOnly: boolean }) {
  const { groups } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openedAt, setOpenedAt] = useState(0);
  const dialogId = useId();
  const open = anchor !== null;

  return (
    <>
      <TopBarButton
        label={LABEL}
        iconOnly={iconOnly}
        icon={
          // The count is the button's description, not part of its name: the name stays 'Notifications'.
          <Badge badgeContent={groups.length || null} invisible={groups.length === 0} color="secondary" aria-hidden>
            <NotificationsIcon />
          </Badge>
        }
        description={groups.length > 0 ? `${groups.length} new` : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setOpenedAt(Date.now());
          setAnchor(event.currentTarget);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
      />
      {/* Mounted from the first opening on, so closing plays the transition and hands focus back. */}
      {openedAt > 0 && (
        <Suspense fallback={null}>
          <NotificationsMenu
            id={dialogId}
            label={LABEL}
            anchor={anchor}
            openedAt={openedAt}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

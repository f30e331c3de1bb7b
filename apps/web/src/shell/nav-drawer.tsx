import { isPermitted, LAYOUT, NAV_ROUTES, type Permissioned } from '@fixline/domain';
import { Badge, Box, Drawer, List, ListItemButton, ListItemIcon, ListItemText, Toolbar } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { pageFile } from '../page-files.ts';
import { useNavBadges } from './nav-badges.tsx';
import { NavIcon } from './nav-icons.tsx';

interface NavDrawerProps {
  user: Permissioned;
  mobile: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * The navigation entries this user may open, in the route table's order: only those whose page is built,
 * so no entry leads to Not found (issue 23: a menu entry shows only what works).
 */
export function visibleNavRoutes(user: Permissioned) {
  return NAV_ROUTES.filter(
    (route) =>
      pageFile(route.path) !== undefined && (route.access.kind !== 'privileged' || isPermitted(user, route.access)),
  );
}

/** Side navigation (spec section 2): permanent on desktop, a temporary drawer on phones. */
export function NavDrawer({ user, mobile, open, onClose }: NavDrawerProps) {
  const { pathname } = useLocation();
  const routes = visibleNavRoutes(user);
  const badges = useNavBadges(routes);

  const list = (
    <List component="nav" aria-label="Main navigation">
      {routes.map((route) => {
        const count = route.nav.badge ? (badges[route.nav.badge] ?? 0) : 0;
        const selected = pathname === route.path || pathname.startsWith(`${route.path}/`);
        return (
          <ListItemButton
            key={route.path}
            component={RouterLink}
            to={route.path}
            selected={selected}
            aria-current={selected ? 'page' : undefined}
            onClick={mobile ? onClose : undefined}
          >
            <ListItemIcon>
              {route.nav.badge ? (
                <Badge
                  badgeContent={count > 0 ? count : null}
                  invisible={count === 0}
                  color="secondary"
                  data-testid={`nav-badge-${route.nav.badge}`}
                >
                  <NavIcon name={route.nav.icon} />
                </Badge>
              ) : (
                <NavIcon name={route.nav.icon} />
              )}
            </ListItemIcon>
            <ListItemText primary={route.nav.label} />
          </ListItemButton>
        );
      })}
    </List>
  );

  const paper = { width: LAYOUT.drawerWidth, boxSizing: 'border-box' } as const;
  if (mobile) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        // Mounted when first opened, not with the page: a closed, mounted drawer measures the page to
        // place itself off screen, a forced layout in the middle of the first signed-in render.
        slotProps={{ paper: { sx: paper } }}
        data-testid="nav-drawer"
      >
        {list}
      </Drawer>
    );
  }
  if (!open) return null;
  return (
    <Drawer
      variant="permanent"
      sx={{ width: LAYOUT.drawerWidth, flexShrink: 0 }}
      slotProps={{ paper: { sx: paper } }}
      data-testid="nav-drawer"
    >
      {/* Keeps the list below the top bar, which sits above the permanent drawer. */}
      <Toolbar />
      <Box sx={{ overflowY: 'auto' }}>{list}</Box>
    </Drawer>
  );
}

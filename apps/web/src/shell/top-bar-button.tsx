import { Badge, Button, IconButton } from '@mui/material';
import { lazy, type MouseEvent, type ReactElement, Suspense, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { VisuallyHidden } from '../components/visually-hidden.tsx';

/**
 * The phones' tooltips load just after the first render, not with it: MUI's Tooltip brings Popper.js
 * (about 11 KiB gzipped), and the button works, and is named, without it. Until it arrives the button
 * is shown on its own; nothing has focus that early in a page's life to be lost when it is wrapped.
 */
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface TopBarButtonProps {
  label: string;
  icon: ReactElement;
  /** Icon only, with the label as aria-label and tooltip (spec section 2, small screens). */
  iconOnly: boolean;
  to?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** A count on the icon (the notifications' groups); hidden at 0. */
  badge?: { count: number; description: string };
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}

/**
 * One button of the top bar, text with icon on desktop and icon only on phones. A badge keeps the
 * label as the button's name and reads its count as the description, so the name stays 'Notifications'.
 */
export function TopBarButton({ label, icon, iconOnly, to, onClick, badge, ...aria }: TopBarButtonProps) {
  const descriptionId = useId();
  // The tooltip closes when the button is pressed: the dialog or menu it opens covers the pointer, which
  // never leaves the button, and a tooltip left open behind a backdrop is dimmed text no one can read.
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const link = to ? { component: RouterLink, to } : {};
  const counted = badge !== undefined && badge.count > 0;
  const withBadge = badge ? (
    <Badge badgeContent={counted ? badge.count : null} invisible={!counted} color="secondary" aria-hidden>
      {icon}
    </Badge>
  ) : (
    icon
  );
  const description = counted ? (
    <VisuallyHidden>
      <span id={descriptionId}>{badge.description}</span>
    </VisuallyHidden>
  ) : null;
  const named = { 'aria-label': badge || iconOnly ? label : undefined };
  const described = { 'aria-describedby': counted ? descriptionId : undefined };

  if (iconOnly) {
    const button = (
      <IconButton
        color="inherit"
        onClick={(event) => {
          setTooltipOpen(false);
          onClick?.(event);
        }}
        {...link}
        {...named}
        {...described}
        {...aria}
      >
        {withBadge}
      </IconButton>
    );
    return (
      <>
        <Suspense fallback={button}>
          <Tooltip
            title={label}
            open={tooltipOpen}
            onOpen={() => setTooltipOpen(true)}
            onClose={() => setTooltipOpen(false)}
          >
            {button}
          </Tooltip>
        </Suspense>
        {description}
      </>
    );
  }
  return (
    <>
      <Button color="inherit" startIcon={withBadge} onClick={onClick} {...link} {...named} {...described} {...aria}>
        {label}
      </Button>
      {description}
    </>
  );
}

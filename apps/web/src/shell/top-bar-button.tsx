import { Button, IconButton, Tooltip } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';

interface TopBarButtonProps {
  label: string;
  icon: ReactElement;
  /** Icon only, with the label as aria-label and tooltip (spec section 2, small screens). */
  iconOnly: boolean;
  to?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
}

/** One button of the top bar, text with icon on desktop and icon only on phones. */
export function TopBarButton({ label, icon, iconOnly, to, onClick, ...aria }: TopBarButtonProps) {
  const link = to ? { component: RouterLink, to } : {};
  if (iconOnly) {
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={onClick} {...link} {...aria}>
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button color="inherit" startIcon={icon} onClick={onClick} {...link} {...aria}>
      {label}
    </Button>
  );
}

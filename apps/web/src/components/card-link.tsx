import { Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The link of a card in a list: the whole card is its target (::after over a card positioned
 * relative), at least 44px tall, easy to hit with a thumb.
 */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      sx={{
        fontWeight: 600,
        minHeight: 44,
        display: 'inline-flex',
        alignItems: 'center',
        '&::after': { content: '""', position: 'absolute', inset: 0 },
      }}
    >
      {children}
    </Link>
  );
}

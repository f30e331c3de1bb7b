import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A list's rows while its first read is on its way, named for screen readers ('Loading labels'). */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true">
      {[0, 1, 2, 3].map((row) => (
        <Skeleton key={row} variant="rounded" height={52} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/** What a list says when it has nothing yet, under a faint icon, with the way forward if there is one. */
export function EmptyList({ Icon, text, children }: { Icon: SvgIconComponent; text: string; children?: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Icon color="disabled" sx={{ fontSize: 56 }} aria-hidden />
      <Typography sx={children ? { mt: 1, mb: 2 } : { mt: 1 }}>{text}</Typography>
      {children}
    </Card>
  );
}

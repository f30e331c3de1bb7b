import { Card, CardContent, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** One titled part of the claim page (Vehicle, Costs, Timeline …): an h2 and its content. */
export function ClaimSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

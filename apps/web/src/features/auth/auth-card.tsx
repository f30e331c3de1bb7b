import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The narrow card every sign-in, registration and password form sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 0, sm: 4 }, p: { xs: 2, sm: 4 }, pb: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

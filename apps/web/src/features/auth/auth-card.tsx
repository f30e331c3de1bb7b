import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The narrow card every sign-in, registration and password form sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ maxWidth: 480, mx: 'auto', mt: { xs: 0, sm: 4 } }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

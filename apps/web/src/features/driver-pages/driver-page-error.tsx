import { errorText } from '@fixline/domain';
import { Alert } from '@mui/material';
import { AuthCard } from '../auth/auth-card.tsx';

/** A driver's page whose link did not open (forged, expired, withdrawn): the page's title and the reason. */
export function DriverPageError({ title, error }: { title: string; error: unknown }) {
  return (
    <AuthCard title={title}>
      <Alert severity="error">{errorText(error)}</Alert>
    </AuthCard>
  );
}

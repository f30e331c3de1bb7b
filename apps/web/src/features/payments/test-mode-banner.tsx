import { PAYMENT_MESSAGES } from '@fixline/domain';
import { Alert } from '@mui/material';

/** Every screen of the embedded checkout says it is a test: no real card is charged. */
export function TestModeBanner({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Alert severity="warning" variant="outlined" sx={{ fontWeight: 700 }}>
      {PAYMENT_MESSAGES.testMode}
    </Alert>
  );
}

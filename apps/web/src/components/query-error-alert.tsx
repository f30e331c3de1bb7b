import { errorText } from '@fixline/domain';
import { Alert, Button } from '@mui/material';
import type { ReactNode } from 'react';

/** A failed load, in the spec's error wording, with a way to try again. */
export function QueryErrorAlert({
  query,
  prefix,
}: {
  query: { error: unknown; refetch: () => unknown };
  prefix?: ReactNode;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          Try again
        </Button>
      }
    >
      {prefix}
      {errorText(query.error)}
    </Alert>
  );
}

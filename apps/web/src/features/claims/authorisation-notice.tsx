import { authorisationOverdue, type TClaim } from '@fixline/domain';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';

/**
 * While the claim waits for its client's authorisation: when that is due, or that it is overdue and,
 * once it has been, that the client's admins were told (decision 0056).
 */
export function AuthorisationNotice({ claim }: { claim: TClaim }) {
  if (!claim.authorisation) return null;
  const { dueAt, escalatedAt } = claim.authorisation;
  const overdue = authorisationOverdue(dueAt);
  return (
    <Alert severity={overdue ? 'error' : 'info'} data-testid="authorisation-notice">
      <AlertTitle>{overdue ? 'Authorisation overdue' : 'Authorisation due'}</AlertTitle>
      <Typography variant="body2">
        {overdue ? 'It was due by ' : 'The client authorises or rejects it by '}
        <time dateTime={dueAt}>{formatDateTime(dueAt)}</time>
        {escalatedAt ? ", and the client's admins have been told." : '.'}
      </Typography>
    </Alert>
  );
}

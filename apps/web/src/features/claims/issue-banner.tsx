import { CLAIM_ACTIONS, type TClaim } from '@fixline/domain';
import { Alert, AlertTitle, Button, Typography } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';
import { canTake } from './claim-api.ts';
import { useClaimAction } from './use-claim-action.ts';

/** A raised issue stays in view, with who raised it and when, until someone resolves it. */
export function IssueBanner({ claim }: { claim: TClaim }) {
  const runner = useClaimAction(claim);
  if (!claim.issue) return null;
  const { comment, raisedBy, raisedAt } = claim.issue;
  const resolve = canTake(claim, 'resolve-issue') ? (
    <Button
      color="inherit"
      size="small"
      disabled={runner.isPending}
      onClick={() => runner.mutate({ action: 'resolve-issue' })}
    >
      {CLAIM_ACTIONS['resolve-issue'].label}
    </Button>
  ) : undefined;
  return (
    <Alert severity="warning" action={resolve}>
      <AlertTitle>Issue raised</AlertTitle>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        Raised by {raisedBy?.name ?? 'someone no longer known'} on{' '}
        <time dateTime={raisedAt}>{formatDateTime(raisedAt)}</time>
      </Typography>
    </Alert>
  );
}

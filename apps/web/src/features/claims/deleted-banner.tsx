import { CLAIM_ACTIONS, type TClaim } from '@fixline/domain';
import { Alert, AlertTitle, Button } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';
import { canTake } from './claim-api.ts';
import { useClaimAction } from './use-claim-action.ts';

/** Only super admins see a deleted claim; they can revive it from here. */
export function DeletedBanner({ claim }: { claim: TClaim }) {
  const runner = useClaimAction(claim);
  if (!claim.deletedAt) return null;
  const revive = canTake(claim, 'revive') ? (
    <Button
      color="inherit"
      size="small"
      disabled={runner.isPending}
      onClick={() => runner.mutate({ action: 'revive' })}
    >
      {CLAIM_ACTIONS.revive.label}
    </Button>
  ) : undefined;
  return (
    <Alert severity="error" action={revive}>
      <AlertTitle>This claim is deleted</AlertTitle>
      Deleted on <time dateTime={claim.deletedAt}>{formatDateTime(claim.deletedAt)}</time>. Nobody outside Fixline can
      see it until it is revived.
    </Alert>
  );
}

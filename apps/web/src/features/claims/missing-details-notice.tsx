import { MISSING_DETAIL_LABELS, type TClaim } from '@fixline/domain';
import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { canTake, modifyClaimPath } from './claim-api.ts';

/** The details still to complete before the claim can be registered or quoted, with the way to add them. */
export function MissingDetailsNotice({ claim }: { claim: TClaim }) {
  if (claim.missing.length === 0) return null;
  const action = canTake(claim, 'update') ? (
    <Button component={RouterLink} to={modifyClaimPath(claim.id)} color="inherit" size="small">
      Complete the details
    </Button>
  ) : undefined;
  return (
    <Alert severity="info" action={action}>
      <AlertTitle>Still missing</AlertTitle>
      {claim.missing.map((detail) => MISSING_DETAIL_LABELS[detail]).join(', ')}
    </Alert>
  );
}

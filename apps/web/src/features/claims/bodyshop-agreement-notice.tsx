import type { TClaim } from '@fixline/domain';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';

/**
 * A bodyshop's claim: whether the driver has signed the agreement (decision 0058), so staff know before the
 * repair starts. The link is mailed when the bodyshop is chosen; Driver links issues or resends it.
 */
export function BodyshopAgreementNotice({ claim }: { claim: TClaim }) {
  const agreement = claim.bodyshopAgreement;
  if (!agreement) return null;
  if (!agreement.signedName || !agreement.acceptedAt) {
    return (
      <Alert severity="info" data-testid="bodyshop-agreement-notice">
        <AlertTitle>Bodyshop agreement not signed yet</AlertTitle>
        <Typography variant="body2">
          The driver signs the agreement with {agreement.bodyshopName} from the link they were mailed (Driver links).
        </Typography>
      </Alert>
    );
  }
  return (
    <Alert severity="success" data-testid="bodyshop-agreement-notice">
      <AlertTitle>Bodyshop agreement signed</AlertTitle>
      <Typography variant="body2">
        {agreement.signedName} accepted the agreement with {agreement.bodyshopName} on{' '}
        <time dateTime={agreement.acceptedAt}>{formatDateTime(agreement.acceptedAt)}</time>.
      </Typography>
    </Alert>
  );
}

import type { TClaim } from '@fixline/domain';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';
import { SignedPdfButton } from './signed-pdf-button.tsx';

/**
 * A bodyshop's claim: whether the driver has signed the agreement (decision 0058), so staff know before the
 * repair starts, with the claim's current bodyshop (decision 0061). The link is mailed when the bodyshop is
 * chosen; Driver links issues or resends it. Once signed, the signed copy opens as the driver was mailed it.
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
      {/* Flush with the notice's words, and read from the left when a phone wraps it. */}
      <SignedPdfButton
        address={`/api/claims/${encodeURIComponent(claim.id)}/bodyshop-agreement/pdf-url`}
        sx={{ mt: 0.5, ml: -1, textAlign: 'left' }}
      >
        Download signed agreement (PDF)
      </SignedPdfButton>
    </Alert>
  );
}

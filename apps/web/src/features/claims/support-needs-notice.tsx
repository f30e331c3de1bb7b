import { SUPPORT_MESSAGES, SUPPORT_NEED_LABELS, type TClaim } from '@fixline/domain';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';

/**
 * A customer in vulnerable circumstances: what support they asked for stays at the top of the claim
 * for everyone handling it, so each call, letter and visit honours it (decision 0046).
 */
export function SupportNeedsNotice({ claim }: { claim: TClaim }) {
  if (!claim.vulnerableCustomer) return null;
  return (
    <Alert severity="info" aria-label={SUPPORT_MESSAGES.notice}>
      <AlertTitle>{SUPPORT_MESSAGES.notice}</AlertTitle>
      {claim.supportNeeds.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {claim.supportNeeds.map((need) => (
            <li key={need}>{SUPPORT_NEED_LABELS[need]}</li>
          ))}
        </Box>
      )}
      {claim.supportDetails && (
        <Typography sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {claim.supportDetails}
        </Typography>
      )}
    </Alert>
  );
}

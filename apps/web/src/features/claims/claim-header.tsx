import { CLAIM_TRACK_LABELS, CLAIM_TYPE_LABELS, formatRegistration, type TClaim } from '@fixline/domain';
import { Box, Stack, Typography } from '@mui/material';
import { StatusChip } from '../../components/status-chip.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';

/** Who and what the claim is, with its status always in view (docs/ui.md). */
export function ClaimHeader({ claim }: { claim: TClaim }) {
  const parties = [
    `Client: ${claim.clientOrganisation.name}`,
    claim.repairerOrganisation ? `Repairer: ${claim.repairerOrganisation.name}` : 'No repairer yet',
    // A claim from the client's own claims system is known there by its own reference.
    ...(claim.premiaReference ? [`Premia: ${claim.premiaReference}`] : []),
  ];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          Claim {claim.reference}
        </Typography>
        <Box component="span" data-testid="claim-status">
          <StatusChip status={claim.status} />
        </Box>
      </Stack>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="span"
          data-testid="claim-plate"
          sx={{
            px: 1,
            border: 2,
            borderColor: 'text.primary',
            borderRadius: 1,
            fontWeight: 700,
            letterSpacing: 1,
            fontFamily: 'monospace',
            fontSize: '1.1rem',
          }}
        >
          <VisuallyHidden>Registration </VisuallyHidden>
          {formatRegistration(claim.registration)}
        </Box>
        <Typography component="span">{CLAIM_TYPE_LABELS[claim.type]}</Typography>
        <Typography component="span" color="text.secondary">
          {CLAIM_TRACK_LABELS[claim.track]} track
        </Typography>
      </Stack>
      <Typography color="text.secondary">{parties.join(' · ')}</Typography>
    </Stack>
  );
}

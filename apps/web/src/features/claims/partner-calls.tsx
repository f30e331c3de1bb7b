import { CLAIM_ACTIONS, type ClaimAction, PARTNER_NAMES, type TClaim, type TPartnerCall } from '@fixline/domain';
import { Box, Chip, type ChipProps, Typography } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';
import { ClaimSection } from './claim-section.tsx';

const STATUS_LOOKS: Record<TPartnerCall['status'], { label: string; color: ChipProps['color'] }> = {
  queued: { label: 'Sending', color: 'info' },
  answered: { label: 'Answered', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

const actionLabel = (action: string) => (action in CLAIM_ACTIONS ? CLAIM_ACTIONS[action as ClaimAction].label : action);

/** What a call's line says under its title: the partner's answer, the retry under way, or why it failed. */
function CallOutcome({ call }: { call: TPartnerCall }) {
  if (call.status === 'answered') return <Typography variant="body2">{call.summary}</Typography>;
  if (call.status === 'failed') {
    return (
      <Typography variant="body2" color="error">
        {call.lastError} (after {call.attempts} of {call.maxAttempts} attempts)
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color="text.secondary">
      {call.lastError
        ? `Attempt ${call.attempts} of ${call.maxAttempts} failed: ${call.lastError}. Trying again shortly.`
        : 'Waiting for the partner’s answer.'}
    </Typography>
  );
}

/**
 * Calls to partners (Premia, ClickMechanic, bodyshop leads) with how each went, newest first: super
 * admins only, as the server sends them to nobody else.
 */
export function PartnerCalls({ claim }: { claim: TClaim }) {
  if (claim.partnerCalls.length === 0) return null;
  return (
    <ClaimSection title="Partner calls">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {claim.partnerCalls.map((call) => {
          const look = STATUS_LOOKS[call.status];
          return (
            <Box component="li" key={call.id}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {PARTNER_NAMES[call.partner]}: {actionLabel(call.action)}
                </Typography>
                <Chip size="small" label={look.label} color={look.color} />
                <Typography variant="body2" color="text.secondary">
                  <time dateTime={call.updatedAt}>{formatDateTime(call.updatedAt)}</time>
                </Typography>
              </Box>
              <CallOutcome call={call} />
            </Box>
          );
        })}
      </Box>
    </ClaimSection>
  );
}

import { CLAIM_STATUS_LABELS, historyActionLabel, type TClaim, type TClaimHistoryEntry } from '@fixline/domain';
import { Box, Typography } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { ClaimSection } from './claim-section.tsx';
import { EvidencePackButton } from './evidence-pack-button.tsx';

/** A row without a signed-in actor came from the driver's report or from Fixline itself. */
const actorName = (entry: TClaimHistoryEntry) =>
  entry.actor?.name ?? (entry.action === 'fnol' ? 'The driver' : 'Fixline');

function StatusChange({ entry }: { entry: TClaimHistoryEntry }) {
  const { fromStatus, toStatus } = entry;
  if (!toStatus || fromStatus === toStatus) return null;
  return (
    <Typography variant="body2">
      {fromStatus && (
        <>
          {CLAIM_STATUS_LABELS[fromStatus]} <span aria-hidden>→</span>
          <VisuallyHidden>to</VisuallyHidden>{' '}
        </>
      )}
      <strong>{CLAIM_STATUS_LABELS[toStatus]}</strong>
    </Typography>
  );
}

/** The claim's history as a vertical line of events, oldest first (docs/ui.md). */
export function ClaimTimeline({ claim }: { claim: TClaim }) {
  const entries = [...claim.history].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ClaimSection title="Timeline">
      {entries.length === 0 ? (
        <Typography color="text.secondary">Nothing has happened to this claim yet.</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
          {entries.map((entry) => (
            <Box component="li" key={entry.id} sx={{ position: 'relative', pl: 3, pb: 2 }}>
              <Box
                aria-hidden
                sx={{
                  position: 'absolute',
                  left: -7,
                  top: 6,
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                }}
              />
              <Typography sx={{ fontWeight: 600 }}>{historyActionLabel(entry.action)}</Typography>
              <StatusChange entry={entry} />
              <Typography variant="body2" color="text.secondary">
                {actorName(entry)} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Typography>
              {entry.comment && (
                <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.comment}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
      <EvidencePackButton claim={claim} />
    </ClaimSection>
  );
}

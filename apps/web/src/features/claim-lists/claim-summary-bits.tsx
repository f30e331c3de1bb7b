import {
  AUTHORISATION_DEADLINE_TEXT,
  authorisationOverdue,
  formatRegistration,
  type TClaimSummary,
} from '@fixline/domain';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { formatDay } from '../../components/format-date.ts';
import { StatusChip } from '../../components/status-chip.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { costLines, repairerText } from './claim-summary-text.ts';

/** A plate as people read it, 'AB12 CDE', in a plate-like face. */
export function Plate({ registration }: { registration: string }) {
  return (
    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 0.5, whiteSpace: 'nowrap' }}>
      {formatRegistration(registration)}
    </Box>
  );
}

/**
 * The status chip, "Overdue" when the client's authorisation deadline has passed (decision 0056), and a
 * warning sign with words when an issue is open (colour is never alone).
 */
export function SummaryStatus({
  claim,
}: {
  claim: Pick<TClaimSummary, 'status' | 'issueRaised' | 'authorisationDueAt'>;
}) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <StatusChip status={claim.status} size="small" />
      {authorisationOverdue(claim.authorisationDueAt) && (
        <Chip
          label={AUTHORISATION_DEADLINE_TEXT.overdue}
          size="small"
          color="error"
          variant="outlined"
          data-testid="authorisation-overdue"
        />
      )}
      {claim.issueRaised && (
        <Box
          component="span"
          title="Issue raised"
          sx={{ display: 'inline-flex', color: 'warning.dark' }}
          data-testid="issue-raised"
        >
          <ReportProblemIcon fontSize="small" aria-hidden />
          <VisuallyHidden>Issue raised</VisuallyHidden>
        </Box>
      )}
    </Stack>
  );
}

/** Client above repairer; 'labelled' names each where no column header does (the phone's cards). */
export function Parties({
  claim,
  labelled = false,
}: {
  claim: Pick<TClaimSummary, 'clientOrganisation' | 'repairerOrganisation'>;
  labelled?: boolean;
}) {
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {labelled && 'Client: '}
        {claim.clientOrganisation.name}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
        {labelled && claim.repairerOrganisation && 'Repairer: '}
        {repairerText(claim)}
      </Typography>
    </>
  );
}

/** The viewer's costs; with two, each says whose it is. */
export function Costs({ claim }: { claim: Pick<TClaimSummary, 'costs'> }) {
  const lines = costLines(claim);
  if (lines.length === 0) return <span>—</span>;
  if (lines.length === 1) return <span title={lines[0]?.label}>{lines[0]?.amount}</span>;
  return (
    <>
      {lines.map((line) => (
        <Typography key={line.label} variant="body2" component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {line.amount}{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {line.whose}
          </Box>
        </Typography>
      ))}
    </>
  );
}

export function CreatedDay({ at }: { at: string }) {
  return <time dateTime={at}>{formatDay(at)}</time>;
}

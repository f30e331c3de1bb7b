import { CLAIM_TYPE_LABELS, type TClaimSummary } from '@fixline/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailList } from '../../components/detail-list.tsx';
import { formatDate, formatDateTime } from '../../components/format-date.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { SummaryStatus } from '../claim-lists/claim-summary-bits.tsx';
import { repairerText, vehicleText } from '../claim-lists/claim-summary-text.ts';
import { LabelChips } from '../claim-lists/label-chips.tsx';
import { claimPagePath, useClaim } from '../claims/claim-api.ts';
import { ClaimTimeline } from '../claims/claim-timeline.tsx';

/** The claim's whole timeline, loaded with the claim itself (the list rows carry none). */
function VehicleClaimTimeline({ claimId }: { claimId: string }) {
  const claim = useClaim(claimId);
  if (claim.isPending) {
    return <Skeleton variant="rounded" height={160} />;
  }
  if (claim.isError) {
    return <QueryErrorAlert query={claim} prefix="The timeline could not be loaded: " />;
  }
  return <ClaimTimeline claim={claim.data} />;
}

/** One claim of the vehicle: status, dates, organisations, its timeline and the way to its page. */
export function VehicleClaimCard({ claim }: { claim: TClaimSummary }) {
  const mobile = useIsMobile();
  const headingId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}
        >
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h6" component="h2">
              Claim {claim.reference}
            </Typography>
            <SummaryStatus claim={claim} />
          </Stack>
          <Button
            component={RouterLink}
            to={claimPagePath(claim.id)}
            variant="outlined"
            endIcon={<ArrowForwardIcon aria-hidden />}
            aria-label={`Open claim ${claim.reference}`}
          >
            Open claim
          </Button>
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: mobile ? '1fr' : 'minmax(0, 1fr) minmax(0, 1fr)' }}>
          <Box>
            {/* Two short lists side by side: the facts in half the height. */}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
              <DetailList
                details={[
                  { term: 'Vehicle', value: vehicleText(claim) },
                  { term: 'Type', value: CLAIM_TYPE_LABELS[claim.type] },
                  { term: 'Customer', value: claim.customerName },
                  { term: 'Incident date', value: claim.incidentDate && formatDate(claim.incidentDate) },
                ]}
              />
              <DetailList
                details={[
                  { term: 'Client', value: claim.clientOrganisation.name },
                  { term: 'Repairer', value: repairerText(claim) },
                  { term: 'Created', value: <time dateTime={claim.createdAt}>{formatDateTime(claim.createdAt)}</time> },
                  {
                    term: 'Last change',
                    value: <time dateTime={claim.updatedAt}>{formatDateTime(claim.updatedAt)}</time>,
                  },
                ]}
              />
            </Box>
            {claim.labels.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <LabelChips labels={claim.labels} />
              </Box>
            )}
          </Box>
          {/* Its own height, not the details' (the timeline section fills whatever box it is in). */}
          <Box sx={{ alignSelf: 'start' }}>
            <VehicleClaimTimeline claimId={claim.id} />
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

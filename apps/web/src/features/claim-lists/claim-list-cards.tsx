import type { TClaimSummary } from '@fixline/domain';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { CardLink } from '../../components/card-link.tsx';
import { claimPagePath } from '../claims/claim-api.ts';
import { Costs, CreatedDay, Parties, Plate, SummaryStatus } from './claim-summary-bits.tsx';
import { vehicleText } from './claim-summary-text.ts';
import { LabelChips } from './label-chips.tsx';

function ClaimCard({ claim }: { claim: TClaimSummary }) {
  const vehicle = vehicleText(claim);
  return (
    <Card component="li" variant="outlined" sx={{ position: 'relative', listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <CardLink to={claimPagePath(claim.id)}>{claim.reference}</CardLink>
          <SummaryStatus claim={claim} />
        </Stack>
        <Typography>
          <Plate registration={claim.registration} />
          {vehicle && ` · ${vehicle}`}
        </Typography>
        {claim.customerName && <Typography variant="body2">{claim.customerName}</Typography>}
        <Box>
          <Parties claim={claim} labelled />
        </Box>
        <LabelChips labels={claim.labels} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', color: 'text.secondary' }}>
          <Typography variant="body2" component="span">
            <Costs claim={claim} />
          </Typography>
          <Typography variant="body2" component="span">
            Created <CreatedDay at={claim.createdAt} />
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The phone's list: one card per claim, the whole card a touch target. Memoised: the page draws itself
 * again, synchronously, whenever a query it reads changes state (TanStack Query's store), such as the
 * list's own refetch starting and ending; the cards need drawing only when their claims change.
 */
export const ClaimListCards = memo(function ClaimListCards({
  claims,
  skeletonRows,
}: {
  claims: readonly TClaimSummary[] | undefined;
  skeletonRows: number;
}) {
  if (claims === undefined) {
    return (
      <Stack spacing={1}>
        {Array.from({ length: skeletonRows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have nothing else to key by
          <Skeleton key={row} variant="rounded" height={148} data-testid="skeleton-row" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" aria-label="Claims" spacing={1} sx={{ p: 0, m: 0 }}>
      {claims.map((claim) => (
        <ClaimCard key={claim.id} claim={claim} />
      ))}
    </Stack>
  );
});

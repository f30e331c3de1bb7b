import type { TClaimSummary } from '@fixline/domain';
import { Box, List, ListItem, ListItemButton, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../components/format-date.ts';
import { Plate, SummaryStatus } from '../claim-lists/claim-summary-bits.tsx';
import { repairerText, vehicleText } from '../claim-lists/claim-summary-text.ts';
import { claimPagePath } from '../claims/claim-api.ts';

/** Claims as dense linked rows: reference, plate and vehicle; who; status; each opens the claim page. */
export function ClaimSummaryList({
  claims,
  label,
  skeletonRows = 3,
  claimPath = claimPagePath,
}: {
  /** Undefined while loading. */
  claims: readonly TClaimSummary[] | undefined;
  /** The list's accessible name. */
  label: string;
  skeletonRows?: number;
  /** Where a row leads: the staff's claim page unless told (a repairer's jobs open at /marketplace/claims). */
  claimPath?: (claimId: string) => string;
}) {
  if (claims === undefined) {
    return (
      <Stack spacing={1} sx={{ py: 1 }}>
        {Array.from({ length: skeletonRows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to key by
          <Skeleton key={row} variant="rounded" height={52} data-testid="skeleton-row" />
        ))}
      </Stack>
    );
  }
  return (
    <List aria-label={label} disablePadding>
      {claims.map((claim) => {
        const vehicle = vehicleText(claim);
        return (
          <ListItem key={claim.id} disablePadding divider>
            <ListItemButton component={RouterLink} to={claimPath(claim.id)} sx={{ gap: 2, flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {claim.reference}
                </Typography>{' '}
                · <Plate registration={claim.registration} />
                {vehicle && ` · ${vehicle}`}
                <Typography variant="body2" color="text.secondary">
                  {[claim.customerName, claim.clientOrganisation.name, repairerText(claim)].filter(Boolean).join(' · ')}
                  {' · Updated '}
                  <time dateTime={claim.updatedAt}>{formatDay(claim.updatedAt)}</time>
                </Typography>
              </Box>
              <SummaryStatus claim={claim} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

import {
  CAPABILITY_LABELS,
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
  formatWholeNumber,
  MARKETPLACE_SORT_LABELS,
  MARKETPLACE_SORTS,
  REPAIR_CAPABILITIES,
  type TMarketplaceClaimSummary,
  type TMarketplaceQueryInput,
} from '@fixline/domain';
import { Box, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { memo } from 'react';
import { CardLink } from '../../components/card-link.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { ClaimListPagination } from '../claim-lists/claim-list-pagination.tsx';
import { Plate } from '../claim-lists/claim-summary-bits.tsx';
import { vehicleText } from '../claim-lists/claim-summary-text.ts';
import { totalText } from '../claim-lists/claim-total-text.ts';
import { useMarketplaceList } from './marketplace-api.ts';
import { BidStateChip, ClosingBadge } from './marketplace-bits.tsx';
import { marketplaceClaimPath } from './marketplace-paths.ts';
import { milesText, needsText } from './marketplace-text.ts';

/** The distances a garage filters by, in miles (the API takes miles too). */
const DISTANCE_CHOICES = [5, 10, 25, 50, 100] as const;

function MarketplaceRow({ claim }: { claim: TMarketplaceClaimSummary }) {
  const vehicle = vehicleText(claim);
  const bids = claim.bidCount === 1 ? '1 bid' : `${formatWholeNumber(claim.bidCount)} bids`;
  return (
    <Card component="li" variant="outlined" sx={{ position: 'relative', listStyle: 'none' }}>
      <CardContent sx={{ display: 'grid', gap: 1, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <CardLink to={marketplaceClaimPath(claim.id)}>{claim.reference}</CardLink>
          {claim.myBidState && <BidStateChip state={claim.myBidState} />}
        </Stack>
        <Typography>
          <Plate registration={claim.registration} />
          {vehicle && ` · ${vehicle}`}
          {claim.year !== null && ` (${claim.year})`}
        </Typography>
        <Typography variant="body2">
          {CLAIM_TYPE_LABELS[claim.type]} · Needs: {needsText(claim.needs)}
        </Typography>
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', color: 'text.secondary' }}
        >
          <Typography variant="body2" component="span">
            {[claim.postcodeDistrict, milesText(claim.distanceKm)].filter(Boolean).join(' · ')}
          </Typography>
          <Typography variant="body2" component="span">
            {bids}
          </Typography>
          <ClosingBadge closesAt={claim.biddingClosesAt} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One card per claim, on desktops in columns; memoised, so a refetch's change of state does not draw them again. */
const MarketplaceRows = memo(function MarketplaceRows({
  claims,
  label,
}: {
  claims: readonly TMarketplaceClaimSummary[];
  label: string;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}
    >
      {claims.map((claim) => (
        <MarketplaceRow key={claim.id} claim={claim} />
      ))}
    </Box>
  );
});

/** A native select: the phone's own picker, and a real label. */
function Choice({
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  /** The choice that sets no filter; none for a choice that always has a value (the order). */
  anyLabel?: string;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      // Two to a row on a phone, four on a desktop.
      sx={{ minWidth: 140, flex: '1 1 140px' }}
    >
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

const TYPE_OPTIONS = CLAIM_TYPES.map((type) => ({ value: type, label: CLAIM_TYPE_LABELS[type] }));
const NEED_OPTIONS = REPAIR_CAPABILITIES.map((need) => ({ value: need, label: CAPABILITY_LABELS[need] }));
const DISTANCE_OPTIONS = DISTANCE_CHOICES.map((miles) => ({ value: String(miles), label: `Within ${miles} miles` }));
const SORT_OPTIONS = MARKETPLACE_SORTS.map((sort) => ({ value: sort, label: MARKETPLACE_SORT_LABELS[sort] }));

interface MarketplaceListProps {
  query: TMarketplaceQueryInput;
  /** A filter or the order changed (the page goes back to the first), or the page or its size. */
  onChange: (query: TMarketplaceQueryInput) => void;
  /** With the pages under the rows (the full list), or the first page only (Repair home). */
  paginated: boolean;
  /** The list's accessible name. */
  label: string;
}

/**
 * The marketplace near this garage, filtered by claim type, need and distance and sorted: on Repair home
 * and Bodyshop home (the first rows) and on the marketplace pages (every page). Each row opens the claim.
 */
export function MarketplaceList({ query, onChange, paginated, label }: MarketplaceListProps) {
  const list = useMarketplaceList(query);
  const mobile = useIsMobile();
  const filter = (changes: TMarketplaceQueryInput) => onChange({ ...query, ...changes, page: 0 });
  const orUndefined = <T extends string>(value: string) => (value === '' ? undefined : (value as T));
  // The query's page and size are what the address held (coerced by the API); here they are numbers.
  const page = Number(query.page ?? 0);
  const pageSize = Number(query.pageSize ?? 25);

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Choice
          label="Claim type"
          value={query.type ?? ''}
          options={TYPE_OPTIONS}
          anyLabel="Any type"
          onChange={(value) => filter({ type: orUndefined(value) })}
        />
        <Choice
          label="Repair need"
          value={query.need ?? ''}
          options={NEED_OPTIONS}
          anyLabel="Any need"
          onChange={(value) => filter({ need: orUndefined(value) })}
        />
        <Choice
          label="Distance"
          value={query.maxMiles === undefined ? '' : String(query.maxMiles)}
          options={DISTANCE_OPTIONS}
          anyLabel="Any distance"
          onChange={(value) => filter({ maxMiles: value === '' ? undefined : Number(value) })}
        />
        <Choice
          label="Order"
          value={query.sort ?? 'distance'}
          options={SORT_OPTIONS}
          onChange={(value) => filter({ sort: orUndefined(value) })}
        />
      </Stack>
      {list.isError && <QueryErrorAlert query={list} />}
      {list.isPending && (
        <Stack spacing={1}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={140} data-testid="skeleton-row" />
          ))}
        </Stack>
      )}
      {list.data && list.data.data.length === 0 && (
        <Typography color="text.secondary">
          No claims to bid on {query.type || query.need || query.maxMiles ? 'match these filters' : 'right now'}. New
          claims near you appear here as they arrive.
        </Typography>
      )}
      {list.data && list.data.data.length > 0 && <MarketplaceRows claims={list.data.data} label={label} />}
      {paginated && list.data && list.data.total > 0 && (
        <ClaimListPagination
          count={list.data.total}
          countCapped={list.data.totalCapped}
          page={page + 1}
          pageSize={pageSize}
          mobile={mobile}
          onPage={(next) => onChange({ ...query, page: next - 1 })}
          onPageSize={(size) => onChange({ ...query, pageSize: Number(size), page: 0 })}
        />
      )}
      {!paginated && list.data && list.data.total > list.data.data.length && (
        <Typography variant="body2" color="text.secondary">
          Showing {list.data.data.length} of {totalText({ count: list.data.total, countCapped: list.data.totalCapped })}
          .
        </Typography>
      )}
    </Stack>
  );
}

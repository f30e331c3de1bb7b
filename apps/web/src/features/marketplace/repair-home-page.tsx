import {
  CLAIM_PAGE_SIZES,
  type ClaimStatus,
  formatMoney,
  formatWholeNumber,
  type TMarketplaceQueryInput,
  type TMyBid,
} from '@fixline/domain';
import { Box, Link, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { formatDate } from '../../components/format-date.ts';
import { PageSection } from '../../components/page-section.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useNotifications } from '../../shell/notifications-context.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { CLAIM_LISTS_KEY, useClaimList } from '../claim-lists/claim-list-api.ts';
import { Plate } from '../claim-lists/claim-summary-bits.tsx';
import { vehicleText } from '../claim-lists/claim-summary-text.ts';
import { totalText } from '../claim-lists/claim-total-text.ts';
import { ClaimSummaryList } from '../dashboard/claim-summary-list.tsx';
import { StatFigure } from '../stats/stat-figure.tsx';
import { useMyBids } from './marketplace-api.ts';
import { BidStateChip } from './marketplace-bits.tsx';
import { useMarketplaceCount } from './marketplace-count.ts';
import { MarketplaceList } from './marketplace-list.tsx';
import { MARKETPLACE_LIST_PATHS, marketplaceClaimPath } from './marketplace-paths.ts';

/** How many of each list the home shows; the marketplace pages and the claims list have the rest. */
const HOME_ROWS = 5;

/** The garage's jobs in one status, within its reach (the claims list's own API), its smallest page. */
function useJobs(status: ClaimStatus) {
  return useClaimList({ status, pageSize: String(CLAIM_PAGE_SIZES[0]) });
}

function MyBidRow({ bid }: { bid: TMyBid }) {
  const vehicle = vehicleText(bid.claim);
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={RouterLink} to={marketplaceClaimPath(bid.claimId)} sx={{ gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {bid.claim.reference}
          </Typography>{' '}
          · <Plate registration={bid.claim.registration} />
          {vehicle && ` · ${vehicle}`}
          <Typography variant="body2" color="text.secondary">
            {formatMoney(bid.amount)} · {bid.repairDays} days from {formatDate(bid.earliestStartDate)} · valid until{' '}
            {formatDate(bid.validUntil)}
          </Typography>
        </Box>
        <BidStateChip state={bid.state} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * A new notification (a bid chosen or lost, a job moved on) asks the garage's jobs again; the feed
 * itself refreshes the marketplace's reads (notifications-feed.tsx). Not on arrival: they load then anyway.
 */
function useJobsFollowNotifications() {
  const queryClient = useQueryClient();
  const newest = useNotifications().notifications[0]?.id;
  const seen = useRef(newest);
  useEffect(() => {
    if (newest === seen.current) return;
    seen.current = newest;
    void queryClient.invalidateQueries({ queryKey: CLAIM_LISTS_KEY });
  }, [newest, queryClient]);
}

/**
 * Repair home and Bodyshop home (spec 2), one page for both: the server knows which organisation asks
 * and answers with its own marketplace, bids and jobs. Counts first, then the marketplace near the
 * garage, its bids and its jobs; socket events and notifications keep them current (marketplace-live.ts).
 */
export default function RepairHomePage() {
  const { pathname } = useLocation();
  const audience = pathname.startsWith('/bodyshop') ? 'bodyshop' : 'repairer';
  const mobile = useIsMobile();
  const [query, setQuery] = useState<TMarketplaceQueryInput>({ sort: 'distance', pageSize: HOME_ROWS });
  const count = useMarketplaceCount();
  const bids = useMyBids();
  const awaiting = useJobs('awaiting-pickup');
  const inRepair = useJobs('in-repair');
  useJobsFollowNotifications();
  const liveBids = bids.data?.data.filter((bid) => bid.state === 'live').length;
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatWholeNumber(value));

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {audience === 'bodyshop' ? 'Bodyshop home' : 'Repair home'}
      </Typography>
      <Box
        component="section"
        aria-label="Counts"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: mobile ? '1fr 1fr' : 'repeat(4, 1fr)' }}
      >
        <StatFigure label="Open to bid" value={count.data ? totalText(count.data, true) : '–'} testId="count-open" />
        <StatFigure label="My live bids" value={figure(liveBids)} testId="count-live-bids" />
        <StatFigure label="Awaiting repair" value={figure(awaiting.data?.count)} testId="count-awaiting" />
        <StatFigure label="In repair" value={figure(inRepair.data?.count)} testId="count-in-repair" />
      </Box>
      <PageSection
        title="Marketplace near me"
        action={
          <Link
            component={RouterLink}
            to={MARKETPLACE_LIST_PATHS[audience]}
            sx={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
          >
            The whole marketplace
          </Link>
        }
      >
        <MarketplaceList query={query} onChange={setQuery} paginated={false} label="Marketplace near me" />
      </PageSection>
      <PageSection title="My bids">
        {bids.isError && <QueryErrorAlert query={bids} />}
        {bids.data?.data.length === 0 && (
          <Typography color="text.secondary">No bids yet. Open a claim near you to bid on it.</Typography>
        )}
        {bids.data && bids.data.data.length > 0 && (
          <List aria-label="My bids" disablePadding>
            {bids.data.data.map((bid) => (
              <MyBidRow key={bid.id} bid={bid} />
            ))}
          </List>
        )}
      </PageSection>
      <PageSection title="My jobs">
        <Stack spacing={2}>
          {[
            { title: 'Awaiting repair', jobs: awaiting },
            { title: 'In repair', jobs: inRepair },
          ].map(({ title, jobs }) => (
            <Box key={title}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {title}
              </Typography>
              {jobs.isError && <QueryErrorAlert query={jobs} />}
              {jobs.data?.data.length === 0 ? (
                <Typography color="text.secondary">None at the moment.</Typography>
              ) : (
                <ClaimSummaryList claims={jobs.data?.data} label={title} claimPath={marketplaceClaimPath} />
              )}
            </Box>
          ))}
        </Stack>
      </PageSection>
    </Stack>
  );
}

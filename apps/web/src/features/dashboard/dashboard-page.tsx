import {
  CLAIM_LIST_STATUS_LABELS,
  CLAIM_LIST_STATUSES,
  CLAIM_STATUS_LABELS,
  type ClaimListStatus,
  RAISED_ISSUES,
} from '@fixline/domain';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { PageSection } from '../../components/page-section.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useClaimList } from '../claim-lists/claim-list-api.ts';
import { homePath, isClaimListStatus } from '../claim-lists/claim-list-search.ts';
import { ClaimSummaryList } from './claim-summary-list.tsx';
import { useMedianTimes, useRequiringAttention, useStatusCounts } from './dashboard-api.ts';
import { OverdueNotice } from './overdue-notice.tsx';
import { type STATUS_CHOSEN, StatusCard } from './status-card.tsx';

/** Rows of 'Requiring attention' shown before 'Show all': the longest-waiting, which matter most. */
const ATTENTION_ROWS = 10;

function QueryError({ query }: { query: UseQueryResult }) {
  return <QueryErrorAlert query={query} />;
}

function StatusCards({ selected }: { selected: ClaimListStatus | undefined }) {
  const counts = useStatusCounts();
  const medians = useMedianTimes();
  const largest = Math.max(0, ...CLAIM_LIST_STATUSES.map((status) => counts[status].data?.count ?? 0));
  return (
    <Box
      component="ul"
      aria-label="Claims by status"
      sx={{
        display: 'grid',
        gap: 1.5,
        // Two columns on a phone, so all thirteen fit in a couple of screens.
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
        p: 0,
        m: 0,
      }}
    >
      {CLAIM_LIST_STATUSES.map((status) => (
        <StatusCard
          key={status}
          status={status}
          count={counts[status]}
          median={status === RAISED_ISSUES ? undefined : medians[status]}
          selected={status === selected}
          largest={largest}
        />
      ))}
    </Box>
  );
}

function RequiringAttention({ status }: { status: ClaimListStatus | undefined }) {
  // The API narrows this list by a real status only; with raised issues chosen it shows everything.
  const only = status && status !== RAISED_ISSUES ? status : undefined;
  const query = useRequiringAttention(only);
  const [showAll, setShowAll] = useState(false);
  const claims = query.data;
  const shown = claims && !showAll ? claims.slice(0, ATTENTION_ROWS) : claims;
  const title = only ? `Requiring attention: ${CLAIM_STATUS_LABELS[only]}` : 'Requiring attention';
  return (
    <PageSection title={title}>
      {query.isError ? (
        <QueryError query={query} />
      ) : claims?.length === 0 ? (
        <Typography color="text.secondary">
          Nothing is waiting for you{only ? ` in ${CLAIM_STATUS_LABELS[only]}` : ''}. Claims whose next step is yours
          appear here, the longest-waiting first.
        </Typography>
      ) : (
        <>
          <ClaimSummaryList claims={shown} label={title} />
          {claims && claims.length > ATTENTION_ROWS && (
            <Button onClick={() => setShowAll((all) => !all)} sx={{ mt: 1 }}>
              {showAll ? `Show the first ${ATTENTION_ROWS}` : `Show all ${claims.length}`}
            </Button>
          )}
        </>
      )}
    </PageSection>
  );
}

const statusClaimsTitle = (status: ClaimListStatus) =>
  status === RAISED_ISSUES ? 'Claims with raised issues' : `${CLAIM_LIST_STATUS_LABELS[status]} claims`;

/** After a card was clicked, its claims are below the fold (on a phone, far below): go there. */
function useRevealWhenChosen() {
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const chosen = (location.state as typeof STATUS_CHOSEN | null)?.statusChosen === true;
  useEffect(() => {
    if (!chosen || !heading.current) return;
    heading.current.closest('section')?.scrollIntoView({ block: 'start' });
    // Screen readers start reading where the sighted reader now looks.
    heading.current.focus({ preventScroll: true });
  }, [chosen]);
  return heading;
}

function StatusClaims({ status }: { status: ClaimListStatus }) {
  const query = useClaimList({ status });
  const heading = useRevealWhenChosen();
  const title = statusClaimsTitle(status);
  const count = query.data?.count;
  const claims = query.isPlaceholderData ? undefined : query.data?.data;
  return (
    <PageSection
      title={title}
      headingRef={heading}
      action={
        <Link component={RouterLink} to={homePath({ status })}>
          See all in the list{count !== undefined && ` (${count})`}
        </Link>
      }
    >
      {query.isError ? (
        <QueryError query={query} />
      ) : claims?.length === 0 ? (
        <Typography color="text.secondary">
          No claims {status === RAISED_ISSUES ? 'have an open issue' : `are ${CLAIM_LIST_STATUS_LABELS[status]}`} right
          now.
        </Typography>
      ) : (
        <ClaimSummaryList claims={claims} label={title} />
      )}
    </PageSection>
  );
}

function UnknownStatus({ status }: { status: string }) {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <SearchOffIcon color="disabled" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        Status not found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, overflowWrap: 'anywhere' }}>
        There is no claim status called ‘{status}’. The dashboard shows every status there is.
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="outlined">
        Back to the dashboard
      </Button>
    </Box>
  );
}

/**
 * /dashboard and /dashboard/{status} (ReadClaims): a card per status with its count and median time,
 * the claims waiting on this user, and the chosen status's claims.
 */
export default function DashboardPage() {
  const { status } = useParams();
  if (status !== undefined && !isClaimListStatus(status)) return <UnknownStatus status={status} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Dashboard
      </Typography>
      <OverdueNotice />
      <StatusCards selected={status} />
      <RequiringAttention status={status} />
      {status && <StatusClaims key={status} status={status} />}
    </Stack>
  );
}

import {
  CLAIM_LIST_STATUS_LABELS,
  CLAIM_STATUS_STAGES,
  type ClaimListStatus,
  RAISED_ISSUES,
  type TCount,
  type TMedianTime,
} from '@fixline/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { alpha, Box, Card, CardActionArea, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Figure } from './dashboard-api.ts';
import { formatDuration } from './format-duration.ts';

/** Each stage's colour as the status chips use it, here as the card's top edge (the name says it too). */
const STAGE_EDGE = {
  intake: 'grey.500',
  authorisation: 'warning.main',
  marketplace: 'info.main',
  repair: 'primary.main',
  payment: 'success.main',
  closed: 'grey.400',
} as const;

export const dashboardStatusPath = (status: ClaimListStatus) => `/dashboard/${status}`;

/** Location state of a card's link: the status was just chosen, so its claims are scrolled into view. */
export const STATUS_CHOSEN = { statusChosen: true } as const;

interface StatusCardProps {
  status: ClaimListStatus;
  count: Figure<TCount>;
  /** Undefined for raised-issues, which is no status a claim stays in. */
  median?: Figure<TMedianTime>;
  selected: boolean;
  /** The largest count of any card, so each card's bar shows its share at a glance. */
  largest: number;
}

function CountText({ count }: { count: Figure<TCount> }) {
  if (count.isPending) return <Skeleton variant="text" width={48} sx={{ fontSize: '2rem' }} />;
  if (count.isError || !count.data) {
    return (
      <Typography variant="h4" component="span" color="text.secondary" title="The count could not be loaded">
        ?
      </Typography>
    );
  }
  return (
    <Typography variant="h4" component="span" data-testid="status-count">
      {count.data.count}
    </Typography>
  );
}

function MedianText({ median }: { median: Figure<TMedianTime> | undefined }) {
  if (!median) return <>Open issues, any status</>;
  if (median.isPending) return <Skeleton variant="text" width="70%" />;
  const value = median.isError ? '—' : formatDuration(median.data?.medianSeconds);
  return <>Median time: {value}</>;
}

/** One status: how many claims are in it and how long claims stay; a link to that status's claims. */
export function StatusCard({ status, count, median, selected, largest }: StatusCardProps) {
  const share = count.data && largest > 0 ? count.data.count / largest : 0;
  const edge = status === RAISED_ISSUES ? 'error.main' : STAGE_EDGE[CLAIM_STATUS_STAGES[status]];
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        borderTop: 4,
        borderTopColor: edge,
        ...(selected && {
          outline: 2,
          outlineColor: 'primary.main',
          outlineStyle: 'solid',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.06),
        }),
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={dashboardStatusPath(status)}
        // The status's claims are further down: the page takes the reader there (see StatusClaims).
        state={STATUS_CHOSEN}
        aria-current={selected ? 'page' : undefined}
        sx={{ height: '100%' }}
      >
        <CardContent sx={{ py: 1.5, px: { xs: 1.5, sm: 2 } }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minHeight: 24 }}>
            <Typography sx={{ fontWeight: 600 }}>{CLAIM_LIST_STATUS_LABELS[status]}</Typography>
            {selected && <CheckCircleIcon color="primary" fontSize="small" titleAccess="Selected" />}
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CountText count={count} />
            {/* A bar per card: the claims per status as a chart, the number beside it saying it exactly. */}
            <Box aria-hidden sx={{ flexGrow: 1, height: 6, borderRadius: 3, bgcolor: 'action.hover' }}>
              <Box sx={{ width: `${Math.round(share * 100)}%`, height: '100%', borderRadius: 3, bgcolor: edge }} />
            </Box>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <MedianText median={median} />
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

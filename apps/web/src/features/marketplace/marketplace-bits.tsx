import { BID_STATE_LABELS, type BidState } from '@fixline/domain';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Chip, type ChipProps } from '@mui/material';
import { formatDateTime } from '../../components/format-date.ts';

const BID_STATE_COLOURS = {
  live: 'info',
  chosen: 'success',
  lost: 'default',
  withdrawn: 'default',
} as const satisfies Record<BidState, ChipProps['color']>;

/** A bid's state in words ('Live', 'Not chosen'); the colour only repeats what the words say. */
export function BidStateChip({ state }: { state: BidState }) {
  return <Chip size="small" label={BID_STATE_LABELS[state]} color={BID_STATE_COLOURS[state]} />;
}

/** Whether the bidding window has closed (the claim then waits for a draw, docs/product.md "Lottery"). */
export function biddingClosed(closesAt: string | null, now: number = Date.now()): boolean {
  return closesAt !== null && new Date(closesAt).getTime() <= now;
}

/** When bidding closes, or "Bidding closed" once it has: a chip whose words carry the meaning. */
export function ClosingBadge({ closesAt }: { closesAt: string | null }) {
  if (closesAt === null) return null;
  if (biddingClosed(closesAt)) return <Chip size="small" color="warning" label="Bidding closed" />;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<ScheduleIcon aria-hidden />}
      label={`Closes ${formatDateTime(closesAt)}`}
    />
  );
}

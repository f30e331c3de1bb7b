import { BID_SCORE_WEIGHTS, formatMiles, type TBidScore } from '@fixline/domain';
import { Box, Typography } from '@mui/material';

const NEUTRAL = 'neutral: no history yet';

/** What each part of the score was measured from, in words a client can check (docs/marketplace.md). */
function basis(score: TBidScore) {
  const ratings = score.ratingCount === 1 ? '1 rating' : `${score.ratingCount} ratings`;
  return {
    price: 'against the cheapest bid',
    speed: score.cycleTimeDays === null ? NEUTRAL : `cycle time ${score.cycleTimeDays} days`,
    quality: score.rating === null ? NEUTRAL : `rating ${score.rating.toFixed(1)} of 5 from ${ratings}`,
    distance: score.distanceKm === null ? 'neutral: no location' : formatMiles(score.distanceKm),
  } as const;
}

const PARTS = [
  ['price', 'Price'],
  ['speed', 'Speed'],
  ['quality', 'Quality'],
  ['distance', 'Distance'],
] as const;

/** A bid's score: the total, then each part with its weight and what it was measured from. */
export function BidScore({ score }: { score: TBidScore }) {
  const measured = basis(score);
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>Score {score.total.toFixed(1)} of 100</Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
        {PARTS.map(([part, label]) => (
          <Box key={part} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label} ({Math.round(BID_SCORE_WEIGHTS[part] * 100)}%)
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {score[part].toFixed(1)} · {measured[part]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import { NAV_ROUTES } from '@fixline/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useLayoutEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { defaultPathFor } from '../../auth/default-path.ts';
import { marketplaceClaimPath } from './marketplace-paths.ts';

/** What the bid form hands on as it leads here: the claim the bid was placed on. */
function bidClaim(state: unknown): { claimId: string; reference: string } | null {
  if (typeof state !== 'object' || state === null) return null;
  const { claimId, reference } = state as Record<string, unknown>;
  return typeof claimId === 'string' && typeof reference === 'string' ? { claimId, reference } : null;
}

/**
 * /marketplace/bid/created (spec 2): the bid is in, and what happens next. Opened without a bid (an old
 * link, a reload in another tab), it says the same without naming a claim.
 */
export default function BidCreatedPage() {
  const { state } = useLocation();
  const { user } = useAuth();
  const claim = bidClaim(state);
  // The bid form is at the foot of a long claim page: its confirmation starts at the top, not where it was.
  // A block, not an arrow's value: Chromium's scrollTo answers a promise, which React would keep as the
  // effect's clean-up and call on leaving the page ('l is not a function', a blank page; issue 42).
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const home = user ? defaultPathFor(user) : '/';
  const homeLabel = NAV_ROUTES.find((route) => route.path === home)?.nav.label ?? 'home';
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CheckCircleIcon color="success" aria-hidden />
        <Typography variant="h4" component="h1">
          Bid placed
        </Typography>
      </Stack>
      <Card variant="outlined">
        <CardContent>
          <Typography gutterBottom>
            {claim ? `Your bid on claim ${claim.reference} has been sent.` : 'Your bid has been sent.'}
          </Typography>
          <Typography variant="h6" component="h2" gutterBottom>
            What happens next
          </Typography>
          <Box component="ul" sx={{ pl: 3, m: 0, display: 'grid', gap: 1 }}>
            <li>The client compares the bids on price, speed, quality and distance, and chooses one.</li>
            <li>You may change or withdraw your bid until then, from the claim's page.</li>
            <li>You are notified when a bid is chosen. If it is yours, the claim becomes one of your jobs.</li>
          </Box>
        </CardContent>
      </Card>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={home} variant="contained">
          Back to {homeLabel}
        </Button>
        {claim && (
          <Button component={RouterLink} to={marketplaceClaimPath(claim.claimId)} variant="outlined">
            View claim {claim.reference}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

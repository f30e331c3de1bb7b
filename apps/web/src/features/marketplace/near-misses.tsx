import { CAPABILITY_LABELS, CLAIM_TYPE_LABELS, formatMiles, isPermitted, type TNearMisses } from '@fixline/domain';
import { Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useNearMisses } from './marketplace-api.ts';

type NearMiss = TNearMisses['data'][number];

/** What keeps a near claim out, in the garage's own terms. */
function keptOutBy(miss: NearMiss): string {
  const parts: string[] = [];
  if (miss.reasons.includes('needs')) {
    parts.push(`needs ${miss.missingNeeds.map((need) => CAPABILITY_LABELS[need]).join(', ')}, which you do not offer`);
  }
  if (miss.reasons.includes('radius')) parts.push(`beyond your radius of ${formatMiles(miss.radiusKm)}`);
  return parts.join('; ');
}

/**
 * Claims near the garage that its own settings keep out ("near you, but outside your settings"), each by
 * district, kind and distance, with what keeps it out, so the garage can widen its radius or add the
 * work to its capabilities. Nothing when there are none.
 */
export function NearMisses() {
  const { user } = useAuth();
  const misses = useNearMisses();
  if (misses.isError) return <QueryErrorAlert query={misses} />;
  if (!misses.data || misses.data.data.length === 0) return null;
  return (
    <Stack component="section" spacing={1} aria-labelledby="near-misses-title">
      <Typography variant="h6" component="h2" id="near-misses-title">
        Near you, but outside your settings
      </Typography>
      <Typography variant="body2" color="text.secondary">
        These claims are on the marketplace near one of your garages, but your settings keep you from bidding.
        {user && isPermitted(user, { privileges: ['UpdateGarages'] }) && (
          <>
            {' '}
            <Link component={RouterLink} to="/garages">
              Change your garages’ radius and work
            </Link>
            .
          </>
        )}
      </Typography>
      <Box component="ul" aria-label="Claims near you that your settings keep out" sx={{ m: 0, pl: 3 }}>
        {misses.data.data.map((miss, index) => (
          // A near miss has no id a garage may read: its place in the list names it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no identity of their own here
          <Typography component="li" variant="body2" key={index}>
            {CLAIM_TYPE_LABELS[miss.type]} in {miss.postcodeDistrict ?? 'an unknown district'},{' '}
            {formatMiles(miss.distanceKm)} away: {keptOutBy(miss)}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}

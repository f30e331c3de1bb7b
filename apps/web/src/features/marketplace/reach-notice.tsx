import { CAPABILITY_LABELS, formatMiles, type TClaim, type TClaimReach } from '@fixline/domain';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useClaimReach } from './marketplace-api.ts';

type NearbyGarage = TClaimReach['nearby'][number];

/** What keeps a near garage out, in a handler's words. */
function whyNot(garage: NearbyGarage): string {
  const parts: string[] = [];
  if (garage.reasons.includes('needs')) {
    parts.push(`does not offer ${garage.missingNeeds.map((need) => CAPABILITY_LABELS[need]).join(', ')}`);
  }
  if (garage.reasons.includes('radius')) parts.push(`outside its radius of ${formatMiles(garage.radiusKm)}`);
  return parts.join('; ');
}

const garages = (count: number) => (count === 1 ? '1 garage' : `${count} garages`);

/**
 * The claim's reach while it is on the marketplace, for its client and the platform: how many garages
 * can see it and bid, and each garage near it that cannot, with why (a need its work lacks, or a radius
 * that stops short), so the handler can relax a need on the claim rather than wait for bids that cannot
 * come.
 */
export function ReachNotice({ claim }: { claim: TClaim }) {
  const reach = useClaimReach(claim.id);
  if (reach.isError) return <QueryErrorAlert query={reach} />;
  if (!reach.data) return null;
  const { offered, placed, nearby } = reach.data;
  const kept = nearby.filter((garage) => !garage.offered);
  return (
    <Stack spacing={1} aria-label="Who can bid">
      {offered === 0 ? (
        <Alert severity="warning">
          No garage can see this claim, so no bid can come.{' '}
          {kept.length === 0 ? 'No garage has a site within 50 miles of it.' : 'The garages near it are kept out:'}
        </Alert>
      ) : (
        <Typography variant="body2">
          {garages(offered)} can see this claim and bid.
          {!placed && ' It has no postcode, so every suitable garage sees it, however far.'}
        </Typography>
      )}
      {kept.length > 0 && (
        <Box component="ul" aria-label="Garages near it that cannot bid" sx={{ m: 0, pl: 3 }}>
          {kept.map((garage) => (
            <Typography component="li" variant="body2" key={garage.organisation.id}>
              {garage.organisation.name}, {formatMiles(garage.distanceKm)} away: {whyNot(garage)}
            </Typography>
          ))}
        </Box>
      )}
      {kept.some((garage) => garage.reasons.includes('needs')) && (
        <Button
          component={RouterLink}
          to={`/modifyclaim/${claim.id}`}
          variant="outlined"
          size="small"
          sx={{ alignSelf: 'flex-start' }}
        >
          Change what the repair needs
        </Button>
      )}
    </Stack>
  );
}

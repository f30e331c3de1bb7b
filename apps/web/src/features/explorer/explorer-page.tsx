import { formatRegistration, normaliseRegistration } from '@fixline/domain';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Box, Button, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useParams } from 'react-router';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { homePath } from '../claim-lists/claim-list-search.ts';
import { explorerPath, plateProblem, splitVehicleMatches, useVehicleClaims } from './explorer-api.ts';
import { PlateSearchForm } from './plate-search-form.tsx';
import { VehicleClaimCard } from './vehicle-claim-card.tsx';

/** Other plates that contain the one looked up: one of them may be what was meant. */
function DidYouMean({ plates }: { plates: readonly string[] }) {
  if (plates.length === 0) return null;
  return (
    <Stack
      component="nav"
      aria-label="Did you mean"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Typography component="span">Did you mean</Typography>
      {plates.map((plate) => (
        <Button
          key={plate}
          component={RouterLink}
          to={explorerPath(plate)}
          variant="outlined"
          size="small"
          sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 0.5 }}
        >
          {formatRegistration(plate)}
        </Button>
      ))}
    </Stack>
  );
}

function VehicleClaims({ plate }: { plate: string }) {
  const query = useVehicleClaims(plate);
  const shown = formatRegistration(plate);
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width={160} />
        <Skeleton variant="rounded" height={240} data-testid="skeleton-row" />
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryErrorAlert query={query} />;
  }
  const { exact, others } = splitVehicleMatches(query.data, plate);
  if (exact.length === 0) {
    return (
      <Stack spacing={2} sx={{ py: 4 }}>
        <Box sx={{ textAlign: 'center' }}>
          <SearchOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
            No claims for {shown}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            Check the plate, or{' '}
            <Link component={RouterLink} to={homePath({ plateNumber: plate.slice(0, 4) })}>
              search the claims list for part of it
            </Link>
            .
          </Typography>
        </Box>
        <DidYouMean plates={others} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" role="status">
        {exact.length === 1 ? '1 claim' : `${exact.length} claims, newest first`}
      </Typography>
      {others.length > 0 && (
        <Box sx={{ alignSelf: 'flex-start' }}>
          <DidYouMean plates={others} />
        </Box>
      )}
      {exact.map((claim) => (
        <VehicleClaimCard key={claim.id} claim={claim} />
      ))}
    </Stack>
  );
}

/**
 * /explorer and /explorer/{number} (ReadClaims): every claim of one vehicle, newest first, each with its
 * whole timeline, so a vehicle's history reads in one place.
 */
export default function ExplorerPage() {
  const { number = '' } = useParams();
  const plate = normaliseRegistration(number);
  // One address per vehicle: /explorer/ab12%20cde becomes /explorer/AB12CDE.
  if (number && plate !== number && !plateProblem(plate)) return <Navigate to={explorerPath(plate)} replace />;
  const problem = plate ? plateProblem(plate) : null;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {plate && !problem ? `Vehicle ${formatRegistration(plate)}` : 'Vehicle explorer'}
      </Typography>
      <PlateSearchForm key={plate} plate={plate && !problem ? formatRegistration(plate) : number} />
      {!plate && (
        <Typography color="text.secondary">
          Enter a registration plate to see every claim for that vehicle, newest first, each with its full history.
        </Typography>
      )}
      {problem && <Alert severity="warning">{problem}</Alert>}
      {plate && !problem && <VehicleClaims plate={plate} />}
    </Stack>
  );
}

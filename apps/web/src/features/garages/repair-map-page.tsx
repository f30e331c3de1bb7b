import { isPermitted } from '@fixline/domain';
import ListIcon from '@mui/icons-material/List';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { GARAGES_PATH, useRepairMap } from './garages-api.ts';

const RepairMapView = lazy(() => import('./repair-map-view.tsx'));

const counted = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;

/**
 * /repairMap: the garages and the open claims the caller reads, as clustered markers; a marker opens
 * its summary with directions. Leaflet loads with the map, after the page's heading.
 */
export default function RepairMapPage() {
  const { user } = useAuth();
  const mobile = useIsMobile();
  const map = useRepairMap();
  const superAdmin = isPermitted(user, { privileges: ['SuperAdminRepairerLocation'] });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Map
        </Typography>
        <Button component={RouterLink} to={GARAGES_PATH} variant="outlined" startIcon={<ListIcon />}>
          Garages
        </Button>
      </Stack>
      {map.isError && <QueryErrorAlert query={map} />}
      {map.data && (
        <Typography color="text.secondary" data-testid="map-counts">
          {counted(map.data.garages.length, 'garage', 'garages')} and{' '}
          {counted(map.data.claims.length, 'open claim', 'open claims')} on the map. Numbers are groups of places:
          select one to zoom in.{superAdmin ? ' A garage’s page moves it.' : ''}
        </Typography>
      )}
      <Suspense fallback={<Skeleton variant="rounded" height={mobile ? 480 : 600} />}>
        {map.isPending ? (
          <Skeleton variant="rounded" height={mobile ? 480 : 600} />
        ) : (
          map.data && <RepairMapView map={map.data} height={mobile ? 480 : 600} />
        )}
      </Suspense>
    </Stack>
  );
}

import { formatMiles, isPermitted, isSuperAdmin, type TGarage } from '@fixline/domain';
import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import MapIcon from '@mui/icons-material/Map';
import {
  Button,
  Card,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useFilterParams } from '../../components/use-filter-params.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { TextFilterField } from '../claim-lists/text-filter-field.tsx';
import { useOrganisations } from '../organisations/use-organisations.ts';
import { CREATE_GARAGE_PATH, garagePath, REPAIR_MAP_PATH, useGarages } from './garages-api.ts';

const GARAGE_ORGANISATION_TYPES = ['repairer', 'bodyshop'] as const;

function GaragesTable({ garages, showOrganisation }: { garages: TGarage[]; showOrganisation: boolean }) {
  const mobile = useIsMobile();
  return (
    <TableContainer component={Card} variant="outlined">
      <Table aria-label="Garages" sx={mobile ? { '& .MuiTableCell-root': { px: 1.5 } } : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>Garage</TableCell>
            {showOrganisation && !mobile && <TableCell>Organisation</TableCell>}
            {!mobile && <TableCell>Town</TableCell>}
            <TableCell>Postcode</TableCell>
            {!mobile && <TableCell align="right">Serves within</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {garages.map((garage) => (
            <TableRow key={garage.id} data-testid="garage-row">
              <TableCell>
                <Link component={RouterLink} to={garagePath(garage.id)}>
                  {garage.name}
                </Link>
                {mobile && showOrganisation && (
                  <Typography variant="body2" color="text.secondary">
                    {garage.organisationName}
                  </Typography>
                )}
              </TableCell>
              {showOrganisation && !mobile && <TableCell>{garage.organisationName}</TableCell>}
              {!mobile && <TableCell>{garage.town}</TableCell>}
              <TableCell>{garage.postcode}</TableCell>
              {!mobile && <TableCell align="right">{formatMiles(garage.serviceRadiusKm)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /garages: the garages of one's repairer or bodyshop; every garage for super admins, who may narrow
 * to one organisation. Searched by name, town or postcode, kept in the address so a search can be shared.
 */
export default function GaragesPage() {
  const { user } = useAuth();
  const superAdmin = isSuperAdmin(user ?? { permissions: [] });
  const [params, setFilter] = useFilterParams();
  const filters = { search: params.get('search') ?? '', organisationId: params.get('organisationId') ?? '' };
  const garages = useGarages(filters);
  const organisations = useOrganisations(GARAGE_ORGANISATION_TYPES, superAdmin);
  const creates = isPermitted(user, { privileges: ['CreateSingleGarage', 'CreateGarages'] });
  const total = garages.data?.total ?? 0;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Garages
        </Typography>
        <Button component={RouterLink} to={REPAIR_MAP_PATH} variant="outlined" startIcon={<MapIcon />}>
          Map
        </Button>
        {creates && (
          // Loaded, not routed: the form may ask for the browser's location, which only its own page may.
          <Button
            component={RouterLink}
            to={CREATE_GARAGE_PATH}
            reloadDocument
            variant="contained"
            color="secondary"
            startIcon={<AddLocationIcon />}
          >
            Create garage
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextFilterField
          label="Search by name, town or postcode"
          type="search"
          value={filters.search || undefined}
          onCommit={(value) => setFilter('search', value)}
          sx={{ flexGrow: 1 }}
        />
        {superAdmin && (
          <TextField
            select
            label="Organisation"
            value={filters.organisationId}
            onChange={(event) => setFilter('organisationId', event.target.value || undefined)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 240 }}
          >
            <option value="">Every organisation</option>
            {(organisations.data ?? []).map((organisation) => (
              <option key={organisation.id} value={organisation.id}>
                {organisation.name}
              </option>
            ))}
          </TextField>
        )}
      </Stack>
      {garages.isPending && <ListSkeleton label="Loading garages" rows={3} />}
      {garages.isError && <QueryErrorAlert query={garages} />}
      {garages.data &&
        (garages.data.data.length === 0 ? (
          <Card variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
            <Typography>
              {filters.search || filters.organisationId ? 'No garage matches this search' : 'No garages yet'}
            </Typography>
          </Card>
        ) : (
          <>
            <Typography color="text.secondary" data-testid="garage-count">
              {total === 1 ? '1 garage' : `${total.toLocaleString('en-GB')} garages`}
              {total > garages.data.data.length ? `: the first ${garages.data.data.length} by name` : ''}
            </Typography>
            <GaragesTable garages={garages.data.data} showOrganisation={superAdmin} />
          </>
        ))}
    </Stack>
  );
}

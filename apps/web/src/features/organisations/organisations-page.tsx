import {
  isPermitted,
  ORGANISATION_TYPE_LABELS,
  ORGANISATION_TYPES,
  type OrganisationType,
  type TOrganisationListItem,
} from '@fixline/domain';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
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
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useFilterParams } from '../../components/use-filter-params.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { TextFilterField } from '../claim-lists/text-filter-field.tsx';
import { CapabilityChips } from './capability-chips.tsx';
import { OrganisationTypeFilter } from './organisation-type-select.tsx';
import { NEW_ORGANISATION_PATH, organisationPath, useOrganisationDirectory } from './organisations-api.ts';

const peopleText = (count: number) => (count === 1 ? '1 person' : `${count} people`);

function OrganisationsTable({ organisations }: { organisations: TOrganisationListItem[] }) {
  const mobile = useIsMobile();
  return (
    <TableContainer component={Card} variant="outlined">
      <Table aria-label="Organisations" sx={mobile ? { '& .MuiTableCell-root': { px: 1.5 } } : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>Organisation</TableCell>
            {!mobile && <TableCell>Type</TableCell>}
            {!mobile && <TableCell>Capabilities</TableCell>}
            <TableCell align="right">People</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {organisations.map((organisation) => (
            <TableRow key={organisation.id} data-testid="organisation-row">
              <TableCell>
                <Link component={RouterLink} to={organisationPath(organisation.id)}>
                  {organisation.name}
                </Link>
                {mobile && (
                  <Typography variant="body2" color="text.secondary">
                    {ORGANISATION_TYPE_LABELS[organisation.type]}
                  </Typography>
                )}
              </TableCell>
              {!mobile && <TableCell>{ORGANISATION_TYPE_LABELS[organisation.type]}</TableCell>}
              {!mobile && (
                <TableCell>
                  <CapabilityChips capabilities={organisation.capabilities} />
                </TableCell>
              )}
              <TableCell align="right" data-testid="organisation-users">
                {mobile ? organisation.users : peopleText(organisation.users)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const isType = (value: string | null): value is OrganisationType =>
  (ORGANISATION_TYPES as readonly string[]).includes(value ?? '');

/**
 * /organizations: every organisation for super admins, one's own for an organisation's admin; searched
 * by name and filtered by type, both kept in the address so a filtered list can be shared.
 */
export default function OrganisationsPage() {
  const { user } = useAuth();
  const [params, setFilter] = useFilterParams();
  const type = params.get('type');
  const filters = { search: params.get('search') ?? '', type: isType(type) ? type : ('' as const) };
  const organisations = useOrganisationDirectory(filters);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Organisations
        </Typography>
        {isPermitted(user, { privileges: ['CreateOrganisation'] }) && (
          <Button
            component={RouterLink}
            to={NEW_ORGANISATION_PATH}
            variant="contained"
            color="secondary"
            startIcon={<AddBusinessIcon />}
          >
            Create organisation
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextFilterField
          label="Search by name"
          type="search"
          value={filters.search || undefined}
          onCommit={(value) => setFilter('search', value)}
          sx={{ flexGrow: 1 }}
        />
        <OrganisationTypeFilter value={filters.type} onChange={(value) => setFilter('type', value || undefined)} />
      </Stack>
      {organisations.isPending && <ListSkeleton label="Loading organisations" rows={3} />}
      {organisations.isError && <QueryErrorAlert query={organisations} />}
      {organisations.data &&
        (organisations.data.length === 0 ? (
          <Card variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
            <Typography>No organisation matches these filters</Typography>
          </Card>
        ) : (
          <OrganisationsTable organisations={organisations.data} />
        ))}
    </Stack>
  );
}

import {
  isPermitted,
  isSuperAdmin,
  ORGANISATION_MESSAGES,
  ORGANISATION_TYPE_LABELS,
  ROLE_LABELS,
  type TOrganisation,
} from '@fixline/domain';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { DetailList } from '../../components/detail-list.tsx';
import { formatDay } from '../../components/format-date.ts';
import { ObjectNotFound } from '../../components/object-not-found.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { ApiKeysSection } from '../api-keys/api-keys-section.tsx';
import { usersPath } from '../users/people-api.ts';
import { WebhooksSection } from '../webhooks/webhooks-section.tsx';
import { CapabilityChips } from './capability-chips.tsx';
import { FnolCodeSection } from './fnol-code-section.tsx';
import { OrganisationCapabilitiesForm } from './organisation-capabilities-form.tsx';
import { OrganisationGarages } from './organisation-garages.tsx';
import { OrganisationNameForm } from './organisation-name-form.tsx';
import { OrganisationSettingsForm } from './organisation-settings-form.tsx';
import { ORGANISATIONS_PATH, useOrganisation } from './organisations-api.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Members({ organisation }: { organisation: TOrganisation }) {
  const mobile = useIsMobile();
  if (organisation.members.length === 0) {
    return <Typography color="text.secondary">Nobody yet: invite its first admin.</Typography>;
  }
  return (
    <TableContainer>
      <Table aria-label="People" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            {!mobile && <TableCell>Email</TableCell>}
            <TableCell>Role</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {organisation.members.map((member) => (
            <TableRow key={member.id}>
              <TableCell>
                {member.name}
                {mobile && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {member.email}
                  </Typography>
                )}
              </TableCell>
              {!mobile && <TableCell>{member.email}</TableCell>}
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Chip label={ROLE_LABELS[member.role]} size="small" />
                  {member.disabled && <Chip label="Disabled" size="small" color="warning" />}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OrganisationView({ organisation }: { organisation: TOrganisation }) {
  const { user } = useAuth();
  const superAdmin = isSuperAdmin(user ?? { permissions: [] });
  const capabilityPrivilege =
    organisation.type === 'client' ? 'SuperAdminUpdateOrgData' : 'SuperAdminRepairerCapabilities';
  const editsCapabilities =
    organisation.type !== 'platform' && isPermitted(user, { privileges: [capabilityPrivilege] });
  // Its own admins change its settings as well as super admins (decision 0047).
  const editsSettings =
    superAdmin || (user?.permissions ?? []).some((p) => p.organisationId === organisation.id && p.role === 'ADMIN');
  // A client's own systems and Fixline, both ways (keys to call in, webhooks to be called): for its admins
  // and the platform.
  const connectsSystems = organisation.type === 'client' && editsSettings;
  const readsFnolCode = organisation.type === 'client' && isPermitted(user, { privileges: ['ReadFnolCode'] });
  // Repairers and bodyshops have sites (decision 0053): their list, filtered to this organisation.
  const hasGarages =
    (organisation.type === 'repairer' || organisation.type === 'bodyshop') &&
    isPermitted(user, { privileges: ['ReadGarages'] });
  const managesPeople = isPermitted(user, {
    privileges: ['ReadOrgUsers', 'WriteOrgUsers', 'SuperAdminAccessAllUsers'],
  });

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {organisation.name}
        </Typography>
        <Chip label={ORGANISATION_TYPE_LABELS[organisation.type]} />
      </Stack>
      <Section title="Details">
        <Stack spacing={2}>
          <DetailList
            details={[
              { term: 'Type', value: ORGANISATION_TYPE_LABELS[organisation.type] },
              { term: 'People', value: String(organisation.users) },
              { term: 'Created', value: formatDay(organisation.createdAt) },
            ]}
          />
          {isPermitted(user, { privileges: ['SuperAdminUpdateOrgData'] }) && (
            <OrganisationNameForm organisation={organisation} />
          )}
        </Stack>
      </Section>
      {organisation.type !== 'platform' && (
        <Section title="Capabilities">
          {editsCapabilities ? (
            <OrganisationCapabilitiesForm organisation={organisation} />
          ) : (
            <CapabilityChips capabilities={organisation.capabilities} />
          )}
        </Section>
      )}
      <Section title="Settings">
        <OrganisationSettingsForm organisation={organisation} editable={editsSettings} />
      </Section>
      {readsFnolCode && (
        <Section title="FNOL code">
          <FnolCodeSection organisation={organisation} />
        </Section>
      )}
      <Section title="People">
        <Stack spacing={2}>
          <Members organisation={organisation} />
          {managesPeople && (
            <Stack direction="row">
              <Button component={RouterLink} to={usersPath({ organisationId: organisation.id })} variant="outlined">
                Manage people
              </Button>
            </Stack>
          )}
        </Stack>
      </Section>
      {connectsSystems && (
        <Section title="API keys">
          <ApiKeysSection organisationId={organisation.id} />
        </Section>
      )}
      {connectsSystems && (
        <Section title="Webhooks">
          <WebhooksSection organisationId={organisation.id} />
        </Section>
      )}
      {hasGarages && (
        <Section title="Garages">
          <OrganisationGarages organisationId={organisation.id} />
        </Section>
      )}
    </Stack>
  );
}

/**
 * /organizations/{id}: one organisation's details, capabilities, settings, FNOL code and people; a client's
 * API keys and webhooks for its admins and the platform.
 */
export default function OrganisationPage() {
  const { id = '' } = useParams();
  const organisation = useOrganisation(id);
  if (organisation.isPending) return <PageSkeleton />;
  if (isApiError(organisation.error, 404) || isApiError(organisation.error, 400))
    return (
      <ObjectNotFound
        message={ORGANISATION_MESSAGES.notFound}
        back={ORGANISATIONS_PATH}
        backLabel="Back to organisations"
      />
    );
  if (organisation.isError) return <QueryErrorAlert query={organisation} />;
  // Keyed by id and by the organisation's data, so its forms start again from what was saved.
  return <OrganisationView key={organisation.data.id} organisation={organisation.data} />;
}

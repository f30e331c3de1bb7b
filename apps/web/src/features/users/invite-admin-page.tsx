import { Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useOrganisations } from '../organisations/use-organisations.ts';
import { InviteForm } from './invite-form.tsx';

/** Organisations that have admins: every one but the platform, whose people are super admins. */
const TYPES = ['client', 'repairer', 'bodyshop'] as const;

/** /inviteAdmin (ExecuteSuperAdminInvite): an organisation's first admin, by email; the link to copy. */
export default function InviteAdminPage() {
  const organisations = useOrganisations(TYPES);
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        Invite admin
      </Typography>
      <Typography color="text.secondary">
        The admin registers through the link and then invites the rest of their organisation.
      </Typography>
      <Card variant="outlined">
        <CardContent>
          {organisations.isPending && <Skeleton variant="rounded" height={160} />}
          {organisations.isError && <QueryErrorAlert query={organisations} />}
          {organisations.data && (
            <InviteForm organisations={organisations.data} fixedRole="ADMIN" submitLabel="Invite admin" />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

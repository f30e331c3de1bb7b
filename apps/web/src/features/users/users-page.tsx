import {
  isPermitted,
  ORGANISATION_TYPES,
  organisationIdsWith,
  ROLE_LABELS,
  ROLES,
  type Role,
  type TUser,
  USER_STATE_LABELS,
  USER_STATES,
  type UserState,
} from '@fixline/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  Button,
  Card,
  CardContent,
  Chip,
  Collapse,
  Skeleton,
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
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useFilterParams } from '../../components/use-filter-params.ts';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { TextFilterField } from '../claim-lists/text-filter-field.tsx';
import { useOrganisations } from '../organisations/use-organisations.ts';
import { InvitationsSection } from './invitations-section.tsx';
import { InviteForm } from './invite-form.tsx';
import { USERS_PAGE_SIZE, type UserFilters, useInvitations, useUsers } from './people-api.ts';
import { UserActions } from './user-actions.tsx';

function stateOf(user: TUser): UserState {
  if (user.disabled) return 'disabled';
  return user.requiredPasswordChange ? 'passwordChange' : 'active';
}

/** Filled chips: their text is the palette's contrast text (theme.ts), which reads at WCAG AA. */
const STATE_COLOURS = { active: 'success', disabled: 'warning', passwordChange: 'info' } as const;

function UsersTable({
  users,
  managed,
  selfId,
}: {
  users: TUser[];
  /** Organisations whose people the reader manages (null: everyone's); undefined: manages nobody. */
  managed: readonly string[] | null | undefined;
  selfId: string | undefined;
}) {
  const mobile = useIsMobile();
  return (
    <TableContainer component={Card} variant="outlined" sx={{ position: 'relative' }}>
      <Table aria-label="Users" sx={mobile ? { '& .MuiTableCell-root': { px: 1.5 } } : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>Person</TableCell>
            {!mobile && <TableCell>Organisations</TableCell>}
            <TableCell>State</TableCell>
            {managed !== undefined && (
              <TableCell align="right">
                <VisuallyHidden>Actions</VisuallyHidden>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => {
            const state = stateOf(user);
            const roles = user.permissions.map((p) => `${ROLE_LABELS[p.role]} of ${p.organisationName}`).join(', ');
            return (
              <TableRow key={user.id} data-testid="user-row">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {user.name}
                  <Typography variant="body2" color="text.secondary">
                    {user.email}
                  </Typography>
                  {mobile && (
                    <Typography variant="body2" color="text.secondary">
                      {roles}
                    </Typography>
                  )}
                </TableCell>
                {!mobile && <TableCell>{roles}</TableCell>}
                <TableCell>
                  <Chip label={USER_STATE_LABELS[state]} size="small" color={STATE_COLOURS[state]} />
                </TableCell>
                {managed !== undefined && (
                  <TableCell align="right">
                    {user.id !== selfId && <UserActions user={user} organisations={managed} />}
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function NativeFilter<T extends string>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string }[];
  allLabel: string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      // A set width in the row: a select is as wide as its longest option, so one whose options arrive
      // after the first paint (the organisations) would widen and push the row about (issue 26's CLS).
      sx={{ width: { md: 200 } }}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

const pick = <T extends string>(value: string | null, values: readonly T[]) =>
  values.includes(value as T) ? (value as T) : undefined;

/**
 * /users: who the reader may see — their own organisations' people (ReadOrgUsers), everyone's for
 * SuperAdminAccessAllUsers — searched and filtered (in the address), with invitations to send, resend
 * or revoke, and each person's state and role to change for those who manage them (WriteOrgUsers).
 */
export default function UsersPage() {
  const { user } = useAuth();
  const [params, setFilter] = useFilterParams();
  const [inviting, setInviting] = useState(false);
  const everyone = isPermitted(user, { privileges: ['SuperAdminAccessAllUsers'] });
  const inviter = isPermitted(user, { privileges: ['ExecuteUserInvite', 'ExecuteSuperAdminInvite'] });
  const superInviter = isPermitted(user, { privileges: ['ExecuteSuperAdminInvite'] });
  const managed = everyone
    ? null
    : isPermitted(user, { privileges: ['WriteOrgUsers'] }) && user
      ? organisationIdsWith(user, 'WriteOrgUsers')
      : undefined;

  const organisations = useOrganisations(ORGANISATION_TYPES);
  const invitable = superInviter
    ? (organisations.data ?? [])
    : (organisations.data ?? []).filter((o) => user && organisationIdsWith(user, 'ExecuteUserInvite').includes(o.id));

  const filters: UserFilters = {
    search: params.get('search') ?? undefined,
    organisationId: params.get('organisationId') ?? undefined,
    role: pick<Role>(params.get('role'), ROLES),
    state: pick<UserState>(params.get('state'), USER_STATES),
  };
  const users = useUsers(filters, everyone);
  // Asked for with the people, shown once they are drawn (below).
  useInvitations(inviter);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Users
        </Typography>
        {inviter && (
          <Button
            variant="contained"
            color="secondary"
            startIcon={<PersonAddIcon />}
            aria-expanded={inviting}
            onClick={() => setInviting((open) => !open)}
          >
            Invite someone
          </Button>
        )}
      </Stack>
      {inviter && (
        <Collapse in={inviting} unmountOnExit>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                Invite someone
              </Typography>
              {organisations.isPending ? (
                <Skeleton variant="rounded" height={160} />
              ) : (
                <InviteForm organisations={invitable} submitLabel="Send invitation" />
              )}
            </CardContent>
          </Card>
        </Collapse>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextFilterField
          label="Search by name or email"
          type="search"
          value={filters.search}
          onCommit={(value) => setFilter('search', value)}
          sx={{ flexGrow: 1, minWidth: 220 }}
        />
        {/* Shown from the first paint where it will be needed (everyone's people), so its arrival moves nothing. */}
        {(everyone || (organisations.data?.length ?? 0) > 1) && (
          <NativeFilter
            label="Organisation"
            value={filters.organisationId}
            allLabel="All organisations"
            options={(organisations.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
            onChange={(value) => setFilter('organisationId', value)}
          />
        )}
        <NativeFilter
          label="Role"
          value={filters.role}
          allLabel="All roles"
          options={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          onChange={(value) => setFilter('role', value)}
        />
        <NativeFilter
          label="State"
          value={filters.state}
          allLabel="All states"
          options={USER_STATES.map((state) => ({ value: state, label: USER_STATE_LABELS[state] }))}
          onChange={(value) => setFilter('state', value)}
        />
      </Stack>
      {users.isPending && <ListSkeleton label="Loading users" height={56} />}
      {users.isError && <QueryErrorAlert query={users} />}
      {users.data &&
        (users.data.length === 0 ? (
          <Card variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
            <Typography>Nobody matches these filters</Typography>
          </Card>
        ) : (
          <>
            <UsersTable users={users.data} managed={managed} selfId={user?.id} />
            {users.data.length === USERS_PAGE_SIZE && (
              <Typography variant="body2" color="text.secondary">
                The first {USERS_PAGE_SIZE} are shown: search to find someone else.
              </Typography>
            )}
          </>
        ))}
      {/* Below the people, and only once they are drawn: drawn earlier, under the list's skeleton, the
          section moved down when the longer list replaced it (issue 26's CLS on a phone). */}
      {inviter && users.data && <InvitationsSection />}
    </Stack>
  );
}

import { ORGANISATION_TYPE_LABELS, ROLE_LABELS } from '@fixline/domain';
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
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';
import { ProfileForm } from './profile-form.tsx';

/** The signed-in user's profile: who they are, their name and phone to change, and what they may do where. */
export default function UserProfilePage() {
  const { user } = useAuth();
  if (!user) return null;

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        Your profile
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {user.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {user.email}
          </Typography>
          <ProfileForm user={user} />
          <Button component={RouterLink} to="/password-reset" variant="outlined">
            Change password
          </Button>
        </CardContent>
      </Card>
      <Typography variant="h5" component="h2">
        Notifications
      </Typography>
      <Typography color="text.secondary">
        How each kind of claim event reaches you. Web push also needs this browser’s permission.
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <NotificationPreferencesForm />
        </CardContent>
      </Card>
      <Typography variant="h5" component="h2">
        Permissions
      </Typography>
      {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
      <TableContainer component={Card} variant="outlined" tabIndex={0} role="region" aria-label="Permissions table">
        <Table aria-label="Permissions">
          <TableHead>
            <TableRow>
              <TableCell>Organisation</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Role</TableCell>
              <TableCell align="right">Privileges</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {user.permissions.map((entry) => (
              <TableRow key={`${entry.organisationId}-${entry.role}`}>
                <TableCell>{entry.organisationName}</TableCell>
                <TableCell>{ORGANISATION_TYPE_LABELS[entry.organisationType]}</TableCell>
                <TableCell>
                  <Chip label={ROLE_LABELS[entry.role]} size="small" />
                </TableCell>
                <TableCell align="right">{entry.privileges.length}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

import {
  errorText,
  type TPasswordUpdateRequest,
  type TUser,
  UI_MESSAGES,
  withPasswordConfirmation,
  ZPasswordUpdateRequest,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { defaultPathFor } from '../../auth/default-path.ts';
import { FormTextField } from '../../components/form-text-field.tsx';
import { showToast } from '../../shell/toasts.ts';
import { AuthCard } from './auth-card.tsx';

const ZPasswordForm = withPasswordConfirmation(ZPasswordUpdateRequest, 'newPassword');
type PasswordFormInput = TPasswordUpdateRequest & { confirmPassword: string };

/** Change password; also the forced change of a user with requiredPasswordChange (spec section 4). */
export default function PasswordResetPage() {
  const { user, updateUser } = useAuth();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PasswordFormInput>({
    // First checked when a field is left, then as the person types, so a fixed mistake clears at once.
    mode: 'onTouched',
    resolver: zodResolver(ZPasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setServerError(null);
    try {
      const updated = await apiRequest<TUser>('/api/users/password', {
        method: 'PUT',
        body: { currentPassword, newPassword },
      });
      // The server clears requiredPasswordChange; the shell shows the navigation again from here on.
      updateUser({ ...updated, requiredPasswordChange: false });
      showToast(UI_MESSAGES.passwordChanged, { variant: 'success' });
      navigate(defaultPathFor(updated), { replace: true });
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <AuthCard title="Change password">
      {user?.requiredPasswordChange && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Please choose a new password before you continue.
        </Typography>
      )}
      {/* Every helper text keeps its line (' '), so a message vanishing on blur never moves the button
          away from under a click that is already under way. */}
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <FormTextField
          form={form}
          name="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <FormTextField
          form={form}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          form={form}
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Change password
        </Button>
      </Stack>
    </AuthCard>
  );
}

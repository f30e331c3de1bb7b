import {
  errorText,
  PASSWORD_RESET_MESSAGES,
  type TResetPasswordRequest,
  withPasswordConfirmation,
  ZResetPasswordRequest,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { FormTextField } from '../../components/form-text-field.tsx';
import { showToast } from '../../shell/toasts.ts';
import { AuthCard } from './auth-card.tsx';

const ZResetForm = withPasswordConfirmation(ZResetPasswordRequest.omit({ token: true }), 'password');
type ResetFormInput = Omit<TResetPasswordRequest, 'token'> & { confirmPassword: string };

/**
 * A "Forgot password?" link's page: the token is in the address's fragment (#token=…), which the browser
 * never sends to a server; the page sends it with the new password once.
 */
export default function ResetPasswordPage() {
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ResetFormInput>({
    mode: 'onTouched',
    resolver: zodResolver(ZResetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await apiRequest('/api/users/reset-password', { method: 'POST', body: { token, password } });
      showToast(PASSWORD_RESET_MESSAGES.done, { variant: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <AuthCard title="Choose a new password">
      {token ? (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <FormTextField form={form} name="password" label="New password" type="password" autoComplete="new-password" />
          <FormTextField
            form={form}
            name="confirmPassword"
            label="Confirm password"
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            Change password
          </Button>
        </Stack>
      ) : (
        <Alert severity="error">{PASSWORD_RESET_MESSAGES.invalid}</Alert>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/forgot-password">
          Ask for a new link
        </Link>
      </Typography>
    </AuthCard>
  );
}

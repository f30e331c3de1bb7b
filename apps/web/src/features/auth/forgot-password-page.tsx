import { errorText, type TForgotPasswordRequest, ZForgotPasswordRequest } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { FormTextField } from '../../components/form-text-field.tsx';
import { AuthCard } from './auth-card.tsx';

/**
 * "Forgot password?" (issue 26): asks for the address and says what happens next. The answer reads the
 * same whether or not the address has an account, so the page tells no one who has one.
 */
export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TForgotPasswordRequest>({
    mode: 'onTouched',
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async (body) => {
    setServerError(null);
    try {
      const answer = await apiRequest<{ message: string }>('/api/users/forgot-password', { method: 'POST', body });
      setSent(answer.message);
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <AuthCard title="Forgot password">
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography>
            Enter the email address you sign in with. We will mail you a link to choose a new password.
          </Typography>
          {serverError && (
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          )}
          <FormTextField form={form} name="email" label="Email" type="email" autoComplete="username" />
          <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
            Send the link
          </Button>
        </Stack>
      )}
      <Typography sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          Back to sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}

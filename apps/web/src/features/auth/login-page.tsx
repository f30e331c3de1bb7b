import { errorText, type TLoginRequest } from '@fixline/domain';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { defaultPathFor } from '../../auth/default-path.ts';
import type { LoginRedirectState } from '../../auth/route-guard.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { lazyResolver } from '../../components/lazy-resolver.ts';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { AuthCard } from './auth-card.tsx';

/**
 * Most visits start here, so the page is interactive before zod arrives: the form's checks (the
 * domain's ZLoginRequest) load on the first focus, or at the first check (docs/decisions/0035).
 */
const resolver = lazyResolver(() => import('./login-resolver.ts').then(({ loginResolver }) => loginResolver));

/** Sign-in (spec section 4). Once signed in, the page sends the user back where they came from. */
export default function LoginPage() {
  const { status, user, login } = useAuth();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TLoginRequest>({
    // First checked when a field is left, then as the person types, so a fixed mistake clears at once.
    mode: 'onTouched',
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  if (status === 'restoring') return <PageSkeleton />;
  if (user) {
    const from = (location.state as LoginRedirectState | null)?.from;
    const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : defaultPathFor(user);
    return <Navigate to={target} replace />;
  }

  const submit = handleSubmit(async (credentials) => {
    setServerError(null);
    try {
      await login(credentials);
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <AuthCard title="Sign in">
      <Stack component="form" spacing={2} onSubmit={submit} onFocus={resolver.preload} noValidate>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="username" />
        <FormTextField form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Sign in
        </Button>
      </Stack>
    </AuthCard>
  );
}

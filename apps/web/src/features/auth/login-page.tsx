import { errorText } from '@fixline/domain';
import { Button, Link, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { defaultPathFor } from '../../auth/default-path.ts';
import type { LoginRedirectState } from '../../auth/route-guard.tsx';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { AuthCard } from './auth-card.tsx';
import { useLoginForm } from './use-login-form.ts';

/**
 * Only a refused sign-in shows an Alert: it loads with the form's checks, on the first focus, so it is
 * there long before the server's answer. Were it not, the same words show plainly until it is.
 */
const loadAlert = () => import('@mui/material/Alert');
const Alert = lazy(loadAlert);

/**
 * Sign-in (spec section 4). Once signed in, the page sends the user back where they came from. Most
 * visits start here, so the page is interactive before zod arrives: the form's checks load on the
 * first focus, or at the first check (use-login-form.ts, docs/decisions/0035).
 */
export default function LoginPage() {
  const { status, user, login } = useAuth();
  const location = useLocation();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useLoginForm();

  if (status === 'restoring') return <PageSkeleton />;
  if (user) {
    const from = (location.state as LoginRedirectState | null)?.from;
    const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : defaultPathFor(user);
    return <Navigate to={target} replace />;
  }

  return (
    <AuthCard title="Sign in">
      <Stack
        component="form"
        // A form with nowhere to go: whatever submits it, nothing is sent, never the password in a URL.
        method="dialog"
        spacing={2}
        onSubmit={(event) => {
          setServerError(null);
          form.submit(event, login).catch((error: unknown) => setServerError(errorText(error)));
        }}
        onFocus={() => {
          form.preload();
          void loadAlert();
        }}
        noValidate
      >
        {serverError && (
          <Suspense
            fallback={
              <Typography role="alert" color="error">
                {serverError}
              </Typography>
            }
          >
            <Alert severity="error" role="alert">
              {serverError}
            </Alert>
          </Suspense>
        )}
        <OutlinedTextField {...form.field('email')} label="Email" type="email" autoComplete="username" />
        <OutlinedTextField
          {...form.field('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={form.submitting}>
          Sign in
        </Button>
        <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'center' }}>
          Forgot password?
        </Link>
      </Stack>
    </AuthCard>
  );
}

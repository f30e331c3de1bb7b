import {
  ERROR_MESSAGES,
  errorText,
  ORGANISATION_TYPE_LABELS,
  ROLE_LABELS,
  type TInvitePreview,
  type TRegisterRequest,
  UI_MESSAGES,
  withPasswordConfirmation,
  ZRegisterRequest,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, List, ListItem, ListItemText, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { FormTextField } from '../../components/form-text-field.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { showToast } from '../../shell/toasts.ts';
import { AuthCard } from './auth-card.tsx';

const ZRegisterForm = withPasswordConfirmation(ZRegisterRequest, 'password');
type RegisterFormInput = TRegisterRequest & { confirmPassword: string };

/** Accepting an invitation: shows who invited whom, then sets the name and password (spec section 2). */
export default function RegisterPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invite = useQuery({
    queryKey: ['invite', token],
    queryFn: ({ signal }) =>
      apiRequest<TInvitePreview>(`/api/users/register?token=${encodeURIComponent(token)}`, { signal }),
    enabled: token.length > 0,
  });

  if (!token) {
    return (
      <AuthCard title="Register">
        <Alert severity="error">{ERROR_MESSAGES.inviteInvalid}</Alert>
      </AuthCard>
    );
  }
  if (invite.isPending) return <PageSkeleton />;
  if (invite.isError) {
    return (
      <AuthCard title="Register">
        <Alert severity="error">{errorText(invite.error)}</Alert>
      </AuthCard>
    );
  }
  return <RegisterForm token={token} invite={invite.data} />;
}

function RegisterForm({ token, invite }: { token: string; invite: TInvitePreview }) {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<RegisterFormInput>({
    // First checked when a field is left, then as the person types, so a fixed mistake clears at once.
    mode: 'onTouched',
    resolver: zodResolver(ZRegisterForm),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  const submit = handleSubmit(async ({ name, password }) => {
    setServerError(null);
    try {
      await apiRequest(`/api/users/register?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: { name, password },
      });
      showToast(UI_MESSAGES.registered, { variant: 'success' });
      navigate('/login', { replace: true });
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <AuthCard title="Register">
      <List dense aria-label="Invitation" sx={{ mb: 2 }}>
        <ListItem disableGutters>
          <ListItemText primary="Email" secondary={invite.email} />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText primary="Organisation" secondary={invite.organisationName} />
        </ListItem>
        <ListItem disableGutters>
          <ListItemText
            primary="Role"
            secondary={`${ROLE_LABELS[invite.role]}, ${ORGANISATION_TYPE_LABELS[invite.organisationType]}`}
          />
        </ListItem>
      </List>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {serverError && (
          <Alert severity="error" role="alert">
            {serverError}
          </Alert>
        )}
        <FormTextField form={form} name="name" label="Name" autoComplete="name" />
        <FormTextField form={form} name="password" label="Password" type="password" autoComplete="new-password" />
        <FormTextField
          form={form}
          name="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          Register
        </Button>
      </Stack>
    </AuthCard>
  );
}

import { type TUser, USER_MESSAGES, ZProfileUpdateRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { type Resolver, useForm } from 'react-hook-form';
import { apiRequest } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { FormTextField } from '../../components/form-text-field.tsx';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { showToast } from '../../shell/toasts.ts';

interface ProfileValues {
  name: string;
  phone: string;
}
type ProfileOutput = z.output<typeof ZProfileUpdateRequest>;
const resolver = zodResolver(ZProfileUpdateRequest) as Resolver<ProfileValues, unknown, ProfileOutput>;

/** /user: one's own name and phone, checked by the server's schema as they are left. */
export function ProfileForm({ user }: { user: TUser }) {
  const { updateUser } = useAuth();
  const form = useForm<ProfileValues, unknown, ProfileOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: { name: user.name, phone: user.phone ?? '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await apiRequest<TUser>('/api/users/current', { method: 'PUT', body });
      updateUser(saved);
      form.reset({ name: saved.name, phone: saved.phone ?? '' });
      showToast(USER_MESSAGES.profileSaved, { variant: 'success' });
    } catch (error) {
      showServerFormErrors(form, error, ['name', 'phone']);
    }
  });
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <FormTextField
        form={form}
        name="name"
        label="Name"
        autoComplete="name"
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <FormTextField
        form={form}
        name="phone"
        label="Phone"
        required={false}
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" color="secondary" disabled={form.formState.isSubmitting}>
          Save profile
        </Button>
      </Stack>
    </Stack>
  );
}

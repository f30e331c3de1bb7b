import {
  ORGANISATION_TYPE_LABELS,
  ROLE_LABELS,
  ROLES_BY_ORGANISATION_TYPE,
  type Role,
  type TOrganisationSummary,
  USER_MESSAGES,
  ZInviteRequest,
  type z,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { showToast } from '../../shell/toasts.ts';
import { InviteLinkPanel } from './invite-link.tsx';
import { type InviteLink, inviteUser, peopleKey } from './people-api.ts';

interface InviteValues {
  email: string;
  organisationId: string | undefined;
  role: Role | undefined;
}
type InviteOutput = z.output<typeof ZInviteRequest>;
const resolver = zodResolver(ZInviteRequest) as Resolver<InviteValues, unknown, InviteOutput>;

interface InviteFormProps {
  organisations: readonly TOrganisationSummary[];
  /** /inviteAdmin invites an organisation's admin: no role to choose. */
  fixedRole?: Role;
  submitLabel: string;
}

/**
 * Invites a person by email to an organisation in a role its type allows; answers the link to copy.
 * With one organisation to choose from, it is chosen already.
 */
export function InviteForm({ organisations, fixedRole: role, submitLabel }: InviteFormProps) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<{ link: InviteLink; email: string } | null>(null);
  const only = organisations.length === 1 ? organisations[0]?.id : undefined;
  const form = useForm<InviteValues, unknown, InviteOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: { email: '', organisationId: only, role },
  });
  const organisationId = useWatch({ control: form.control, name: 'organisationId' });
  const type = organisations.find((o) => o.id === organisationId)?.type;
  const roles = type ? ROLES_BY_ORGANISATION_TYPE[type] : [];

  const submit = form.handleSubmit(async (body) => {
    try {
      const link = await inviteUser(body);
      setSent({ link, email: body.email });
      form.reset({ email: '', organisationId: body.organisationId, role });
      await queryClient.invalidateQueries({ queryKey: peopleKey });
      showToast(USER_MESSAGES.invited, { variant: 'success' });
    } catch (error) {
      showServerFormErrors(form, error, ['email', 'organisationId', 'role'], 'email');
    }
  });

  return (
    <Stack spacing={2}>
      <Stack component="form" spacing={1} onSubmit={submit} noValidate>
        <FormTextField form={form} name="email" label="Email" type="email" autoComplete="off" />
        <FormSelectField
          form={form}
          name="organisationId"
          label="Organisation"
          emptyLabel="Choose an organisation"
          options={organisations.map(({ id, name, type: t }) => ({
            value: id,
            label: `${name} (${ORGANISATION_TYPE_LABELS[t]})`,
          }))}
        />
        {!role && (
          <FormSelectField
            form={form}
            name="role"
            label="Role"
            emptyLabel={type ? 'Choose a role' : 'Choose the organisation first'}
            options={roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          />
        )}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" color="secondary" disabled={form.formState.isSubmitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
      {sent && <InviteLinkPanel link={sent.link} email={sent.email} />}
    </Stack>
  );
}

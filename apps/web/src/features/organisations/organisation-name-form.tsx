import { ORGANISATION_MESSAGES, type TOrganisation, ZOrganisationUpdateRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field.tsx';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { showToast } from '../../shell/toasts.ts';
import { organisationsKey, updateOrganisation } from './organisations-api.ts';

type NameValues = { name: string };
type NameOutput = z.output<typeof ZOrganisationUpdateRequest>;
const resolver = zodResolver(ZOrganisationUpdateRequest) as Resolver<NameValues, unknown, NameOutput>;

/** SuperAdminUpdateOrgData: the organisation's name; a taken one is said beside the field. */
export function OrganisationNameForm({ organisation }: { organisation: TOrganisation }) {
  const queryClient = useQueryClient();
  const form = useForm<NameValues, unknown, NameOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: { name: organisation.name },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await updateOrganisation(organisation.id, body);
      await queryClient.invalidateQueries({ queryKey: organisationsKey });
      form.reset({ name: saved.name });
      showToast(ORGANISATION_MESSAGES.saved, { variant: 'success' });
    } catch (error) {
      showServerFormErrors(form, error, ['name'], 'name');
    }
  });
  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} noValidate>
      <FormTextField form={form} name="name" label="Name" autoComplete="organization" sx={{ flexGrow: 1 }} />
      <Button
        type="submit"
        variant="outlined"
        disabled={form.formState.isSubmitting}
        sx={{ alignSelf: { xs: 'flex-end', sm: 'flex-start' }, mt: { sm: 1 } }}
      >
        Save name
      </Button>
    </Stack>
  );
}

import {
  type Capability,
  capabilitiesFor,
  ORGANISATION_MESSAGES,
  ORGANISATION_TYPE_LABELS,
  ORGANISATION_TYPES,
  type OrganisationType,
  ZOrganisationCreateRequest,
  type z,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { showToast } from '../../shell/toasts.ts';
import { CapabilitiesField } from './capabilities-field.tsx';
import { createOrganisation, ORGANISATIONS_PATH, organisationPath, organisationsKey } from './organisations-api.ts';

interface NewOrganisationValues {
  name: string;
  type: OrganisationType | undefined;
  capabilities: Capability[];
}
type NewOrganisationOutput = z.output<typeof ZOrganisationCreateRequest>;
const resolver = zodResolver(ZOrganisationCreateRequest) as Resolver<
  NewOrganisationValues,
  unknown,
  NewOrganisationOutput
>;

/** The platform is made once, by the installation: nobody creates another. */
const CREATABLE_TYPES = ORGANISATION_TYPES.filter((type) => type !== 'platform');
const TYPE_OPTIONS = CREATABLE_TYPES.map((type) => ({ value: type, label: ORGANISATION_TYPE_LABELS[type] }));

/** /newOrganization: a name, a type and the capabilities of that type; then its page. */
export default function NewOrganisationPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<NewOrganisationValues, unknown, NewOrganisationOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: { name: '', type: undefined, capabilities: [] },
  });
  const type = useWatch({ control: form.control, name: 'type' });
  // Another type holds other capabilities: those chosen for the last one do not carry over.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'type') form.setValue('capabilities', []);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await createOrganisation(body);
      await queryClient.invalidateQueries({ queryKey: organisationsKey });
      showToast(ORGANISATION_MESSAGES.created, { variant: 'success' });
      navigate(organisationPath(created.id));
    } catch (error) {
      showServerFormErrors(form, error, ['name', 'type', 'capabilities'], 'name');
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography variant="h4" component="h1">
        Create organisation
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Stack component="form" spacing={1} onSubmit={submit} noValidate>
            <FormTextField
              form={form}
              name="name"
              label="Name"
              autoComplete="organization"
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <FormSelectField form={form} name="type" label="Type" options={TYPE_OPTIONS} emptyLabel="Choose a type" />
            {type && (
              <Controller
                control={form.control}
                name="capabilities"
                render={({ field, fieldState }) => (
                  <CapabilitiesField
                    options={capabilitiesFor(type)}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={ORGANISATIONS_PATH}>
                Cancel
              </Button>
              <Button
                type="submit"
                variant="contained"
                color="secondary"
                size="large"
                disabled={form.formState.isSubmitting}
              >
                Create organisation
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

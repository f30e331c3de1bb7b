import {
  ORGANISATION_MESSAGES,
  ORGANISATION_SETTINGS,
  type OrganisationSetting,
  type TOrganisation,
  ZOrganisationSettingsForm,
  type z,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { DetailList } from '../../components/detail-list.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { showToast } from '../../shell/toasts.ts';
import { organisationsKey, updateSettings } from './organisations-api.ts';

type SettingsValues = Record<OrganisationSetting, string>;
type SettingsOutput = z.output<typeof ZOrganisationSettingsForm>;
const resolver = zodResolver(ZOrganisationSettingsForm) as Resolver<SettingsValues, unknown, SettingsOutput>;
const SETTINGS = Object.keys(ORGANISATION_SETTINGS) as OrganisationSetting[];

const asText = (organisation: TOrganisation): SettingsValues => ({
  biddingWindowHours: String(organisation.settings.biddingWindowHours),
  authorisationDeadlineDays: String(organisation.settings.authorisationDeadlineDays),
  serviceRadiusKm: String(organisation.settings.serviceRadiusKm),
});

/** The settings later work reads, as figures; editable by super admins and the organisation's admins. */
export function OrganisationSettingsForm({
  organisation,
  editable,
}: {
  organisation: TOrganisation;
  editable: boolean;
}) {
  const queryClient = useQueryClient();
  const form = useForm<SettingsValues, unknown, SettingsOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: asText(organisation),
  });
  if (!editable) {
    return (
      <DetailList
        details={SETTINGS.map((key) => ({
          term: ORGANISATION_SETTINGS[key].label,
          value: String(organisation.settings[key]),
        }))}
      />
    );
  }
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await updateSettings(organisation.id, body);
      queryClient.setQueryData([...organisationsKey, 'one', organisation.id], saved);
      form.reset(asText(saved));
      showToast(ORGANISATION_MESSAGES.settingsSaved, { variant: 'success' });
    } catch (error) {
      showServerFormErrors(form, error, SETTINGS);
    }
  });
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      {SETTINGS.map((key) => (
        <FormTextField
          key={key}
          form={form}
          name={key}
          label={ORGANISATION_SETTINGS[key].label}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 360 }}
        />
      ))}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
          Save settings
        </Button>
      </Stack>
    </Stack>
  );
}

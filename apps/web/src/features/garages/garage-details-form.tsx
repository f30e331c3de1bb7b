import { GARAGE_MESSAGES, type TGarage, type TGarageDetails, ZGarageUpdateRequest } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { showToast } from '../../shell/toasts.ts';
import { DETAIL_FIELDS, GarageDetailFields, type GarageDetailValues } from './garage-fields.tsx';
import { garagesKey, updateGarage } from './garages-api.ts';

const resolver = zodResolver(ZGarageUpdateRequest) as unknown as Resolver<GarageDetailValues, unknown, TGarageDetails>;

const asValues = (garage: TGarage): GarageDetailValues => ({
  name: garage.name,
  addressLine1: garage.addressLine1 ?? '',
  town: garage.town ?? '',
  phone: garage.phone ?? '',
  openingHours: garage.openingHours ?? '',
  openDays: garage.openDays,
  closesAt: garage.closesAt,
  capabilities: garage.capabilities,
  serviceRadiusKm: String(garage.serviceRadiusKm),
});

/** UpdateGarages: the details its own staff keep; a name the organisation already uses is said beside it. */
export function GarageDetailsForm({ garage }: { garage: TGarage }) {
  const queryClient = useQueryClient();
  const form = useForm<GarageDetailValues, unknown, TGarageDetails>({
    mode: 'onTouched',
    resolver,
    defaultValues: asValues(garage),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await updateGarage(garage.id, body);
      queryClient.setQueryData([...garagesKey, 'one', garage.id], saved);
      await queryClient.invalidateQueries({ queryKey: garagesKey });
      form.reset(asValues(saved));
      showToast(GARAGE_MESSAGES.saved, { variant: 'success' });
    } catch (error) {
      showServerFormErrors(form, error, DETAIL_FIELDS, 'name');
    }
  });
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate aria-label="Garage details">
      <GarageDetailFields form={form} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Save details
        </Button>
      </Stack>
    </Stack>
  );
}

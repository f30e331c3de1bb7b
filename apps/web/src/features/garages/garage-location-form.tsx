import { GARAGE_MESSAGES, type TGarage, ZGarageLocation, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { showToast } from '../../shell/toasts.ts';
import { garagesKey, moveGarage } from './garages-api.ts';
import { PlaceFields, type PlaceValues } from './place-fields.tsx';

type LocationOutput = z.output<typeof ZGarageLocation>;
const resolver = zodResolver(ZGarageLocation) as unknown as Resolver<PlaceValues, unknown, LocationOutput>;

const asValues = (garage: TGarage): PlaceValues => ({
  postcode: garage.postcode ?? '',
  latitude: String(garage.latitude),
  longitude: String(garage.longitude),
});

/** SuperAdminRepairerLocation: where the marketplace measures this garage from, clicked on the map. */
export function GarageLocationForm({ garage }: { garage: TGarage }) {
  const queryClient = useQueryClient();
  const form = useForm<PlaceValues, unknown, LocationOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: asValues(garage),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await moveGarage(garage.id, body);
      queryClient.setQueryData([...garagesKey, 'one', garage.id], saved);
      await queryClient.invalidateQueries({ queryKey: garagesKey });
      form.reset(asValues(saved));
      showToast(GARAGE_MESSAGES.moved, { variant: 'success' });
    } catch (error) {
      showServerFormErrors(form, error, ['postcode', 'latitude', 'longitude']);
    }
  });
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate aria-label="Garage location">
      <PlaceFields form={form} withLocation={false} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          Save location
        </Button>
      </Stack>
    </Stack>
  );
}

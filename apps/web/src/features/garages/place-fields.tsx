import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field.tsx';
import { useCurrentPosition } from '../fnol/use-current-position.ts';
import { useMapSettings } from './garages-api.ts';

const PlacePicker = lazy(() => import('./place-picker.tsx'));

/** Where a garage is, as a form holds it: its postcode and, when placed, its point. */
export interface PlaceValues {
  postcode: string;
  latitude: string;
  longitude: string;
}

/**
 * A garage's postcode and its point: typed, clicked on the map, or the browser's location
 * (`withLocation`: only a page whose document may ask for it). Without a point, the postcode places it.
 */
export function PlaceFields<T extends PlaceValues & FieldValues, TOut extends FieldValues>({
  form,
  withLocation,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  withLocation: boolean;
}) {
  const settings = useMapSettings();
  const name = (field: keyof PlaceValues) => field as Path<T>;
  const [latitude, longitude] = useWatch({ control: form.control, name: [name('latitude'), name('longitude')] });
  const place = (lat: number, lng: number) => {
    form.setValue(name('latitude'), String(lat) as T[Path<T>], { shouldValidate: true, shouldDirty: true });
    form.setValue(name('longitude'), String(lng) as T[Path<T>], { shouldValidate: true, shouldDirty: true });
  };
  const position = useCurrentPosition(place);
  const point =
    latitude !== '' && longitude !== '' && Number.isFinite(Number(latitude)) && Number.isFinite(Number(longitude))
      ? { latitude: Number(latitude), longitude: Number(longitude) }
      : null;
  return (
    <Stack spacing={1}>
      <FormTextField form={form} name={name('postcode')} label="Postcode" autoComplete="postal-code" />
      <Typography variant="body2" color="text.secondary">
        Its place comes from the postcode, or click the map where the garage is.
      </Typography>
      <Suspense fallback={<Skeleton variant="rounded" height={280} />}>
        {settings.data && (
          <PlacePicker
            tileUrl={settings.data.tileUrl}
            value={point}
            onPlace={({ latitude: lat, longitude: lng }) => place(lat, lng)}
          />
        )}
      </Suspense>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ pt: 1 }}>
        <FormTextField
          form={form}
          name={name('latitude')}
          label="Latitude"
          required={false}
          type="number"
          slotProps={{ htmlInput: { step: 'any' }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
        <FormTextField
          form={form}
          name={name('longitude')}
          label="Longitude"
          required={false}
          type="number"
          slotProps={{ htmlInput: { step: 'any' }, inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      {withLocation && (
        <Stack direction="row">
          <Button
            variant="outlined"
            startIcon={<MyLocationIcon />}
            onClick={position.locate}
            disabled={position.locating}
          >
            Use my location
          </Button>
        </Stack>
      )}
      {position.problem && <Alert severity="warning">{position.problem}</Alert>}
    </Stack>
  );
}

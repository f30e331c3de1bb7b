import {
  DEFAULT_CLOSES_AT,
  DEFAULT_OPEN_DAYS,
  GARAGE_RADIUS,
  REPAIR_CAPABILITIES,
  type RepairCapability,
} from '@fixline/domain';
import { Stack } from '@mui/material';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field.tsx';
import { CapabilitiesField } from '../organisations/capabilities-field.tsx';
import { OpenDaysField } from './open-days-field.tsx';

/** The details of a garage as a form holds them: text, the radius as typed. */
export interface GarageDetailValues {
  name: string;
  addressLine1: string;
  town: string;
  phone: string;
  openingHours: string;
  /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
  openDays: number[];
  /** 'HH:MM', as the time input gives it. */
  closesAt: string;
  capabilities: RepairCapability[];
  serviceRadiusKm: string;
}

export const EMPTY_DETAILS: GarageDetailValues = {
  name: '',
  addressLine1: '',
  town: '',
  phone: '',
  openingHours: '',
  openDays: [...DEFAULT_OPEN_DAYS],
  closesAt: DEFAULT_CLOSES_AT,
  capabilities: [],
  serviceRadiusKm: '',
};

export const DETAIL_FIELDS = [
  'name',
  'addressLine1',
  'town',
  'phone',
  'openingHours',
  'openDays',
  'closesAt',
  'capabilities',
  'serviceRadiusKm',
] as const satisfies readonly (keyof GarageDetailValues)[];

/** The fields of a garage's details, for the create form and the garage's own page. */
export function GarageDetailFields<T extends GarageDetailValues & FieldValues, TOut extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, unknown, TOut>;
}) {
  const name = (field: keyof GarageDetailValues) => field as Path<T>;
  return (
    <Stack spacing={1}>
      <FormTextField form={form} name={name('name')} label="Name" slotProps={{ htmlInput: { maxLength: 120 } }} />
      <FormTextField
        form={form}
        name={name('addressLine1')}
        label="Address"
        required={false}
        autoComplete="address-line1"
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        <FormTextField
          form={form}
          name={name('town')}
          label="Town"
          required={false}
          autoComplete="address-level2"
          sx={{ flex: 1 }}
        />
        <FormTextField
          form={form}
          name={name('phone')}
          label="Phone"
          required={false}
          type="tel"
          autoComplete="tel"
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormTextField
        form={form}
        name={name('openingHours')}
        label="Opening hours"
        required={false}
        placeholder="Mon–Fri 8:00–17:30, Sat 9:00–12:00"
        multiline
        minRows={2}
      />
      <Controller
        control={form.control}
        name={name('openDays')}
        render={({ field, fieldState }) => (
          <OpenDaysField
            value={field.value as number[]}
            onChange={field.onChange}
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        )}
      />
      <FormTextField
        form={form}
        name={name('closesAt')}
        label="Closes at"
        type="time"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 200 }}
      />
      <FormTextField
        form={form}
        name={name('serviceRadiusKm')}
        required={false}
        label={`Service radius in km (${GARAGE_RADIUS.min}–${GARAGE_RADIUS.max}; blank: the organisation’s)`}
        type="number"
      />
      <Controller
        control={form.control}
        name={name('capabilities')}
        render={({ field, fieldState }) => (
          <CapabilitiesField
            options={REPAIR_CAPABILITIES}
            value={field.value as RepairCapability[]}
            onChange={field.onChange}
            {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
          />
        )}
      />
    </Stack>
  );
}

import {
  CLAIM_FIELD_LABELS,
  CLAIM_PAYER_LABELS,
  CLAIM_PAYERS,
  CLAIM_TRACK_LABELS,
  CLAIM_TYPE_LABELS,
  CLAIM_TYPES,
  isSuperAdmin,
  ORGANISATION_TYPE_LABELS,
  VEHICLE_LOCATION_LABELS,
  VEHICLE_LOCATIONS,
} from '@fixline/domain';
import { Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { type FieldNamesMarkedBoolean, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { organisationOptions, useOrganisations } from '../organisations/use-organisations.ts';
import {
  type ClaimFormField,
  type ClaimFormOutput,
  type ClaimFormValues,
  claimFormResolver,
} from './claim-form-values.ts';
import { ClaimSection } from './claim-section.tsx';
import { NeedsField } from './needs-field.tsx';

type Form = UseFormReturn<ClaimFormValues, unknown, ClaimFormOutput>;

const TYPE_OPTIONS = CLAIM_TYPES.map((type) => ({ value: type, label: CLAIM_TYPE_LABELS[type] }));
const VEHICLE_LOCATION_OPTIONS = VEHICLE_LOCATIONS.map((where) => ({
  value: where,
  label: VEHICLE_LOCATION_LABELS[where],
}));
const TRACK_OPTIONS = (['business', 'marketplace'] as const).map((track) => ({
  value: track,
  label: CLAIM_TRACK_LABELS[track],
}));
const today = () => new Date().toISOString().slice(0, 10);
const PAYER_OPTIONS = CLAIM_PAYERS.map((payer) => ({ value: payer, label: CLAIM_PAYER_LABELS[payer] }));
const YES_NO = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

/** A titled group of fields: two columns on desktops, one on phones. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const mobile = useIsMobile();
  return (
    <ClaimSection title={title}>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: mobile ? '1fr' : '1fr 1fr' }}>{children}</Box>
    </ClaimSection>
  );
}

/** An optional text detail, labelled from the domain. */
function Detail({ form, name, ...props }: { form: Form; name: ClaimFormField; type?: string; autoComplete?: string }) {
  return <FormTextField form={form} name={name} label={CLAIM_FIELD_LABELS[name]} required={false} {...props} />;
}

/** Super admins say whose claim it is, and may assign a repairer and put it on the marketplace track. */
function OrganisationFields({ form }: { form: Form }) {
  const clients = useOrganisations(['client']);
  const repairers = useOrganisations(['repairer', 'bodyshop']);
  return (
    <FormSection title="Organisations">
      <FormSelectField
        form={form}
        name="clientOrganisationId"
        label="Client organisation"
        options={organisationOptions(clients.data)}
        emptyLabel={clients.isPending ? 'Loading…' : 'Choose a client'}
      />
      <FormSelectField
        form={form}
        name="repairerOrganisationId"
        label="Repairer or bodyshop"
        required={false}
        options={organisationOptions(repairers.data, ORGANISATION_TYPE_LABELS)}
        emptyLabel="None yet: the marketplace or a quote decides"
      />
      <FormSelectField form={form} name="track" label="Track" required={false} options={TRACK_OPTIONS} />
    </FormSection>
  );
}

/**
 * Who pays the repair and the driver's policy (decision 0082): the insurer, and the driver owes the
 * excess (and the VAT when the keeper is VAT-registered), or the driver, who pays the quote.
 */
function PolicyFields({ form, mode }: { form: Form; mode: 'create' | 'modify' }) {
  return (
    <FormSection title="Payment and policy">
      <FormSelectField
        form={form}
        name="payer"
        label={CLAIM_FIELD_LABELS.payer}
        required={false}
        options={PAYER_OPTIONS}
        {...(mode === 'create' ? { emptyLabel: 'As usual for the track: the insurer' } : {})}
      />
      <FormTextField
        form={form}
        name="policyNumber"
        label={CLAIM_FIELD_LABELS.policyNumber}
        required={false}
        autoComplete="off"
      />
      <FormTextField
        form={form}
        name="excess"
        label="Excess in pounds"
        required={false}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <FormSelectField
        form={form}
        name="vatRegistered"
        label="Keeper is VAT registered"
        required={false}
        options={YES_NO}
      />
    </FormSection>
  );
}

export type ClaimFormChanges = Partial<Readonly<FieldNamesMarkedBoolean<ClaimFormValues>>>;

interface ClaimFormProps {
  mode: 'create' | 'modify';
  defaultValues: ClaimFormValues;
  submitLabel: string;
  onSubmit: (output: ClaimFormOutput, changes: ClaimFormChanges) => Promise<void>;
  cancelTo?: string;
}

/**
 * The one claim form, new or edited: sections Vehicle, Customer, Incident and Payment and policy, checked by the domain's
 * request schemas (the server's own), so the rules and messages are the same on both sides.
 */
export function ClaimForm({ mode, defaultValues, submitLabel, onSubmit, cancelTo }: ClaimFormProps) {
  const { user } = useAuth();
  const superAdmin = user !== null && isSuperAdmin(user);
  const form = useForm<ClaimFormValues, unknown, ClaimFormOutput>({
    mode: 'onTouched',
    resolver: claimFormResolver(mode, superAdmin),
    defaultValues,
  });
  const vehicleLocation = useWatch({ control: form.control, name: 'vehicleLocation' });
  const submit = form.handleSubmit((output) => onSubmit(output, form.formState.dirtyFields));

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {mode === 'create' && superAdmin && <OrganisationFields form={form} />}
      <FormSection title="Vehicle">
        <FormSelectField
          form={form}
          name="type"
          label={CLAIM_FIELD_LABELS.type}
          options={TYPE_OPTIONS}
          emptyLabel="Choose a claim type"
        />
        <FormTextField
          form={form}
          name="registration"
          label={CLAIM_FIELD_LABELS.registration}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
        />
        <Detail form={form} name="make" />
        <Detail form={form} name="model" />
        <Detail form={form} name="colour" />
        <Detail form={form} name="year" />
      </FormSection>
      <FormSection title="Customer">
        <Detail form={form} name="customerName" autoComplete="off" />
        <Detail form={form} name="customerEmail" type="email" autoComplete="off" />
        <Detail form={form} name="customerPhone" type="tel" autoComplete="off" />
        <Detail form={form} name="addressLine1" autoComplete="off" />
        <Detail form={form} name="addressLine2" autoComplete="off" />
        <Detail form={form} name="town" autoComplete="off" />
        <Detail form={form} name="postcode" autoComplete="off" />
      </FormSection>
      <FormSection title="Incident">
        <FormTextField
          form={form}
          name="incidentDate"
          label={CLAIM_FIELD_LABELS.incidentDate}
          required={false}
          type="date"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
        />
        <Detail form={form} name="incidentPostcode" autoComplete="off" />
        <FormSelectField
          form={form}
          name="vehicleLocation"
          label={CLAIM_FIELD_LABELS.vehicleLocation}
          options={VEHICLE_LOCATION_OPTIONS}
          emptyLabel="Not known"
          required={false}
        />
        {vehicleLocation === 'elsewhere' && <Detail form={form} name="vehiclePostcode" autoComplete="off" />}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <NeedsField form={form} name="needs" />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            form={form}
            name="damageDescription"
            label={CLAIM_FIELD_LABELS.damageDescription}
            required={false}
            multiline
            minRows={4}
          />
        </Box>
      </FormSection>
      <PolicyFields form={form} mode={mode} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {cancelTo && (
          <Button component={RouterLink} to={cancelTo}>
            Cancel
          </Button>
        )}
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

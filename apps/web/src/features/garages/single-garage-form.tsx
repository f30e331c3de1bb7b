import { GARAGE_MESSAGES, isSuperAdmin, type TGarageCreate, ZGarageCreateRequest } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { showToast } from '../../shell/toasts.ts';
import { organisationOptions, useOrganisations } from '../organisations/use-organisations.ts';
import { DETAIL_FIELDS, EMPTY_DETAILS, GarageDetailFields, type GarageDetailValues } from './garage-fields.tsx';
import { createGarage, GARAGES_PATH, garagePath, garagesKey } from './garages-api.ts';
import { PlaceFields, type PlaceValues } from './place-fields.tsx';

type NewGarageValues = GarageDetailValues & PlaceValues & { organisationId: string };
const resolver = zodResolver(ZGarageCreateRequest) as unknown as Resolver<NewGarageValues, unknown, TGarageCreate>;
const FIELDS = [...DETAIL_FIELDS, 'organisationId', 'postcode', 'latitude', 'longitude'] as const;
export const GARAGE_ORGANISATION_TYPES = ['repairer', 'bodyshop'] as const;

/** CreateSingleGarage: one garage, placed by its postcode, the map or the browser's location; then its page. */
export function SingleGarageForm() {
  const { user } = useAuth();
  const superAdmin = isSuperAdmin(user ?? { permissions: [] });
  const organisations = useOrganisations(GARAGE_ORGANISATION_TYPES, superAdmin);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<NewGarageValues, unknown, TGarageCreate>({
    mode: 'onTouched',
    resolver,
    defaultValues: { ...EMPTY_DETAILS, organisationId: '', postcode: '', latitude: '', longitude: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await createGarage(body);
      await queryClient.invalidateQueries({ queryKey: garagesKey });
      showToast(GARAGE_MESSAGES.created, { variant: 'success' });
      navigate(garagePath(created.id));
    } catch (error) {
      showServerFormErrors(form, error, FIELDS, 'name');
    }
  });
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate aria-label="New garage">
      {superAdmin && (
        <FormSelectField
          form={form}
          name="organisationId"
          label="Organisation"
          options={organisationOptions(organisations.data)}
          emptyLabel="Choose an organisation"
        />
      )}
      <GarageDetailFields form={form} />
      <PlaceFields form={form} withLocation />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
        <Button component={RouterLink} to={GARAGES_PATH}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" color="secondary" size="large" disabled={form.formState.isSubmitting}>
          Create garage
        </Button>
      </Stack>
    </Stack>
  );
}

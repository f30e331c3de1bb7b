import {
  API_KEY_MESSAGES,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKeyScope,
  type TApiKey,
  ZApiKeyRequest,
  type z,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type Resolver, useForm } from 'react-hook-form';
import { FormCheckboxGroup } from '../../components/form-checkbox-group.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { useIdempotencyKey } from '../../components/use-idempotency-key.ts';
import { showToast } from '../../shell/toasts.ts';
import { apiKeysKey, createApiKey } from './api-keys-api.ts';

interface KeyValues {
  name: string;
  scopes: ApiKeyScope[];
}
type KeyOutput = z.output<typeof ZApiKeyRequest>;
const resolver = zodResolver(ZApiKeyRequest) as Resolver<KeyValues, unknown, KeyOutput>;

/**
 * Creates a key: its name and its scopes, none ticked to begin with so a key holds only what was chosen
 * for it. The answer, with the secret shown once, goes to `onCreated`.
 */
export function ApiKeyForm({
  organisationId,
  onCreated,
}: {
  organisationId: string;
  onCreated: (key: TApiKey) => void;
}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const form = useForm<KeyValues, unknown, KeyOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: { name: '', scopes: [] },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await createApiKey(organisationId, body, idempotency.keyFor(body));
      idempotency.done();
      form.reset();
      await queryClient.invalidateQueries({ queryKey: apiKeysKey(organisationId) });
      showToast(API_KEY_MESSAGES.created, { variant: 'success' });
      onCreated(created);
    } catch (error) {
      showServerFormErrors(form, error, ['name', 'scopes']);
    }
  });
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate aria-label="Create an API key">
      <Typography variant="subtitle1" component="h3">
        Create a key
      </Typography>
      <FormTextField
        form={form}
        name="name"
        label="Name"
        placeholder="Premia production"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormCheckboxGroup
        form={form}
        name="scopes"
        legend="Scopes"
        options={API_KEY_SCOPES}
        labelOf={(scope) => `${API_KEY_SCOPE_LABELS[scope]} (${scope})`}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" color="secondary" disabled={form.formState.isSubmitting}>
          Create key
        </Button>
      </Stack>
    </Stack>
  );
}

import {
  type TWebhookEndpoint,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES,
  type WebhookEvent,
  ZWebhookEndpointRequest,
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
import { addWebhookEndpoint, webhooksKey } from './webhooks-api.ts';

interface EndpointValues {
  url: string;
  events: WebhookEvent[];
  description: string;
}
type EndpointOutput = z.output<typeof ZWebhookEndpointRequest>;
const resolver = zodResolver(ZWebhookEndpointRequest) as Resolver<EndpointValues, unknown, EndpointOutput>;

/** Adds an endpoint: its https address, the events it takes, a note; the answer's secret goes to `onCreated`. */
export function WebhookEndpointForm({
  organisationId,
  onCreated,
}: {
  organisationId: string;
  onCreated: (endpoint: TWebhookEndpoint) => void;
}) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const form = useForm<EndpointValues, unknown, EndpointOutput>({
    mode: 'onTouched',
    resolver,
    defaultValues: { url: '', events: ['claim.status_changed'], description: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await addWebhookEndpoint(organisationId, body, idempotency.keyFor(body));
      idempotency.done();
      form.reset();
      await queryClient.invalidateQueries({ queryKey: webhooksKey(organisationId) });
      showToast(WEBHOOK_MESSAGES.created, { variant: 'success' });
      onCreated(created);
    } catch (error) {
      showServerFormErrors(form, error, ['url', 'events', 'description']);
    }
  });
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate aria-label="Add a webhook endpoint">
      <Typography variant="subtitle1" component="h3">
        Add an endpoint
      </Typography>
      <FormTextField
        form={form}
        name="url"
        label="Endpoint address"
        type="url"
        placeholder="https://claims.example.com/fixline"
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <FormCheckboxGroup
        form={form}
        name="events"
        legend="Events"
        options={WEBHOOK_EVENTS}
        labelOf={(event) => `${WEBHOOK_EVENT_LABELS[event]} (${event})`}
      />
      <FormTextField
        form={form}
        name="description"
        label="Description"
        required={false}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" color="secondary" disabled={form.formState.isSubmitting}>
          Add endpoint
        </Button>
      </Stack>
    </Stack>
  );
}

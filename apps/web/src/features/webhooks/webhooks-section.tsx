import { errorText, type TWebhookEndpoint, WEBHOOK_MESSAGES } from '@fixline/domain';
import { Alert, AlertTitle, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../components/format-date.ts';
import { showToast } from '../../shell/toasts.ts';
import { WebhookDeliveries } from './webhook-deliveries.tsx';
import { WebhookEndpointForm } from './webhook-endpoint-form.tsx';
import { deleteWebhookEndpoint, useWebhookEndpoints, webhooksKey } from './webhooks-api.ts';

function Endpoint({ organisationId, endpoint }: { organisationId: string; endpoint: TWebhookEndpoint }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteWebhookEndpoint(organisationId, endpoint.id),
    onSuccess: () => {
      showToast(WEBHOOK_MESSAGES.deleted, { variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: webhooksKey(organisationId) });
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
  });
  return (
    <Box
      component="li"
      data-testid="webhook-endpoint"
      // A rule between endpoints on the items themselves: a list holds only its items.
      sx={{ listStyle: 'none', '& + &': { borderTop: 1, borderColor: 'divider', pt: 2 } }}
    >
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{endpoint.url}</Typography>
      {endpoint.description && <Typography variant="body2">{endpoint.description}</Typography>}
      <Typography variant="body2" color="text.secondary">
        Added {formatDateTime(endpoint.createdAt)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        {endpoint.events.map((event) => (
          <Chip key={event} label={event} size="small" />
        ))}
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
          {open ? 'Hide deliveries' : 'Deliveries'}
        </Button>
        <Button
          size="small"
          color="error"
          onClick={() => {
            if (window.confirm(`Delete the endpoint ${endpoint.url}? Nothing more is sent to it.`)) remove.mutate();
          }}
        >
          Delete
        </Button>
      </Stack>
      {open && <WebhookDeliveries organisationId={organisationId} endpointId={endpoint.id} />}
    </Box>
  );
}

/**
 * /organizations/{id}, for its admins and the platform: the endpoints its own systems listen on (Standard
 * Webhooks, decision 0060), each with its delivery log, and a form to add one. A new endpoint's signing
 * secret is shown here once.
 */
export function WebhooksSection({ organisationId }: { organisationId: string }) {
  const endpoints = useWebhookEndpoints(organisationId);
  const [created, setCreated] = useState<TWebhookEndpoint | null>(null);
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Your systems hear of your claims as they change: each message is signed with the endpoint’s secret, following
        the Standard Webhooks specification, and retried for about two hours until it is accepted.
      </Typography>
      {created?.secret && (
        <Alert
          severity="warning"
          onClose={() => setCreated(null)}
          // The address and the secret break anywhere: on a phone the message must not scroll sideways.
          sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
        >
          <AlertTitle>Signing secret of {created.url}</AlertTitle>
          Copy it now into your system: it is not shown again.
          <Box component="code" data-testid="webhook-secret" sx={{ display: 'block', mt: 1, overflowWrap: 'anywhere' }}>
            {created.secret}
          </Box>
        </Alert>
      )}
      {endpoints.isError && <Alert severity="error">{errorText(endpoints.error)}</Alert>}
      {endpoints.data && endpoints.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} aria-label="Webhook endpoints">
          {endpoints.data.map((endpoint) => (
            <Endpoint key={endpoint.id} organisationId={organisationId} endpoint={endpoint} />
          ))}
        </Stack>
      )}
      {endpoints.data?.length === 0 && <Typography color="text.secondary">No endpoints yet.</Typography>}
      <WebhookEndpointForm organisationId={organisationId} onCreated={setCreated} />
    </Stack>
  );
}

import {
  IDEMPOTENCY_KEY_HEADER,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEndpointRequest,
} from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

const base = (organisationId: string) => `/api/organisations/${encodeURIComponent(organisationId)}/webhooks`;
export const webhooksKey = (organisationId: string) => ['webhooks', organisationId] as const;

export function useWebhookEndpoints(organisationId: string) {
  return useQuery({
    queryKey: webhooksKey(organisationId),
    queryFn: ({ signal }) => apiRequest<TWebhookEndpoint[]>(base(organisationId), { signal }),
  });
}

export function useWebhookDeliveries(organisationId: string, endpointId: string) {
  return useQuery({
    queryKey: [...webhooksKey(organisationId), endpointId, 'deliveries'],
    queryFn: ({ signal }) =>
      apiRequest<TWebhookDelivery[]>(`${base(organisationId)}/${encodeURIComponent(endpointId)}/deliveries`, {
        signal,
      }),
  });
}

/** With an Idempotency-Key: an answer lost on its way back is asked for again, and the secret is not made twice. */
export const addWebhookEndpoint = (organisationId: string, body: TWebhookEndpointRequest, idempotencyKey: string) =>
  apiRequest<TWebhookEndpoint>(base(organisationId), {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
export const deleteWebhookEndpoint = (organisationId: string, endpointId: string) =>
  apiRequest<{ message: string }>(`${base(organisationId)}/${encodeURIComponent(endpointId)}`, { method: 'DELETE' });
export const replayWebhookDelivery = (organisationId: string, endpointId: string, deliveryId: string) =>
  apiRequest<TWebhookDelivery>(
    `${base(organisationId)}/${encodeURIComponent(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/replay`,
    { method: 'POST' },
  );

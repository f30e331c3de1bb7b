import { humanText } from '../human-text.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/**
 * Outbound webhooks (issue 27, decision 0060), after the Standard Webhooks specification: an
 * organisation's endpoints hear of its claims' events, each message signed with the endpoint's secret.
 */
export const WEBHOOK_EVENTS = [
  'claim.created',
  'claim.status_changed',
  'claim.comment_added',
  'bid.chosen',
  'payment.succeeded',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'claim.created': 'A claim is created',
  'claim.status_changed': 'A claim’s status changes',
  'claim.comment_added': 'A comment is added',
  'bid.chosen': 'A repairer’s bid is chosen',
  'payment.succeeded': 'A payment is recorded',
};

export const WEBHOOK_DELIVERY_STATES = ['queued', 'delivered', 'failed'] as const;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  created: 'Endpoint added: copy its signing secret now, it is not shown again',
  deleted: 'Endpoint deleted',
  replayed: 'Delivery queued again',
  privateAddress: 'This address is on a private network: Fixline does not call it',
  unknownHost: 'This address could not be found',
} as const;

export const ZWebhookEndpointRequest = z.strictObject({
  /** HTTPS only: the payload names the claim and its people. */
  url: z
    .url({ protocol: /^https$/, message: 'Please provide an https:// address' })
    .max(2000)
    .meta({ pattern: '^https://' }),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, 'Choose at least one event')
    .refine((events) => new Set(events).size === events.length, 'Each event once')
    .meta({ uniqueItems: true }),
  description: humanText({ min: 0, max: 200 }).optional(),
});
export type TWebhookEndpointRequest = z.infer<typeof ZWebhookEndpointRequest>;

export const ZWebhookEndpoint = z.object({
  id: ZId,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** 'whsec_…': only in the answer that creates the endpoint. */
  secret: z.string().optional(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpoints = z.array(ZWebhookEndpoint);

export const ZWebhookDelivery = z.object({
  id: ZId,
  endpointId: ZId,
  /** The Standard Webhooks message id (webhook-id header): the same on every attempt and on a replay. */
  messageId: z.string(),
  eventType: z.enum(WEBHOOK_EVENTS),
  claimId: ZId,
  status: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  deliveredAt: z.iso.datetime().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveries = z.array(ZWebhookDelivery);

export const ZWebhookEndpointParams = z.object({ id: ZId, endpointId: ZId });
export const ZWebhookDeliveryParams = ZWebhookEndpointParams.extend({ deliveryId: ZId });

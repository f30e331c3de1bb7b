import {
  WEBHOOK_MESSAGES,
  ZIdParams,
  ZWebhookDeliveries,
  ZWebhookDelivery,
  ZWebhookDeliveryParams,
  ZWebhookEndpoint,
  ZWebhookEndpointParams,
  ZWebhookEndpointRequest,
  ZWebhookEndpoints,
  z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { createEndpoint, deleteEndpoint, listDeliveries, listEndpoints, replayDelivery } from './webhook-endpoints.ts';

const tags = ['webhooks'];
const description =
  'Standard Webhooks: each message is POSTed with webhook-id, webhook-timestamp and webhook-signature (v1, HMAC-SHA256 of `id.timestamp.body` with the endpoint’s secret). For the organisation’s admins and the platform.';

/** Issue 27's outbound webhooks: an organisation's endpoints, their delivery log, and replay. */
export function webhookRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db, auth } = ctx;
    // As the organisation's settings: its admins (WriteOrgUsers) and the platform (SuperAdminUpdateOrgData).
    const admins = auth.require({ privileges: ['SuperAdminUpdateOrgData', 'WriteOrgUsers'] });

    app.get('/api/organisations/:id/webhooks', {
      schema: {
        tags,
        summary: 'The organisation’s webhook endpoints (their secrets are never shown again)',
        description,
        security: bearer,
        params: ZIdParams,
        response: { 200: ZWebhookEndpoints, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: admins,
      handler: (request) => listEndpoints(db, actorOf(request), request.params.id),
    });

    app.post('/api/organisations/:id/webhooks', {
      schema: {
        tags,
        summary: 'Add an endpoint for some events; the answer carries its signing secret, once',
        description,
        security: bearer,
        params: ZIdParams,
        body: ZWebhookEndpointRequest,
        response: { 201: ZWebhookEndpoint, ...errorResponses(400, 401, 403, 404, 422) },
      },
      config: { idempotent: true },
      onRequest: admins,
      handler: async (request, reply) =>
        reply.status(201).send(await createEndpoint(ctx, actorOf(request), request.params.id, request.body)),
    });

    app.delete('/api/organisations/:id/webhooks/:endpointId', {
      schema: {
        tags,
        summary: 'Delete an endpoint: nothing more is sent to it',
        security: bearer,
        params: ZWebhookEndpointParams,
        response: { 200: z.object({ message: z.string() }), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: admins,
      handler: async (request) => {
        await deleteEndpoint(db, actorOf(request), request.params.id, request.params.endpointId);
        return { message: WEBHOOK_MESSAGES.deleted };
      },
    });

    app.get('/api/organisations/:id/webhooks/:endpointId/deliveries', {
      schema: {
        tags,
        summary: 'The endpoint’s last 100 deliveries, newest first, with attempts and the last answer',
        security: bearer,
        params: ZWebhookEndpointParams,
        response: { 200: ZWebhookDeliveries, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: admins,
      handler: (request) => listDeliveries(db, actorOf(request), request.params.id, request.params.endpointId),
    });

    app.post('/api/organisations/:id/webhooks/:endpointId/deliveries/:deliveryId/replay', {
      schema: {
        tags,
        summary: 'Send a delivery again: the same message id, a fresh signature',
        security: bearer,
        params: ZWebhookDeliveryParams,
        response: { 200: ZWebhookDelivery, ...errorResponses(400, 401, 403, 404) },
      },
      config: { idempotent: true },
      onRequest: admins,
      handler: (request) => {
        const { id, endpointId, deliveryId } = request.params;
        return replayDelivery(db, actorOf(request), id, endpointId, deliveryId);
      },
    });
  };
}

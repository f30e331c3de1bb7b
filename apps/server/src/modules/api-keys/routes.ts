import { ZApiKey, ZApiKeyParams, ZApiKeyRequest, ZApiKeyRotateRequest, ZApiKeys, ZIdParams } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from './api-keys.ts';

const tags = ['api-keys'];
const description =
  'A client organisation’s keys for its own systems (decision 0064): sent as `Authorization: Bearer fxk_…` on the routes marked apiKey, with the privileges of its scopes. Only the answer that creates or rotates a key carries its secret. For the organisation’s admins and the platform.';

/** Issue 27's inbound API: an organisation's API keys, made, rotated and revoked by its admins. */
export function apiKeyRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db, auth } = ctx;
    // As the organisation's settings: its admins (WriteOrgUsers) and the platform (SuperAdminUpdateOrgData).
    const admins = auth.require({ privileges: ['SuperAdminUpdateOrgData', 'WriteOrgUsers'] });

    app.get('/api/organisations/:id/api-keys', {
      schema: {
        tags,
        summary: 'The organisation’s API keys, oldest first, revoked ones included (their secrets are never shown)',
        description,
        security: bearer,
        params: ZIdParams,
        response: { 200: ZApiKeys, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: admins,
      handler: (request) => listApiKeys(db, actorOf(request), request.params.id),
    });

    app.post('/api/organisations/:id/api-keys', {
      schema: {
        tags,
        summary: 'Make a key with some scopes; the answer carries its secret, once',
        description,
        security: bearer,
        params: ZIdParams,
        body: ZApiKeyRequest,
        response: { 201: ZApiKey, ...errorResponses(400, 401, 403, 404, 422) },
      },
      config: { idempotent: true },
      onRequest: admins,
      handler: async (request, reply) =>
        reply.status(201).send(await createApiKey(db, actorOf(request), request.params.id, request.body)),
    });

    app.post('/api/organisations/:id/api-keys/:keyId/rotate', {
      schema: {
        tags,
        summary: 'Give the key a new secret (answered once); the old one stops now or in 24 hours',
        description,
        security: bearer,
        params: ZApiKeyParams,
        body: ZApiKeyRotateRequest,
        response: { 200: ZApiKey, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { idempotent: true },
      onRequest: admins,
      handler: (request) => rotateApiKey(db, actorOf(request), request.params.id, request.params.keyId, request.body),
    });

    app.post('/api/organisations/:id/api-keys/:keyId/revoke', {
      schema: {
        tags,
        summary: 'Revoke the key: refused from the next request on; it stays listed as revoked',
        description,
        security: bearer,
        params: ZApiKeyParams,
        response: { 200: ZApiKey, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: admins,
      handler: (request) => revokeApiKey(db, actorOf(request), request.params.id, request.params.keyId),
    });
  };
}

import { ZIdParams, ZPartnerCallDelivery, ZPartnerCallPage, ZPartnerCallQuery } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { listPartnerCalls } from './list-partner-calls.ts';
import { retryPartnerCall } from './retry-partner-call.ts';

const tags = ['integrations'];

/**
 * The Integrations page (issue 27, decision 0055): every call to a partner and the retry of a failed one.
 * The platform's: the privileges of the partner actions that only a super admin's platform entry holds.
 */
export function integrationRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db } = ctx;
    const superAdmins = auth.require({
      privileges: ['SuperAdminExternalPremia', 'SuperAdminRequestBodyshopApproval'],
    });

    app.get('/api/partner-calls', {
      schema: {
        tags,
        summary: 'Every call to a partner, newest first, with what was sent and what came back',
        security: bearer,
        querystring: ZPartnerCallQuery,
        response: { 200: ZPartnerCallPage, ...errorResponses(400, 401, 403) },
      },
      onRequest: superAdmins,
      handler: (request) => listPartnerCalls(db, request.query),
    });

    app.post('/api/partner-calls/:id/retry', {
      schema: {
        tags,
        summary: 'Send a failed call again: queued, its attempts from 0, on the claim’s timeline',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZPartnerCallDelivery, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { idempotent: true },
      onRequest: superAdmins,
      handler: (request) => retryPartnerCall(db, actorOf(request), request.params.id),
    });
  };
}

import { ZOrganisationListQuery, ZOrganisationSummary, z } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { listOrganisations } from './list-organisations.ts';

export function organisationRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/api/organisations', {
      schema: {
        tags: ['organisations'],
        summary: 'Organisations the caller may pick: all for super admins, otherwise their own',
        security: bearer,
        querystring: ZOrganisationListQuery,
        response: { 200: z.array(ZOrganisationSummary), ...errorResponses(400, 401, 403) },
      },
      onRequest: ctx.auth.require(),
      handler: (request) => listOrganisations(ctx.db, actorOf(request), request.query.type),
    });
  };
}

import { ZBodyshopAgreementPage, ZBodyshopAgreementRequest, ZDriverTokenParams } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { acceptAgreement } from './accept-agreement.ts';
import { readAgreementPage } from './agreement-page.ts';

const tags = ['bodyshop-agreements'];
/** Public: the token is the permission, so the routes are limited per address. */
const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The bodyshop agreement (/bodyshop/{claimId}?token=), through a driver link of purpose agreement. */
export function bodyshopAgreementRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/api/driver/bodyshop-agreement/:token', {
      schema: {
        tags,
        summary: 'The bodyshop agreement an agreement link opens, and its acceptance once given',
        params: ZDriverTokenParams,
        response: { 200: ZBodyshopAgreementPage, ...errorResponses(400, 404, 409, 410, 429) },
      },
      config: limited,
      handler: (request) => readAgreementPage(ctx.db, ctx.driverLinks, request.params.token),
    });

    app.post('/api/driver/bodyshop-agreement/:token', {
      schema: {
        tags,
        summary: 'Accept the bodyshop agreement by typed name, once per claim; the driver is mailed a PDF copy',
        params: ZDriverTokenParams,
        body: ZBodyshopAgreementRequest,
        response: { 201: ZBodyshopAgreementPage, ...errorResponses(400, 404, 409, 410, 429) },
      },
      config: { ...limited, idempotent: true },
      handler: async (request, reply) =>
        reply.status(201).send(await acceptAgreement(ctx, request.params.token, request.body)),
    });
  };
}

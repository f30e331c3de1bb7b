import {
  ZBodyshopAgreementPage,
  ZBodyshopAgreementPdfUrl,
  ZBodyshopAgreementRequest,
  ZDriverTokenParams,
  ZIdParams,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { READ_CLAIMS } from '../claims/read-claims.ts';
import { acceptAgreement } from './accept-agreement.ts';
import { readAgreementPage } from './agreement-page.ts';
import { agreementPdfUrl } from './agreement-pdf-url.ts';

const tags = ['bodyshop-agreements'];
/** Public: the token is the permission, so the routes are limited per address. */
const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The bodyshop agreement (/bodyshop/{claimId}?token=), through a driver link of purpose agreement; and
 * its signed copy for those who read the claim.
 */
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

    app.get('/api/claims/:id/bodyshop-agreement/pdf-url', {
      schema: {
        tags,
        summary: 'A signed address of the agreement the driver signed with the claim’s current bodyshop, as a PDF',
        description:
          'For whoever reads the claim: its client, the platform and the bodyshop repairing it. Another organisation’s claim is 404; so is a claim with nothing signed for its current bodyshop.',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZBodyshopAgreementPdfUrl, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: ctx.auth.require({ privileges: READ_CLAIMS }),
      handler: (request) => agreementPdfUrl(ctx, actorOf(request), request.params.id),
    });
  };
}

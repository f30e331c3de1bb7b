import { ZQuotePdfQuery, ZQuotePdfUrl } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { quotePdfUrl } from './quote-pdf.ts';

/** Spec 7 "Quotes and bids": the quote's PDF (issue 23). */
export function quoteRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get('/api/external/quotes/pdf-url', {
      schema: {
        tags: ['quotes'],
        summary:
          'A signed address of the quote as a PDF: lines, VAT, totals, vehicle, claim reference and both organisations',
        description:
          'For the client organisation and the platform; the claim’s repairer gets 404, as the PDF shows what the client pays.',
        security: bearer,
        querystring: ZQuotePdfQuery,
        response: { 200: ZQuotePdfUrl, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: ctx.auth.require({ privileges: ['ReadClaims'] }),
      handler: (request) => quotePdfUrl(ctx.db, ctx.storage, actorOf(request), request.query.quote),
    });
  };
}

import { ZDriverQuote, ZDriverTokenParams, ZQuoteAccepted } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { answerQuote, readDriverQuote } from './driver-quotes.ts';

const tags = ['retail quotes'];
/** Public: the token is the permission, so the routes are limited per address. */
const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The driver's side of a retail quote, through the quote link (/quote-accept/{quoteId}?token=…). */
export function retailQuoteRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/api/driver/quotes/:token', {
      schema: {
        tags,
        summary: 'The quote a quote link opens: its lines and total in pence',
        params: ZDriverTokenParams,
        response: { 200: ZDriverQuote, ...errorResponses(400, 404, 410, 429) },
      },
      config: limited,
      handler: (request) => readDriverQuote(ctx.db, ctx.driverLinks, request.params.token),
    });

    for (const decision of ['accept', 'decline'] as const) {
      app.post(`/api/driver/quotes/:token/${decision}`, {
        schema: {
          tags,
          summary:
            decision === 'accept'
              ? 'Accept the quote: the claim goes to the marketplace; answers the preferred dates’ link'
              : 'Decline the quote: the claim waits for a new one',
          params: ZDriverTokenParams,
          response: { 200: ZQuoteAccepted, ...errorResponses(400, 404, 409, 410, 429) },
        },
        config: { ...limited, idempotent: true },
        handler: (request) => answerQuote(ctx, request.params.token, decision),
      });
    }
  };
}

import {
  type RoutedClaimAction,
  ZAddComplexRetailQuoteRequest,
  ZAddRetailQuoteRequest,
  ZAddSimpleRetailQuoteRequest,
  ZDriverQuote,
  ZDriverTokenParams,
  ZQuoteAccepted,
  ZRetailQuoteAuthorisationRequest,
  ZRetailQuoteResponse,
  type z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import type { ActionInput } from '../claims/claim-action-handlers.ts';
import { routeClaimAction } from '../claims/claim-action-route.ts';
import { answerQuote, latestQuote, readDriverQuote } from './driver-quotes.ts';

const tags = ['retail quotes'];
/** Public: the token is the permission, so the routes are limited per address. */
const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The retail quote actions of the workflow table, and the body each takes. */
const QUOTE_ACTIONS: [RoutedClaimAction, z.ZodType<ActionInput>][] = [
  ['request-retail-quote-authorisation', ZRetailQuoteAuthorisationRequest],
  ['add-retail-quote', ZAddRetailQuoteRequest],
  ['add-simple-retail-quote', ZAddSimpleRetailQuoteRequest],
  ['add-complex-retail-quote', ZAddComplexRetailQuoteRequest],
];

/**
 * A super admin's retail quote actions, which answer the quote's ids beside the claim (spec 7: the
 * response contains quoteStripeId), and the driver's side of a retail quote, through the quote link
 * (/quote-accept/{quoteId}?token=…).
 */
export function retailQuoteRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    for (const [action, body] of QUOTE_ACTIONS) {
      routeClaimAction(fastify, ctx, action, {
        body,
        answer: {
          schema: ZRetailQuoteResponse,
          of: async (taken, claimId) => ({ ...taken, ...(await latestQuote(ctx.db, claimId)) }),
        },
      });
    }

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

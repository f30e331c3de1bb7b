import {
  ZCheckout,
  ZCheckoutParams,
  ZCheckoutRequest,
  ZClaimPayments,
  ZDriverTokenParams,
  ZEmbeddedPaymentRequest,
  ZIdParams,
  ZPaymentPage,
  z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { notFound } from '../../http/http-error.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { READ_CLAIMS } from '../claims/read-claims.ts';
import {
  completeEmbeddedCheckout,
  type DriverPaymentStore,
  listClaimPayments,
  readCheckout,
  readPaymentPage,
  startCheckout,
} from './driver-payment.ts';
import { receivePaymentEvent } from './receive-payment-event.ts';

const tags = ['payments'];
/** Public: the token is the permission, so the routes are limited per address. */
const limited = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** Payments (issue 25, decision 0052): the provider's webhook, the driver's payment pages, the claim's payments. */
export function paymentRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const store: DriverPaymentStore = { ...ctx, publicUrl: ctx.config.publicUrl };

    // The webhook's signature is over the exact bytes sent: this plugin alone keeps JSON bodies as text.
    await app.register(async (webhook) => {
      webhook.removeContentTypeParser('application/json');
      webhook.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
        done(null, body),
      );
      webhook.withTypeProvider<ZodTypeProvider>().post('/api/payments/stripe/webhook', {
        schema: {
          tags,
          summary: 'Stripe’s webhook: a Checkout Session event, signed (Stripe-Signature), processed once per event id',
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          body: z.string().max(200_000),
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            ...errorResponses(400, 401, 409),
          },
        },
        handler: (request) => receivePaymentEvent(ctx, request.body, request.headers['stripe-signature']),
      });
    });

    app.get('/api/claims/:id/payments', {
      schema: {
        tags,
        summary: 'What was paid on a claim, when and how, and what is still owed',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZClaimPayments, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: ctx.auth.require({ privileges: READ_CLAIMS }),
      handler: async (request) => {
        const claim = await ctx.db
          .selectFrom('claims')
          .select(['id', 'cost', 'payer', 'excess', 'vatRegistered'])
          .where('id', '=', request.params.id)
          .where(visibleTo(actorOf(request)))
          .executeTakeFirst();
        if (!claim) throw notFound(CLAIM_NOT_FOUND);
        return listClaimPayments(ctx.db, claim);
      },
    });

    app.get('/api/driver/payment/:token', {
      schema: {
        tags,
        summary: 'What a payment link’s claim owes (/payment/{claimId})',
        params: ZDriverTokenParams,
        response: { 200: ZPaymentPage, ...errorResponses(400, 404, 410, 429) },
      },
      config: limited,
      handler: (request) => readPaymentPage(store, request.params.token),
    });

    app.post('/api/driver/payment/:token/checkout', {
      schema: {
        tags,
        summary: 'Start paying what is owed, with an optional tip: answers the checkout’s address',
        params: ZDriverTokenParams,
        body: ZCheckoutRequest,
        response: { 201: ZCheckout, ...errorResponses(400, 404, 409, 410, 429) },
      },
      config: { ...limited, idempotent: true },
      handler: async (request, reply) =>
        reply.status(201).send(await startCheckout(store, request.params.token, request.body.tip)),
    });

    app.get('/api/driver/payment/:token/checkouts/:checkoutId', {
      schema: {
        tags,
        summary: 'How a payment went: open (pending), paid or failed (/payment-status)',
        params: ZCheckoutParams,
        response: { 200: ZCheckout, ...errorResponses(400, 404, 410, 429) },
      },
      config: limited,
      handler: (request) => readCheckout(store, request.params.token, request.params.checkoutId),
    });

    // A checkout completes once (its state is then paid or failed): a repeat changes nothing.
    app.post('/api/driver/payment/:token/checkouts/:checkoutId/embedded', {
      schema: {
        tags,
        summary: 'The embedded test checkout (no STRIPE_SECRET_KEY): pay with the test card, or make it fail',
        params: ZCheckoutParams,
        body: ZEmbeddedPaymentRequest,
        response: { 200: ZCheckout, ...errorResponses(400, 404, 409, 410, 429) },
      },
      config: limited,
      handler: (request) =>
        completeEmbeddedCheckout(store, request.params.token, request.params.checkoutId, request.body.outcome),
    });
  };
}

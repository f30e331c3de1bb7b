import {
  CLAIM_ACTIONS,
  type ClaimAction,
  FNOL_NO_CONTACT_EXAMPLE,
  ROUTED_CLAIM_ACTIONS,
  type TFnolClaimRequest,
  ZAddComplexRetailQuoteRequest,
  ZAddRetailQuoteRequest,
  ZAddSimpleRetailQuoteRequest,
  ZApproveForRepairRequest,
  ZBidAuthorisationRequest,
  ZChangeRepairerRequest,
  ZClaim,
  ZClaimActionResponse,
  ZClaimQuery,
  ZConfirmPaymentRequest,
  ZCreateClaimRequest,
  ZErrorResponse,
  ZFnolClaimRequest,
  ZFnolClaimResponse,
  ZIdParams,
  ZLabelParams,
  ZPayRequest,
  ZQuoteAuthorisationRequest,
  ZRaiseIssueRequest,
  ZRetailQuoteAuthorisationRequest,
  ZRetailQuoteResponse,
  ZReturnToPremiaRequest,
  ZRollbackRequest,
  ZUpdateClaimRequest,
  z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { notFound } from '../../http/http-error.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { SHARED_BY, shareIdentical } from '../../http/shared-reads.ts';
import { limitPerFnolCode } from '../fnol/fnol-code-limit.ts';
import { latestQuote } from '../retail-quotes/driver-quotes.ts';
import type { ActionInput } from './claim-action-effects.ts';
import { createClaim } from './create-claim.ts';
import { presentClaim } from './present-claim.ts';
import { CLAIM_NOT_FOUND } from './queries.ts';
import { READ_CLAIMS } from './read-claims.ts';
import { reportFnolClaim } from './report-fnol-claim.ts';
import { takeClaimAction } from './take-claim-action.ts';
import { updateClaim } from './update-claim.ts';

const tags = ['claims'];

/** The body each status action takes; the others take none. */
const ACTION_BODIES: Partial<Record<ClaimAction, z.ZodType<ActionInput>>> = {
  rollback: ZRollbackRequest,
  'request-quote-authorisation': ZQuoteAuthorisationRequest,
  'raise-issue': ZRaiseIssueRequest,
  'approve-for-repair': ZApproveForRepairRequest.nullish().transform((body) => body ?? {}),
  'request-bid-authorisation': ZBidAuthorisationRequest,
  'change-repairer': ZChangeRepairerRequest,
  'return-to-premia': ZReturnToPremiaRequest,
  'request-retail-quote-authorisation': ZRetailQuoteAuthorisationRequest,
  'add-retail-quote': ZAddRetailQuoteRequest,
  'add-simple-retail-quote': ZAddSimpleRetailQuoteRequest,
  'add-complex-retail-quote': ZAddComplexRetailQuoteRequest,
  pay: ZPayRequest,
  'confirm-payment': ZConfirmPaymentRequest.nullish().transform((body) => body ?? {}),
};

/** The retail quote calls answer the quote's provider id too (spec 7: the response contains quoteStripeId). */
const RETAIL_QUOTE_ACTIONS: readonly ClaimAction[] = [
  'request-retail-quote-authorisation',
  'add-retail-quote',
  'add-simple-retail-quote',
  'add-complex-retail-quote',
];

/** Routes with their own handlers below; every other action of the table is served by the loop. */
const OWN_ROUTES: readonly ClaimAction[] = [
  'update',
  'comment',
  'delete',
  // The pickup module's (modules/pickup/routes.ts).
  'book-repair-date',
  'book-bodyshop-repair-date',
  'override-repair-date',
  'set-pickup-availability',
];

/** Spec section 7 "Claims", the lifecycle part: create, read, modify, and every status action of the workflow table. */
export function claimRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db } = ctx;

    app.post('/api/claims', {
      schema: {
        tags,
        summary: 'Create a claim: a type and a plate are enough, the rest can follow',
        security: bearer,
        body: ZCreateClaimRequest,
        response: { 201: ZClaim, ...errorResponses(400, 401, 403, 422) },
      },
      config: { idempotent: true },
      onRequest: auth.require({ privileges: ['CreateClaim'], apiKeys: true }),
      handler: async (request, reply) => reply.status(201).send(await createClaim(ctx, actorOf(request), request.body)),
    });

    app.post('/api/claims/fnol', {
      schema: {
        tags,
        summary: 'First notice of loss from a driver, with their insurer’s FNOL code (no account needed)',
        description:
          'A phone number (customerPhone) or an email address (customerEmail) is required; without either the ' +
          'answer is 400, as the example of the 400 answer shows (docs/api-contract.md).',
        body: ZFnolClaimRequest,
        response: {
          201: ZFnolClaimResponse,
          ...errorResponses(422, 429),
          400: ZErrorResponse.meta({ examples: [FNOL_NO_CONTACT_EXAMPLE] }),
        },
      },
      config: { rateLimit: { max: ctx.config.fnolReportLimits.perAddress, timeWindow: '1 minute' }, idempotent: true },
      preHandler: limitPerFnolCode(
        fastify,
        'reports',
        (request) => (request.body as TFnolClaimRequest).fnolCode,
        ctx.config.fnolReportLimits.perCode,
      ),
      handler: async (request, reply) => reply.status(201).send(await reportFnolClaim(ctx, request.body)),
    });

    app.get('/api/claims/:id', {
      schema: {
        tags,
        summary: 'One claim with its comments, timeline and the actions the caller may take',
        security: bearer,
        params: ZIdParams,
        querystring: ZClaimQuery,
        response: { 200: ZClaim, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: READ_CLAIMS, apiKeys: true }),
      // What a claim page shows depends on who asks (their own comments): only their own reads share.
      handler: shareIdentical(ctx.reads, SHARED_BY.sameUser, async (request, reply) => {
        const actor = actorOf(request);
        const view = await ctx.claimViews.read(db, request.params.id, actor, {
          includeDeleted: request.query.includeDeletedClaims,
        });
        if (!view) throw notFound(CLAIM_NOT_FOUND);
        return ctx.claimAnswers.answer(view, actor, () => reply.serialize(presentClaim(view, actor)) as string);
      }),
    });

    app.put('/api/claims/:id', {
      schema: {
        tags,
        summary: 'Modify a claim’s details (send the version you started from)',
        security: bearer,
        params: ZIdParams,
        body: ZUpdateClaimRequest,
        response: { 200: ZClaim, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      onRequest: auth.require(),
      handler: (request) => updateClaim(ctx, actorOf(request), request.params.id, request.body),
    });

    app.delete('/api/claims/:id', {
      schema: {
        tags,
        summary: 'Delete a claim (a super admin can revive it)',
        security: bearer,
        params: ZIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: auth.require(),
      handler: async (request, reply) => {
        await takeClaimAction(ctx, actorOf(request), request.params.id, 'delete');
        return reply.status(204).send(null);
      },
    });

    for (const action of ROUTED_CLAIM_ACTIONS.filter((a) => !OWN_ROUTES.includes(a))) {
      const { http, label } = CLAIM_ACTIONS[action];
      const body = ACTION_BODIES[action];
      const labelled = action === 'add-label' || action === 'remove-label';
      const quoting = RETAIL_QUOTE_ACTIONS.includes(action);
      app.route({
        method: http.method,
        url: http.path,
        schema: {
          tags,
          summary: `${label}: answers the new status and the claim`,
          security: bearer,
          params: labelled ? ZLabelParams : ZIdParams,
          ...(body ? { body } : {}),
          response: {
            200: quoting ? ZRetailQuoteResponse : ZClaimActionResponse,
            ...errorResponses(400, 401, 403, 404, 409, 422),
          },
        },
        // A status move is a POST that may move money (confirm-payment, pay): a retry gets its answer, not a 409.
        config: { idempotent: http.method === 'POST' || action === 'pay' },
        onRequest: auth.require(),
        handler: async (request) => {
          const params = request.params as { id: string; label?: string };
          const input = { ...(request.body as ActionInput | undefined), label: params.label };
          const answer = await takeClaimAction(ctx, actorOf(request), params.id, action, input);
          if (quoting) return { ...answer, ...(await latestQuote(ctx.db, params.id)) };
          return answer;
        },
      });
    }
  };
}

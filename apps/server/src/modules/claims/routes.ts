import {
  type ClaimAction,
  ROUTED_CLAIM_ACTIONS,
  ZApproveForRepairRequest,
  ZBidAuthorisationRequest,
  ZChangeRepairerRequest,
  ZClaim,
  ZClaimQuery,
  ZConfirmPaymentRequest,
  ZCreateClaimRequest,
  ZIdParams,
  ZPayRequest,
  ZQuoteAuthorisationRequest,
  ZRaiseIssueRequest,
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
import type { ActionInput } from './claim-action-handlers.ts';
import { routeClaimAction } from './claim-action-route.ts';
import { createClaim } from './create-claim.ts';
import { presentClaim } from './present-claim.ts';
import { CLAIM_NOT_FOUND } from './queries.ts';
import { READ_CLAIMS } from './read-claims.ts';
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
  pay: ZPayRequest,
  'confirm-payment': ZConfirmPaymentRequest.nullish().transform((body) => body ?? {}),
};

/** Routes with their own handlers, below or in their module; every other action of the table is served by the loop. */
const OWN_ROUTES: readonly ClaimAction[] = [
  'update',
  'comment',
  'delete',
  // The pickup module's (modules/pickup/routes.ts).
  'book-repair-date',
  'book-bodyshop-repair-date',
  'override-repair-date',
  'set-pickup-availability',
  // The retail-quotes module's (modules/retail-quotes/routes.ts): they answer the quote too.
  'request-retail-quote-authorisation',
  'add-retail-quote',
  'add-simple-retail-quote',
  'add-complex-retail-quote',
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
      routeClaimAction(fastify, ctx, action, { body: ACTION_BODIES[action] });
    }
  };
}

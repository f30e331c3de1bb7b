import {
  CLAIM_ACTIONS,
  type RoutedClaimAction,
  type TClaimActionResponse,
  ZClaimActionResponse,
  ZIdParams,
  ZLabelParams,
  type z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import type { ActionInput } from './claim-action-handlers.ts';
import { takeClaimAction } from './take-claim-action.ts';

export interface ClaimActionRouteOptions {
  /** The body the action takes; without, none. */
  body?: z.ZodType<ActionInput>;
  /**
   * A module's own answer, with its schema, instead of the new status and the claim: the retail quote
   * calls answer the quote too (modules/retail-quotes/routes.ts).
   */
  answer?: {
    schema: z.ZodType;
    of: (taken: TClaimActionResponse, claimId: string) => Promise<unknown>;
  };
}

/**
 * An action of the workflow table as its call (`CLAIM_ACTIONS[action].http`), taken through
 * takeClaimAction: the claims' routes serve most of them, a module whose actions answer more serves its own.
 */
export function routeClaimAction(
  fastify: FastifyInstance,
  ctx: AppContext,
  action: RoutedClaimAction,
  { body, answer }: ClaimActionRouteOptions = {},
): void {
  const { http, label } = CLAIM_ACTIONS[action];
  const labelled = action === 'add-label' || action === 'remove-label';
  fastify.withTypeProvider<ZodTypeProvider>().route({
    method: http.method,
    url: http.path,
    schema: {
      tags: ['claims'],
      summary: `${label}: answers the new status and the claim`,
      security: bearer,
      params: labelled ? ZLabelParams : ZIdParams,
      ...(body ? { body } : {}),
      response: {
        200: answer?.schema ?? ZClaimActionResponse,
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    },
    // A status move is a POST that may move money (confirm-payment, pay): a retry gets its answer, not a 409.
    config: { idempotent: http.method === 'POST' || action === 'pay' },
    onRequest: ctx.auth.require(),
    handler: async (request) => {
      const params = request.params as { id: string; label?: string };
      const input = { ...(request.body as ActionInput | undefined), label: params.label };
      const taken = await takeClaimAction(ctx, actorOf(request), params.id, action, input);
      return answer ? answer.of(taken, params.id) : taken;
    },
  });
}

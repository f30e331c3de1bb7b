import { ZComment, ZCommentRequest, ZIdParams, z } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { addComment } from './add-comment.ts';
import { deleteComment } from './delete-comment.ts';

const tags = ['comments'];

/** Spec section 7 "Comments". */
export function commentRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/api/claims/:id/comment', {
      schema: {
        tags,
        summary: 'Comment on a claim',
        security: bearer,
        params: ZIdParams,
        body: ZCommentRequest,
        response: { 201: ZComment, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { idempotent: true },
      onRequest: ctx.auth.require(),
      handler: async (request, reply) => {
        const comment = await addComment(ctx, actorOf(request), request.params.id, request.body.comment);
        return reply.status(201).send(comment);
      },
    });

    app.delete('/api/comments/:id', {
      schema: {
        tags,
        summary: 'Delete a comment (its author, or a super admin)',
        security: bearer,
        params: ZIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: ctx.auth.require(),
      handler: async (request, reply) => {
        await deleteComment(ctx.db, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}

import { ERROR_MESSAGES, VALIDATION_MESSAGES, ZFeedbackRequest, ZFeedbackResponse } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { unprocessable } from '../../http/http-error.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { submitFeedback } from './submit-feedback.ts';

export function feedbackRoutes(ctx: AppContext) {
  const ownOrigin = new URL(ctx.config.publicUrl).origin;
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().post('/api/feedback', {
      schema: {
        tags: ['feedback'],
        summary: 'Send a Help & Feedback message',
        body: ZFeedbackRequest,
        response: { 201: ZFeedbackResponse, ...errorResponses(400, 422, 429) },
      },
      // Anyone may write, so the route is limited per address.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, idempotent: true },
      onRequest: ctx.auth.optional(),
      handler: async (request, reply) => {
        // Only a page of this product (PUBLIC_URL): a reader of the message may follow its address.
        if (new URL(request.body.url).origin !== ownOrigin) {
          throw unprocessable(ERROR_MESSAGES.invalidRequest, [`url: ${VALIDATION_MESSAGES.feedbackUrl}`]);
        }
        const saved = await submitFeedback(ctx.db, request.body, request.actor?.userId ?? null);
        request.log.info({ feedbackId: saved.id }, 'feedback received');
        return reply.status(201).send(saved);
      },
    });
  };
}

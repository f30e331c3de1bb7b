import { ZFeedbackRequest, ZFeedbackResponse } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { submitFeedback } from './submit-feedback.ts';

export function feedbackRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().post('/api/feedback', {
      schema: {
        tags: ['feedback'],
        summary: 'Send a Help & Feedback message',
        body: ZFeedbackRequest,
        response: { 201: ZFeedbackResponse, ...errorResponses(400, 429) },
      },
      // Anyone may write, so the route is limited per address.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, idempotent: true },
      onRequest: ctx.auth.optional(),
      handler: async (request, reply) => {
        const saved = await submitFeedback(ctx.db, request.body, request.actor?.userId ?? null);
        request.log.info({ feedbackId: saved.id }, 'feedback received');
        return reply.status(201).send(saved);
      },
    });
  };
}

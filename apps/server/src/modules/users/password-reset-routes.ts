import { ZForgotPasswordAnswer, ZForgotPasswordRequest, ZResetPasswordRequest, z } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

const tags = ['users'];
/** Per address, a minute: a person asks once or twice; a script mailing every address it guesses is stopped. */
const PER_ADDRESS = { max: 5, timeWindow: '1 minute' } as const;

/** "Forgot password?" (issue 26): public, for people who cannot sign in. */
export function passwordResetRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/api/users/forgot-password', {
      schema: {
        tags,
        summary:
          'Mail a single-use link to choose a new password; the same answer whether or not the address has an account',
        body: ZForgotPasswordRequest,
        response: { 202: ZForgotPasswordAnswer, ...errorResponses(400, 429) },
      },
      // A retried request (a lost answer) replays its first answer: no second mail, no 'already used'.
      config: { rateLimit: PER_ADDRESS, idempotent: true },
      handler: async (request, reply) => reply.status(202).send(await requestPasswordReset(ctx, request.body)),
    });

    app.post('/api/users/reset-password', {
      schema: {
        tags,
        summary: 'Choose a new password with a "Forgot password?" link’s token; every session of the account ends',
        body: ZResetPasswordRequest,
        response: { 204: z.null(), ...errorResponses(400, 404, 410, 429) },
      },
      // A retried request (a lost answer) replays its first answer: no second mail, no 'already used'.
      config: { rateLimit: PER_ADDRESS, idempotent: true },
      handler: async (request, reply) => {
        await resetPassword(ctx, request.body);
        return reply.status(204).send(null);
      },
    });
  };
}

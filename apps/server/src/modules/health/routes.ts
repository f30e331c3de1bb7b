import { ZHealth } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { VERSION } from '../../version.ts';

export function healthRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    fastify.withTypeProvider<ZodTypeProvider>().get('/api/health', {
      schema: {
        tags: ['health'],
        summary: 'Is the server up, and can it reach its database?',
        response: { 200: ZHealth, 503: ZHealth },
      },
      config: { rateLimit: false },
      handler: async (request, reply) => {
        try {
          await sql`select 1`.execute(ctx.db);
          return { status: 'ok' as const, database: 'ok' as const, version: VERSION };
        } catch (error) {
          request.log.warn(`health check: database unreachable: ${String(error)}`);
          return reply.status(503).send({ status: 'degraded', database: 'down', version: VERSION });
        }
      },
    });
  };
}

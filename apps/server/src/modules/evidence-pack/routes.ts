import { ZEvidencePack, ZIdParams } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { buildEvidencePack } from './build-evidence-pack.ts';

/** Issue 27's evidence pack: a claim's whole record in one file, for a complaint or a dispute. */
export function evidencePackRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.post('/api/claims/:id/evidence-pack', {
      schema: {
        tags: ['claims'],
        summary: 'Make the claim’s evidence pack: a ZIP of its PDF record and its originals with their SHA-256',
        description:
          'For those who see the whole claim, costs included: its client and the platform. The claim’s repairer gets 403; another organisation’s claim is 404. Recorded on the claim’s timeline.',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZEvidencePack, ...errorResponses(400, 401, 403, 404) },
      },
      config: { idempotent: true },
      onRequest: ctx.auth.require({ privileges: ['ReadClaims'] }),
      handler: (request) => buildEvidencePack(ctx, actorOf(request), request.params.id),
    });
  };
}

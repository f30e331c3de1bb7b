import { ZTrackingPage, ZTrackingPushRequest, ZTrackingTokenParams, z } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { FiguresCache } from '../claim-lists/figures-cache.ts';
import { TRACKING_PER_ADDRESS } from './tracking-limits.ts';
import { readTrackingPage } from './tracking-page.ts';
import { subscribeToTracking } from './tracking-push.ts';

const tags = ['tracking'];
/** Public: the token is the permission, so the routes are limited per address, like the FNOL look-ups. */
const PER_ADDRESS = { rateLimit: TRACKING_PER_ADDRESS } as const;

/** The driver's live tracking page (/track/{token}), from the tracking link mailed to them (issue 24). */
export function trackingRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db, driverLinks, clock } = ctx;
    const services = {
      db,
      driverLinks,
      clock,
      figures: new FiguresCache(ctx.config.figuresCacheSeconds),
      pushPublicKey: ctx.push.publicKey,
    };

    app.get('/api/track/:token', {
      schema: {
        tags,
        summary: 'Where a driver’s claim is: its timeline, its garage, the next step and the predicted completion',
        params: ZTrackingTokenParams,
        response: { 200: ZTrackingPage, ...errorResponses(400, 404, 410, 429) },
      },
      config: PER_ADDRESS,
      handler: (request) => readTrackingPage(services, request.params.token),
    });

    app.post('/api/track/:token/push', {
      schema: {
        tags,
        summary: 'Hear of the claim’s status changes by web push in this browser',
        params: ZTrackingTokenParams,
        body: ZTrackingPushRequest,
        response: { 204: z.null(), ...errorResponses(400, 404, 410, 422, 429) },
      },
      config: PER_ADDRESS,
      handler: async (request, reply) => {
        await subscribeToTracking(db, driverLinks, request.params.token, request.body, ctx.config.pushServiceHosts);
        return reply.status(204).send(null);
      },
    });
  };
}

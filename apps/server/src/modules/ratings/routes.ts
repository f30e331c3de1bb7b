import { ZRatingPage, ZRatingRequest, ZRatingTokenParams } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { readRatingPage, submitRating } from './rating-page.ts';

const tags = ['ratings'];
/** Public: the token is the permission, so the routes are limited per address. */
const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The driver's rating of the repair, through the feedback link mailed on request-feedback (/rate/{token}). */
export function ratingRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { db, driverLinks } = ctx;

    app.get('/api/ratings/:token', {
      schema: {
        tags,
        summary: 'What a feedback link rates, and the rating once given',
        params: ZRatingTokenParams,
        response: { 200: ZRatingPage, ...errorResponses(400, 404, 409, 410, 429) },
      },
      config: limited,
      handler: (request) => readRatingPage(db, driverLinks, request.params.token),
    });

    app.post('/api/ratings/:token', {
      schema: {
        tags,
        summary: 'Rate the repair: 1 to 5 stars and a comment, once per claim',
        params: ZRatingTokenParams,
        body: ZRatingRequest,
        response: { 201: ZRatingPage, ...errorResponses(400, 404, 409, 410, 429) },
      },
      config: { ...limited, idempotent: true },
      handler: async (request, reply) =>
        reply.status(201).send(await submitRating(db, driverLinks, request.params.token, request.body)),
    });
  };
}

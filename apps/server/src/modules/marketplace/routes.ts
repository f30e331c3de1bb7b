import {
  ZBid,
  ZBidList,
  ZClaimReach,
  ZCount,
  ZDistance,
  ZDistanceParams,
  ZIdParams,
  ZMarketplaceClaim,
  ZMarketplaceCount,
  ZMarketplaceList,
  ZMarketplaceQuery,
  ZMyBidList,
  ZNearMisses,
  ZPlaceBidRequest,
  z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { READ_CLAIMS } from '../claims/read-claims.ts';
import { claimDistance } from './claim-distance.ts';
import { listBids } from './list-bids.ts';
import { countOffered, listMarketplace } from './list-marketplace.ts';
import { listMyBids } from './list-my-bids.ts';
import { listNearMisses } from './list-near-misses.ts';
import { countWaitingForDraw } from './lottery-count.ts';
import { placeBid } from './place-bid.ts';
import { requireMarketplaceViewer } from './policy.ts';
import { readClaimReach } from './read-claim-reach.ts';
import { readMarketplaceClaim } from './read-marketplace-claim.ts';
import { withdrawBid } from './withdraw-bid.ts';

const tags = ['marketplace'];
const GARAGE_READ = ['ReadRepairClaims', 'ReadBodyshopClaims'] as const;

/** Spec section 7 "Quotes and bids" (the business ones), distance and lottery count; the garages' marketplace (issue 23). */
export function marketplaceRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db } = ctx;
    const garages = auth.require({ privileges: GARAGE_READ });
    const viewerOf = (request: Parameters<typeof actorOf>[0]) => requireMarketplaceViewer(actorOf(request));

    app.get('/api/marketplace/claims', {
      schema: {
        tags,
        summary: 'The claims the caller’s garage may bid on now: redacted, with the distance to its nearest garage',
        security: bearer,
        querystring: ZMarketplaceQuery,
        response: { 200: ZMarketplaceList, ...errorResponses(400, 401, 403) },
      },
      onRequest: garages,
      handler: (request) => listMarketplace(db, viewerOf(request), request.query),
    });

    app.get('/api/marketplace/count', {
      schema: {
        tags,
        summary: 'How many claims the caller’s garage may bid on now (the Repair-home badge), counted up to 1,000',
        security: bearer,
        response: { 200: ZMarketplaceCount, ...errorResponses(401, 403) },
      },
      onRequest: garages,
      handler: async (request) => {
        const { count, capped } = await countOffered(db, viewerOf(request));
        return { count, countCapped: capped };
      },
    });

    app.get('/api/marketplace/bids', {
      schema: {
        tags,
        summary: 'The caller’s garage’s bids, newest first, with their states',
        security: bearer,
        response: { 200: ZMyBidList, ...errorResponses(401, 403) },
      },
      onRequest: garages,
      // The platform places no bids of its own.
      handler: async (request) => {
        const viewer = viewerOf(request);
        return viewer === 'platform' ? { data: [] } : listMyBids(db, viewer);
      },
    });

    app.get('/api/marketplace/near-misses', {
      schema: {
        tags,
        summary: 'Claims near the caller’s garage that are not offered to it, with what keeps each out',
        security: bearer,
        response: { 200: ZNearMisses, ...errorResponses(401, 403) },
      },
      onRequest: garages,
      // The platform sees every claim already: it has no settings that keep one out.
      handler: async (request) => {
        const viewer = viewerOf(request);
        return viewer === 'platform' ? { data: [] } : listNearMisses(db, viewer);
      },
    });

    app.get('/api/marketplace/claims/:id', {
      schema: {
        tags,
        summary: 'A claim as a garage sees it on the marketplace: no customer details until it is theirs',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZMarketplaceClaim, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: garages,
      handler: (request) => readMarketplaceClaim(db, actorOf(request), request.params.id),
    });

    app.put('/api/claims/:id/bid', {
      schema: {
        tags,
        summary: 'Place the caller’s garage’s bid on a claim, or change its live bid (amounts in pence)',
        security: bearer,
        params: ZIdParams,
        body: ZPlaceBidRequest,
        response: { 200: ZBid, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      onRequest: auth.require({ privileges: ['CreateBid'] }),
      handler: (request) => placeBid(ctx, actorOf(request), request.params.id, request.body),
    });

    app.delete('/api/claims/:id/bid', {
      schema: {
        tags,
        summary: 'Withdraw the caller’s garage’s live bid',
        security: bearer,
        params: ZIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: auth.require({ privileges: ['CreateBid'] }),
      handler: async (request, reply) => {
        await withdrawBid(ctx, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.get('/api/claims/:id/bids', {
      schema: {
        tags,
        summary: 'The claim’s bids ranked, with each score’s parts (the client and the platform); a garage’s own bid',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZBidList, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: READ_CLAIMS }),
      handler: (request) => listBids(db, actorOf(request), request.params.id),
    });

    app.get('/api/claims/:id/reach', {
      schema: {
        tags,
        summary:
          'How many garages the claim is offered to, and each garage near it with why it is not (client, platform)',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZClaimReach, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: READ_CLAIMS }),
      handler: (request) => readClaimReach(db, actorOf(request), request.params.id),
    });

    app.get('/api/claims/:id/distance/:garageId', {
      schema: {
        tags,
        summary: 'Kilometres from a claim to a garage (screens show miles)',
        security: bearer,
        params: ZDistanceParams,
        response: { 200: ZDistance, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: READ_CLAIMS }),
      handler: async (request) => ({
        km: await claimDistance(db, actorOf(request), request.params.id, request.params.garageId),
      }),
    });

    app.get('/api/claims/lottery/count', {
      schema: {
        tags,
        summary: 'How many claims within the caller’s reach wait for a draw: bidding closed with no bid',
        security: bearer,
        response: { 200: ZCount, ...errorResponses(401, 403) },
      },
      onRequest: auth.require({ privileges: READ_CLAIMS }),
      handler: async (request) => ({ count: await countWaitingForDraw(db, actorOf(request)) }),
    });
  };
}

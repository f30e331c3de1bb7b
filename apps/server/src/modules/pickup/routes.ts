import {
  ZBodyshopPickupRequest,
  ZDriverDatesParams,
  ZDriverPickupPage,
  ZDriverPickupParams,
  ZFnolVehicle,
  ZIdParams,
  ZOverridePickupQuery,
  ZOverridePickupRequest,
  ZPickup,
  ZPickupAnswerRequest,
  ZPickupAvailabilityRequest,
  ZPickupDataRequest,
  ZPickupPlateParams,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { READ_CLAIMS } from '../claims/read-claims.ts';
import { lookUpVehicle } from '../fnol/look-up-vehicle.ts';
import { changePickup, type PickupChange } from './change-pickup.ts';
import { answerRepairDate, type DriverPageKey, giveDriverAvailability, readDriverPickup } from './driver-pickup.ts';
import { loadPickup } from './pickup-queries.ts';
import { visibleClaimId } from './visible-claim.ts';

const tags = ['pickup'];
/** The drivers' calls are public (the token is the permission), so they are limited per address. */
const limited = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const staffErrors = errorResponses(400, 401, 403, 404, 409, 422);
const driverErrors = errorResponses(400, 404, 409, 410, 422, 429);

/** Spec 7 "Pickup" (issue 25): the claim's pickup data for staff, and the driver's pickup and preferred-dates pages. */
export function pickupRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db } = ctx;
    const change = (id: string, request: Parameters<typeof actorOf>[0], pickupChange: PickupChange) =>
      changePickup(ctx, actorOf(request), id, pickupChange);

    app.get('/api/claims/:id/pickup', {
      schema: {
        tags,
        summary: 'The claim’s pickup data: the driver’s availability, the booked repair date and the answer',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZPickup, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: READ_CLAIMS }),
      handler: async (request) =>
        loadPickup(db, await visibleClaimId(db, actorOf(request), request.params.id), ctx.clock.now()),
    });

    app.get('/api/claims/:id/pickup/dvla/:plate', {
      schema: {
        tags,
        summary: 'Make, colour, year and fuel of the vehicle collected, from the DVLA',
        security: bearer,
        params: ZPickupPlateParams,
        response: { 200: ZFnolVehicle, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: READ_CLAIMS }),
      handler: async (request) => {
        await visibleClaimId(db, actorOf(request), request.params.id);
        return lookUpVehicle(ctx.vehicles, request.params.plate);
      },
    });

    for (const [url, retail] of [
      ['/api/claims/:id/pickup/', false],
      ['/api/claims/:id/pickup/retail', true],
    ] as const) {
      app.put(url, {
        schema: {
          tags,
          summary: retail
            ? 'Book or move a retail claim’s repair date (pickupData)'
            : 'Book or move the repair date, and the driver’s availability (pickupData)',
          security: bearer,
          params: ZIdParams,
          body: ZPickupDataRequest,
          response: { 200: ZPickup, ...staffErrors },
        },
        onRequest: auth.require(),
        handler: (request) =>
          change(request.params.id, request, { action: 'book-repair-date', data: request.body, retail }),
      });
    }

    app.put('/api/claims/:id/pickup/bodyshop', {
      schema: {
        tags,
        summary: 'The bodyshop books the repair date at its own site',
        security: bearer,
        params: ZIdParams,
        body: ZBodyshopPickupRequest,
        response: { 200: ZPickup, ...staffErrors },
      },
      onRequest: auth.require(),
      handler: (request) =>
        change(request.params.id, request, { action: 'book-bodyshop-repair-date', data: request.body }),
    });

    app.put('/api/claims/:id/pickup/override', {
      schema: {
        tags,
        summary: 'Set a repair date the rules refuse (a past date; a future one with allowFutureDate)',
        security: bearer,
        params: ZIdParams,
        querystring: ZOverridePickupQuery,
        body: ZOverridePickupRequest,
        response: { 200: ZPickup, ...staffErrors },
      },
      onRequest: auth.require(),
      handler: (request) =>
        change(request.params.id, request, {
          action: 'override-repair-date',
          data: request.body,
          allowFutureDate: request.query.allowFutureDate,
        }),
    });

    app.put('/api/claims/:id/pickup/availability', {
      schema: {
        tags,
        summary: 'The driver’s availability, as they gave it (pickupDates, contact, requestedSpecificDate)',
        security: bearer,
        params: ZIdParams,
        body: ZPickupAvailabilityRequest,
        response: { 200: ZPickup, ...staffErrors },
      },
      onRequest: auth.require(),
      handler: (request) =>
        change(request.params.id, request, { action: 'set-pickup-availability', data: request.body }),
    });

    // The driver's pages: /pickup/{claimId}?token= (purpose pickup) and /preferred-dates/{quoteId}?token= (dates).
    const pages = [
      { purpose: 'pickup', prefix: '/api/driver/pickup/:claimId/:token', params: ZDriverPickupParams },
      { purpose: 'dates', prefix: '/api/driver/preferred-dates/:quoteId/:token', params: ZDriverDatesParams },
    ] as const;
    for (const { purpose, prefix, params } of pages) {
      const keyOf = (p: { token: string; claimId?: string; quoteId?: string }): DriverPageKey => ({
        purpose,
        token: p.token,
        pathId: p.claimId ?? p.quoteId ?? '',
      });
      app.get(prefix, {
        schema: {
          tags,
          summary: `What the driver’s ${purpose === 'pickup' ? 'pickup' : 'preferred dates'} page shows`,
          params,
          response: { 200: ZDriverPickupPage, ...driverErrors },
        },
        config: limited,
        handler: (request) => readDriverPickup(ctx, keyOf(request.params)),
      });
      app.put(`${prefix}/availability`, {
        schema: {
          tags,
          summary: 'The driver gives the days that suit them, a specific day and how to reach them',
          params,
          body: ZPickupAvailabilityRequest,
          response: { 200: ZDriverPickupPage, ...driverErrors },
        },
        config: limited,
        handler: (request) => giveDriverAvailability(ctx, keyOf(request.params), request.body),
      });
    }

    app.put('/api/driver/pickup/:claimId/:token/answer', {
      schema: {
        tags,
        summary: 'The driver accepts or rejects the booked repair date',
        params: ZDriverPickupParams,
        body: ZPickupAnswerRequest,
        response: { 200: ZDriverPickupPage, ...driverErrors },
      },
      config: limited,
      handler: (request) =>
        answerRepairDate(
          ctx,
          { purpose: 'pickup', token: request.params.token, pathId: request.params.claimId },
          request.body,
        ),
    });
  };
}

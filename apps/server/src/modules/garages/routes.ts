import {
  ZGarage,
  ZGarageCreateRequest,
  ZGarageImportAnswer,
  ZGarageImportQuery,
  ZGarageList,
  ZGarageListQuery,
  ZGarageLocationBody,
  ZGarageUpdateRequest,
  ZIdParams,
  ZMapSettings,
  ZRepairMap,
  z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { deleteGarage, moveGarage, updateGarage } from './change-garage.ts';
import { createGarage } from './create-garage.ts';
import { garagesReached } from './garage-policy.ts';
import { readGarageOr404 } from './garage-queries.ts';
import { importGarages } from './import-garages.ts';
import { listGarages } from './list-garages.ts';
import { repairMap } from './repair-map.ts';

const tags = ['garages'];
const oneGarage = { tags, security: bearer, params: ZIdParams };
/** 10,000 garages of a CSV file are about 1.5 MB. */
const CSV_BODY_LIMIT = 8 * 1024 * 1024;

/** Garages: an organisation's sites, the places the marketplace measures from, and the repair map (issue 26). */
export function garageRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db, geocoder, config } = ctx;
    // The CSV import's file arrives as it is: its bytes are decoded (and refused if not UTF-8) by the import.
    app.addContentTypeParser('text/csv', { parseAs: 'buffer', bodyLimit: CSV_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    app.get('/api/garages', {
      schema: {
        tags,
        summary: 'Garages: one’s own organisations’, or every one for super admins; searched, one page',
        security: bearer,
        querystring: ZGarageListQuery,
        response: { 200: ZGarageList, ...errorResponses(400, 401, 403) },
      },
      onRequest: auth.require({ privileges: ['ReadGarages'] }),
      handler: (request) => listGarages(db, actorOf(request), request.query),
    });

    app.get('/api/garages/map', {
      schema: {
        tags,
        summary: 'The repair map: the garages and the open claims the caller reads, with their places',
        security: bearer,
        response: { 200: ZRepairMap, ...errorResponses(401, 403) },
      },
      onRequest: auth.require({ privileges: ['ReadGarages'] }),
      handler: (request) => repairMap(db, actorOf(request), config.mapTileUrl ?? null),
    });

    app.get('/api/garages/map-settings', {
      schema: {
        tags,
        summary: 'The map tiles, and whether postcodes can be looked up, for the garage forms',
        security: bearer,
        response: { 200: ZMapSettings, ...errorResponses(401, 403) },
      },
      onRequest: auth.require({ privileges: ['ReadGarages', 'CreateSingleGarage', 'CreateGarages'] }),
      handler: async () => ({ tileUrl: config.mapTileUrl ?? null }),
    });

    app.post('/api/garages', {
      schema: {
        tags,
        summary: 'Create one garage (CreateSingleGarage); without coordinates its postcode is looked up',
        security: bearer,
        body: ZGarageCreateRequest,
        response: { 201: ZGarage, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { idempotent: true },
      onRequest: auth.require({ privileges: ['CreateSingleGarage'] }),
      handler: async (request, reply) =>
        reply.status(201).send(await createGarage(db, geocoder, actorOf(request), request.body)),
    });

    app.post('/api/garages/import', {
      schema: {
        tags,
        summary: 'Create many garages from a CSV file (text/csv, UTF-8): all or nothing, bad rows by line',
        description:
          'Columns: name, address, town, postcode, phone, opening_hours, capabilities (separated by ;), service_radius_km, latitude, longitude. Name and postcode are required.',
        security: bearer,
        querystring: ZGarageImportQuery,
        response: { 201: ZGarageImportAnswer, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422) },
      },
      bodyLimit: CSV_BODY_LIMIT,
      onRequest: auth.require({ privileges: ['CreateGarages'] }),
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await importGarages(db, geocoder, actorOf(request), request.query.organisationId, request.body)),
    });

    app.get('/api/garages/:id', {
      schema: {
        ...oneGarage,
        summary: 'One garage',
        response: { 200: ZGarage, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: ['ReadGarages'] }),
      handler: (request) => readGarageOr404(db, request.params.id, garagesReached(actorOf(request), 'ReadGarages')),
    });

    app.put('/api/garages/:id', {
      schema: {
        ...oneGarage,
        summary: 'Change a garage’s details (UpdateGarages): name, address, phone, hours, work, radius',
        body: ZGarageUpdateRequest,
        response: { 200: ZGarage, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      onRequest: auth.require({ privileges: ['UpdateGarages'] }),
      handler: (request) => updateGarage(db, actorOf(request), request.params.id, request.body),
    });

    app.put('/api/garages/:id/location', {
      schema: {
        ...oneGarage,
        summary: 'Move a garage (SuperAdminRepairerLocation): its postcode and its point on the map',
        body: ZGarageLocationBody,
        response: { 200: ZGarage, ...errorResponses(400, 401, 403, 404, 422) },
      },
      onRequest: auth.require({ privileges: ['SuperAdminRepairerLocation'] }),
      handler: (request) => moveGarage(db, geocoder, actorOf(request), request.params.id, request.body),
    });

    app.delete('/api/garages/:id', {
      schema: {
        ...oneGarage,
        summary: 'Delete a garage (DeleteGarages)',
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: ['DeleteGarages'] }),
      handler: async (request, reply) => {
        await deleteGarage(db, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}

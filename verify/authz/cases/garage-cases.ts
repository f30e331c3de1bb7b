import { insertGarage } from '../../../apps/server/test/claim-factory.ts';
import { type ActorModel, rivalOf } from '../actors.ts';
import type { Cell, RouteCase, RouteCases } from '../route-case.ts';

/**
 * In Lerwick: far from TEST_PLACE, where the marketplace's cells keep their claims out of every
 * garage's reach, so no garage made here offers one of them to anybody.
 */
const LERWICK = { latitude: 60.1546, longitude: -1.1494 };

const isGarage = (who: ActorModel) => who.organisationType === 'repairer' || who.organisationType === 'bodyshop';

/** The organisation whose garage a cell reaches for: the actor's own repairer or bodyshop (a repairer for others), or its rival's. */
function garageOwner({ actor, subject }: Cell): string {
  const own = isGarage(actor) ? actor.organisation : 'repairer';
  return subject === 'own' ? own : rivalOf(own);
}

/** A fresh garage per cell: one of the actor's organisation, or (other) another's: out of reach is 404. */
function onGarage(suffix = '', body?: (cell: Cell) => unknown): RouteCase {
  return {
    subjects: ['other'],
    async request(cell) {
      const id = await insertGarage(cell.fx.app.db, garageOwner(cell), { name: cell.fx.unique('Garage '), ...LERWICK });
      return { path: `/api/garages/${id}${suffix}`, ...(body ? { body: body(cell) } : {}) };
    },
  };
}

const details = (cell: Cell) => ({ name: cell.fx.unique('Renamed garage '), phone: '0113 000 0000' });

/** Every route of the garages (issue 26): lists, the map, one garage, creating, importing, changing, moving, deleting. */
export const GARAGE_CASES: RouteCases = {
  'GET /api/garages': { request: async () => ({ path: '/api/garages' }) },
  'GET /api/garages/map': { request: async () => ({ path: '/api/garages/map' }) },
  'GET /api/garages/map-settings': { request: async () => ({ path: '/api/garages/map-settings' }) },
  'GET /api/garages/:id': onGarage(),
  'PUT /api/garages/:id': onGarage('', details),
  'PUT /api/garages/:id/location': onGarage('/location', () => ({ postcode: 'ZE1 0AA', ...LERWICK })),
  'DELETE /api/garages/:id': onGarage(),
  // The actor's own organisation by default; (other) another's named: 404. Super admins name any.
  'POST /api/garages': {
    subjects: ['other'],
    async request(cell) {
      const body = { name: cell.fx.unique('New garage '), postcode: 'ZE1 0AA', ...LERWICK };
      const named = cell.subject === 'other' || !isGarage(cell.actor);
      return {
        path: '/api/garages',
        body: named ? { ...body, organisationId: cell.fx.org(garageOwner(cell)) } : body,
      };
    },
  },
  'POST /api/garages/import': {
    request: async ({ fx }) => ({
      path: `/api/garages/import?organisationId=${fx.org('repairer2')}`,
      raw: {
        text: `name,postcode,latitude,longitude\n${fx.unique('Imported ')},ZE1 0AA,${LERWICK.latitude},${LERWICK.longitude}\n`,
        contentType: 'text/csv',
      },
    }),
  },
};

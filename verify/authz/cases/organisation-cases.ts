import { homeOrganisation, rivalOf } from '../actors.ts';
import type { Cell, RouteCase, RouteCases } from '../route-case.ts';

/** The actor's own organisation (a client for the platform), or (other) its rival's. */
function organisationPath(suffix = '') {
  return ({ actor, subject, fx }: Cell) => {
    const home = homeOrganisation(actor);
    return `/api/organisations/${fx.org(subject === 'own' ? home : rivalOf(home))}${suffix}`;
  };
}

/** A route on one demo organisation: its own reaches it, another organisation is 404 (super admins: any). */
function onOrganisation(suffix: string, body?: unknown): RouteCase {
  const path = organisationPath(suffix);
  return { subjects: ['other'], request: async (cell) => ({ path: path(cell), ...(body ? { body } : {}) }) };
}

const settings = { biddingWindowHours: 48, authorisationDeadlineDays: 2, serviceRadiusKm: 40 };

export const ORGANISATION_CASES: RouteCases = {
  'GET /api/organisations/directory': { request: async () => ({ path: '/api/organisations/directory' }) },
  'POST /api/organisations': {
    request: async ({ fx }) => ({
      path: '/api/organisations',
      body: { name: fx.unique('Created '), type: 'repairer', capabilities: ['mechanical'] },
    }),
  },
  'GET /api/organisations/:id': onOrganisation(''),
  // Only super admins pass these guards; each cell changes an organisation of its own.
  'PUT /api/organisations/:id': {
    request: async ({ fx }) => ({
      path: `/api/organisations/${await fx.organisation('client')}`,
      body: { name: fx.unique('Renamed ') },
    }),
  },
  'PUT /api/organisations/:id/capabilities': {
    request: async ({ fx }) => ({
      path: `/api/organisations/${await fx.organisation('repairer')}/capabilities`,
      body: { capabilities: ['ev'] },
    }),
  },
  'PUT /api/organisations/:id/settings': onOrganisation('/settings', settings),
  'GET /api/organisations/:id/fnol-code': onOrganisation('/fnol-code'),
  // Rotating changes what drivers type: the FNOL cells read the code as it is now (claim-cases.ts).
  'PUT /api/organisations/:id/fnol-code': onOrganisation('/fnol-code'),
};

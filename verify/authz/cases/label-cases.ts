import type { RouteCases } from '../route-case.ts';

/**
 * Labels belong to the platform, not to an organisation: only SuperAdminLabels reaches these routes
 * (the guard's 403), so there is no other organisation's label to try. Each cell gets a fresh label.
 */
const body = (name: string) => ({ name, colour: '#2E7D32', description: 'Sorted by the matrix' });

export const LABEL_CASES: RouteCases = {
  'GET /api/labels/:id': { request: async ({ fx }) => ({ path: `/api/labels/${(await fx.label()).id}` }) },
  'POST /api/labels': { request: async ({ fx }) => ({ path: '/api/labels', body: body(fx.unique('New ')) }) },
  'PUT /api/labels/:id': {
    request: async ({ fx }) => ({ path: `/api/labels/${(await fx.label()).id}`, body: body(fx.unique('Renamed ')) }),
  },
  'DELETE /api/labels/:id': { request: async ({ fx }) => ({ path: `/api/labels/${(await fx.label()).id}` }) },
};

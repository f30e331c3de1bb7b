import type { RouteCase, RouteCases } from '../route-case.ts';

/** The FNOL wizard's public reads: anyone with the demo's Northwind code, signed in or not. */
const insurer: RouteCase = { request: async () => ({ path: '/api/fnol/insurer?code=NORTHWIND' }) };
const vehicle: RouteCase = { request: async () => ({ path: '/api/fnol/vehicle/AB12CDE?code=NORTHWIND' }) };

export const FNOL_CASES: RouteCases = {
  'GET /api/fnol/insurer': insurer,
  'GET /api/fnol/vehicle/:registration': vehicle,
};

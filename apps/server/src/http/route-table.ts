import { ZErrorResponse } from '@fixline/domain';
import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import type { AuthGuards, GuardOptions } from '../auth/guards.ts';
import { bearerOrApiKey } from './route-schemas.ts';

/** What a route asks of its caller, as its guard says: nothing, an optional sign-in, or a sign-in with its options. */
export type RouteGuard = { kind: 'public' } | { kind: 'optional' } | ({ kind: 'signed-in' } & GuardOptions);

export interface RouteEntry {
  method: string;
  /** Fastify's pattern: `/api/claims/:id`. */
  url: string;
  guard: RouteGuard;
  /** The answers its schema documents, ascending: the first 2xx is what success looks like. */
  statuses: number[];
}

const guardOf = new WeakMap<onRequestAsyncHookHandler, RouteGuard>();
const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * The same guards, each remembering the options it was made with, so the route table can say which
 * guard a route carries. The authorization matrix (verify/authz) is generated from that table.
 */
export function describedGuards(guards: AuthGuards): AuthGuards {
  return {
    require(options = {}) {
      const hook = guards.require(options);
      guardOf.set(hook, { kind: 'signed-in', ...options });
      return hook;
    },
    optional() {
      const hook = guards.optional();
      guardOf.set(hook, { kind: 'optional' });
      return hook;
    },
  };
}

/** The guard among a route's onRequest hooks, or null for a route without one. */
function guardOfRoute(route: RouteOptions): RouteGuard | null {
  const hooks = [route.onRequest ?? []].flat() as onRequestAsyncHookHandler[];
  return hooks.map((hook) => guardOf.get(hook)).find((found) => found !== undefined) ?? null;
}

/**
 * An onRoute hook documenting API keys from each route's guard itself (decision 0064): a route that takes
 * them has both schemes, so the OpenAPI document lists exactly the routes a key may call; any other
 * signed-in route refuses a key with 403, which it then documents.
 */
export function documentApiKeyRoutes(route: RouteOptions): void {
  const guard = guardOfRoute(route);
  if (guard?.kind !== 'signed-in' || !route.schema) return;
  if (guard.apiKeys) {
    route.schema.security = bearerOrApiKey;
    return;
  }
  const responses = (route.schema.response ?? {}) as Record<string, unknown>;
  if (!(403 in responses)) route.schema.response = { ...responses, 403: ZErrorResponse };
}

/**
 * Records every route added to the app from here on (plugins included), with its guard. A route whose
 * onRequest hooks hold no described guard is listed as public: the matrix then expects it to answer
 * anyone, so a guard written by hand shows up as a difference instead of passing unseen.
 */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const guard = guardOfRoute(route) ?? { kind: 'public' };
    // Read when asked: the onRoute hooks after this one still document answers (documentApiKeyRoutes).
    const statuses = () =>
      Object.keys((route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {})
        .map(Number)
        .filter(Number.isInteger)
        .sort((a, b) => a - b);
    for (const method of [route.method].flat()) {
      table.push({
        method,
        url: route.url,
        guard,
        get statuses() {
          return statuses();
        },
      });
    }
  });
}

/** Every route of an app built with recordRouteTable, in the order they were added. */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('This app does not record its route table');
  return table;
}

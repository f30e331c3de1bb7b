import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { AuthGuards, GuardOptions } from '../auth/guards.ts';

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

/**
 * Records every route added to the app from here on (plugins included), with its guard. A route whose
 * onRequest hooks hold no described guard is listed as public: the matrix then expects it to answer
 * anyone, so a guard written by hand shows up as a difference instead of passing unseen.
 */
export function recordRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest ?? []].flat() as onRequestAsyncHookHandler[];
    const guard = hooks.map((hook) => guardOf.get(hook)).find((found) => found !== undefined) ?? { kind: 'public' };
    const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
    const statuses = Object.keys(response)
      .map(Number)
      .filter(Number.isInteger)
      .sort((a, b) => a - b);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, guard, statuses });
  });
}

/** Every route of an app built with recordRouteTable, in the order they were added. */
export function routeTable(app: FastifyInstance): readonly RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('This app does not record its route table');
  return table;
}

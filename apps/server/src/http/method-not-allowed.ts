import type { FastifyInstance } from 'fastify';
import FindMyWay from 'find-my-way';
import { routeTable } from './route-table.ts';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * The methods a path is served with, from the app's route table: a known path called with another
 * method answers 405 with them in `Allow` (RFC 9110 §15.5.6), not 404 "No route" (issue 29). Matched by
 * a router of the table's own patterns, so `/api/claims/:id` covers every claim and a route added
 * tomorrow is covered too; built once, when the app is ready and its table complete.
 */
export function allowedMethods(app: FastifyInstance): (path: string) => string[] {
  let router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1> | undefined;
  const build = () => {
    const built = FindMyWay({ ignoreTrailingSlash: false });
    for (const { method, url } of routeTable(app)) {
      // The static files' catch-all (`/*`) knows no path: a path it cannot serve is unknown, a 404.
      if (url.startsWith('/*') || !(METHODS as readonly string[]).includes(method)) continue;
      built.on(method as FindMyWay.HTTPMethod, url, () => undefined);
    }
    return built;
  };
  return (path) => {
    router ??= build();
    const found = router;
    return METHODS.filter((method) => found.find(method, path) !== null);
  };
}

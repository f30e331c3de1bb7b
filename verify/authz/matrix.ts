import { isPermitted } from '@fixline/domain';
import type { RouteEntry, RouteGuard } from '../../apps/server/src/http/route-table.ts';
import { ACTORS, type ActorModel } from './actors.ts';
import { ROUTE_CASES } from './cases/route-cases.ts';
import { reachExpectation, type Subject } from './route-case.ts';

/** A cell: one status when the actor meets one answer (the guard's, or a route without objects), else one per subject. */
export type Expected = number | Partial<Record<Subject, number>>;

export interface Matrix {
  generatedBy: string;
  actors: string[];
  /** `METHOD /url` → actor → expected answer. */
  routes: Record<string, Record<string, Expected>>;
  /** `METHOD /url` → the fields its body takes, as the OpenAPI document says: any other is refused (property level). */
  bodyFields: Record<string, string[]>;
}

interface JsonSchema {
  type?: string;
  properties?: Record<string, unknown>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** The part of the OpenAPI document (GET /api/docs/json) the matrix reads: each operation's JSON body. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
}

/**
 * Routes outside the matrix, each for a reason: not the API, or guarded by something other than a
 * sign-in. Fastify's automatic HEAD twin of a GET shares its handler and guard, so the GET's row covers it.
 */
export const EXCLUDED_ROUTES = [
  { prefix: '/api/docs', reason: 'the OpenAPI document and its viewer: public and read-only by design' },
  {
    prefix: '/api/storage/objects/',
    reason:
      'the disk storage’s signed addresses: no token, the signature is the permission ' +
      '(disk-storage.test.ts and storage-contract.test.ts refuse wrong, expired and altered signatures)',
  },
] as const;

export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The API routes of the route table the matrix must have a row for. */
export function apiRoutes(table: readonly RouteEntry[]): RouteEntry[] {
  const gets = new Set(table.filter((route) => route.method === 'GET').map((route) => route.url));
  return table.filter(
    (route) =>
      route.url.startsWith('/api/') &&
      !EXCLUDED_ROUTES.some(({ prefix }) => route.url.startsWith(prefix)) &&
      !(route.method === 'HEAD' && gets.has(route.url)),
  );
}

/** What the guard answers before the route looks at anything else, or null when it lets the actor through. */
function guardAnswer(guard: RouteGuard, who: ActorModel): number | null {
  if (guard.kind !== 'signed-in') return null;
  if (who.token !== 'live') return 401;
  // An API key is refused wherever its guard does not take keys, whatever its scopes (decision 0064).
  if (who.apiKey && !guard.apiKeys) return 403;
  if (who.requiredPasswordChange && !guard.allowDuringPasswordChange) return 403;
  if (guard.privileges && !isPermitted(who, { privileges: guard.privileges })) return 403;
  return null;
}

export function expectedCell(route: RouteEntry, who: ActorModel): Expected {
  const routeCase = ROUTE_CASES[routeKey(route)];
  if (!routeCase) throw new Error(`No case for ${routeKey(route)}`);
  const refused = guardAnswer(route.guard, who);
  if (refused !== null) return refused;
  const success = route.statuses.find((status) => status >= 200 && status < 300) ?? 200;
  const expect = routeCase.expect ?? reachExpectation;
  const subjects: Subject[] = ['own', ...(routeCase.subjects ?? [])];
  if (subjects.length === 1) return expect(who, 'own', success);
  return Object.fromEntries(subjects.map((subject) => [subject, expect(who, subject, success)]));
}

function topLevelFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [...Object.keys(schema.properties ?? {}), ...nested.flatMap(topLevelFields)];
}

/** The documented fields of a route's JSON body, or null when it takes none. */
function documentedBody(route: RouteEntry, document: OpenApiDocument): string[] | null {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  const body = document.paths?.[path]?.[route.method.toLowerCase()]?.requestBody;
  if (!body) return null;
  const schema = body.content?.['application/json']?.schema;
  // A body taken as text (a signed webhook's exact bytes) has no fields to set or refuse.
  if (schema?.type === 'string') return null;
  return [...new Set(topLevelFields(schema))].sort();
}

/** The matrix of today's route table, OpenAPI document and domain; routes without a case are listed instead. */
export function buildMatrix(
  table: readonly RouteEntry[],
  document: OpenApiDocument,
): { matrix: Matrix; missing: string[] } {
  const routes = apiRoutes(table).sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  const missing = routes.map(routeKey).filter((key) => !ROUTE_CASES[key]);
  const matrix: Matrix = {
    generatedBy: 'npm run authz:generate — review every changed cell; a wrong one is a bug in the code',
    actors: ACTORS.map((who) => who.key),
    routes: Object.fromEntries(
      routes
        .filter((route) => ROUTE_CASES[routeKey(route)])
        .map((route) => [
          routeKey(route),
          Object.fromEntries(ACTORS.map((who) => [who.key, expectedCell(route, who)])),
        ]),
    ),
    bodyFields: Object.fromEntries(
      routes.flatMap((route) => {
        const fields = documentedBody(route, document);
        return fields ? [[routeKey(route), fields]] : [];
      }),
    ),
  };
  return { matrix, missing };
}

/** The matrix as checked in: two-space JSON with each cell and each field list on one line, so a change reads as a one-line diff. */
export function formatMatrix(matrix: Matrix): string {
  const oneLine = (inner: string) => inner.replace(/,\n\s+/g, ', ');
  return `${JSON.stringify(matrix, null, 2)
    .replace(/\{\n\s+("own"[^{}]*?)\n\s+\}/g, (_whole, inner: string) => `{ ${oneLine(inner)} }`)
    .replace(/\[\n\s+("[^[\]]*?)\n\s+\]/g, (_whole, inner: string) => `[${oneLine(inner)}]`)}\n`;
}

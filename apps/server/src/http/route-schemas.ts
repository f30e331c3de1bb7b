import { ZErrorResponse } from '@fixline/domain';
import type { RouteOptions } from 'fastify';

/** The error answers a route can give, for the OpenAPI document and response checks. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ZErrorResponse]));

/** Marks a route as needing the bearer token in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];

/** A route a client organisation's API key may call as well as a person (decision 0064): either scheme. */
export const bearerOrApiKey: Record<string, string[]>[] = [{ bearerAuth: [] }, { apiKey: [] }];

/**
 * An onRoute hook: every route that takes a JSON body can be refused by the body parser before its
 * handler runs — malformed JSON (400), over the size limit (413), not JSON (415) — so those answers
 * are documented here once for all of them, a route added tomorrow included.
 */
export function documentBodyErrors(route: RouteOptions): void {
  const schema = route.schema;
  if (!schema?.body) return;
  const documented = (schema.response ?? {}) as Record<string, unknown>;
  const missing = [400, 413, 415].filter((status) => !(status in documented));
  schema.response = { ...documented, ...errorResponses(...missing) };
}

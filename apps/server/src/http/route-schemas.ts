import { ZErrorResponse } from '@fixline/domain';

/** The error answers a route can give, for the OpenAPI document and response checks. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, ZErrorResponse]));

/** Marks a route as needing the bearer token in the OpenAPI document. */
export const bearer = [{ bearerAuth: [] }];

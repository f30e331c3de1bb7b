import type { BoundaryFamily } from './boundary-values.ts';

/**
 * What makes a case: valid input, one part broken, one part at a boundary of its format or type
 * (boundary-values.ts), the body sent wrongly, or the token left out or forged.
 */
export type CaseKind =
  | 'valid'
  | 'invalid-path'
  | 'invalid-query'
  | 'invalid-body'
  | 'boundary-path'
  | 'boundary-query'
  | 'boundary-body'
  | 'malformed-json'
  | 'wrong-content-type'
  | 'oversized-body'
  | 'no-token'
  | 'bad-token';

/** A request body: JSON sent as application/json, or text sent as it is with its own content type. */
export type CaseBody = { json: unknown } | { raw: string; contentType: string | null };

/**
 * One generated request, concrete enough to be sent again as it is: regression files hold these.
 * Values are the decoded ones; the sender encodes path and query.
 */
export interface FuzzCase {
  /** "POST /api/claims/{id}/comment", as the OpenAPI document names the operation. */
  operation: string;
  kind: CaseKind;
  /** What was broken, in words ("body.customerName: 10,000-character string"). */
  note: string;
  /** The boundary family of a boundary case (dates, numbers, urls …), for the report. */
  family?: BoundaryFamily;
  /** The demo account whose token is sent; null for none. */
  actor: string | null;
  /** An Authorization header sent as it is, instead of an actor's token (forged tokens). */
  authorization?: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: CaseBody;
  /** X-Forwarded-For: the client address the app sees, so per-address limits meet many clients. */
  address: string;
}

/** A URL is UTF-8, which has no lone surrogates: in a path or query they travel as U+FFFD (as URLSearchParams sends them). */
export const inUrl = (text: string) => text.replace(/\p{Cs}/gu, '\ufffd');

/** The case's path and query values as the app receives them. */
export function urlValues(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, inUrl(value)]));
}

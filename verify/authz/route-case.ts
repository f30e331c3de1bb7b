import { isSuperAdmin } from '@fixline/domain';
import type { ActorModel } from './actors.ts';
import type { Fixtures } from './fixtures.ts';

/**
 * Which object a cell's request points at:
 * - own: one of the actor's organisation (owned, assigned, a member, authored by the actor …);
 * - other: the same kind of object of another organisation — out of reach is 404, never 403 or 200;
 * - colleague: within reach but someone else's (a comment, a file another person added);
 * - deleted: the actor's own claim, deleted;
 * - mismatch: a child id (a file) of another organisation's claim under the actor's own claim.
 */
export type Subject = 'own' | 'other' | 'colleague' | 'deleted' | 'mismatch';

/** One cell's request, as real HTTP: path with its query, the body, and the token (the actor's unless given). */
export interface CellRequest {
  path: string;
  body?: unknown;
  /** A body sent as these exact bytes with its content type (a CSV file, a signed webhook), instead of JSON. */
  raw?: { text: string; contentType: string };
  /** A token other than the actor's usual one (a fresh session for signing out); null: none at all. */
  token?: string | null;
  /** More headers (a signed webhook's signature, sent with its exact bytes as `raw`). */
  headers?: Record<string, string>;
}

export interface Cell {
  actor: ActorModel;
  subject: Subject;
  fx: Fixtures;
}

/**
 * How the matrix exercises one route: the request of each cell and, for callers the route's guard lets
 * through, the answer each subject should get. The guard's own answers (401, 403) are not repeated
 * here: the generator derives them from the route table.
 */
export interface RouteCase {
  /** The subjects besides 'own' its cells try; a route reaching an organisation's object lists 'other'. */
  subjects?: readonly Subject[];
  /** The answer past the guard; default: success for own (and for every subject of a super admin), 404 otherwise. */
  expect?(actor: ActorModel, subject: Subject, success: number): number;
  request(cell: Cell): Promise<CellRequest>;
}

/** Another organisation's object is out of reach (404) for everyone but the platform. */
export function reachExpectation(actor: ActorModel, subject: Subject, success: number): number {
  return subject === 'own' || isSuperAdmin(actor) ? success : 404;
}

export type RouteCases = Record<string, RouteCase>;

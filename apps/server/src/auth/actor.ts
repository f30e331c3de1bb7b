import type { PermissionEntry } from '@fixline/domain';
import type { FastifyRequest } from 'fastify';

/** Who is making a request: loaded fresh from the database on every call, so changes apply at once. */
export interface Actor {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  requiredPasswordChange: boolean;
  permissions: PermissionEntry[];
  /** Set when an organisation's API key makes the request (decision 0064): its id, and sessionId is the same. */
  apiKeyId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The actor of a route guarded by `auth.require`; reaching here without one is a programming error. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`Route ${request.routeOptions.url} has no auth guard`);
  return request.actor;
}

const readerKeys = new WeakMap<Actor, string>();

/**
 * Everything about a reader an answer can depend on, as a key: who they are and what they may do.
 * Made once per request's actor: a claim read asks for it twice (shared reads, kept answers).
 */
export function readerKey(actor: Actor): string {
  let key = readerKeys.get(actor);
  if (key === undefined) {
    key = `${actor.userId}\u0000${JSON.stringify(actor.permissions)}`;
    readerKeys.set(actor, key);
  }
  return key;
}

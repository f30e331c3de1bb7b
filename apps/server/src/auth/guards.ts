import { API_KEY_MESSAGES, ERROR_MESSAGES, isPermitted, type Privilege } from '@fixline/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { findApiKeyActor } from '../modules/api-keys/api-key-actor.ts';
import { isApiKeySecret } from '../modules/api-keys/api-key-secret.ts';
import { presentPermission } from '../modules/users/present-user.ts';
import type { Actor } from './actor.ts';
import type { SessionCache } from './session-cache.ts';
import { findSessionUser } from './session-queries.ts';
import type { Tokens } from './tokens.ts';

export interface GuardOptions {
  /** Any of these privileges lets the caller in (spec section 6); none listed: any signed-in user. */
  privileges?: readonly Privilege[];
  /** Routes a person must still reach while a password change is required: current, password, logout. */
  allowDuringPasswordChange?: boolean;
  /**
   * An organisation's API key may call the route too (decision 0064): the routes a client's own system
   * needs, each listed in the OpenAPI document with the apiKey scheme. On any other, a key is refused.
   */
  apiKeys?: boolean;
}

export interface AuthGuards {
  /** An onRequest hook (before the body is even parsed, so no token means 401 first) that loads the actor and refuses the request unless the guard's rules pass. */
  require(options?: GuardOptions): onRequestAsyncHookHandler;
  /** Loads the actor when a valid token is present, without requiring one (public routes). */
  optional(): onRequestAsyncHookHandler;
}

const unauthenticated = () => new HttpError(401, ERROR_MESSAGES.unauthenticated);

export function createAuthGuards(db: Db, tokens: Tokens, sessions: SessionCache): AuthGuards {
  /** `keys`: an API key's secret is looked up too; otherwise it is nobody. */
  async function loadActor(request: FastifyRequest, keys: boolean): Promise<Actor | null> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer ([A-Za-z0-9_\-.]+)$/);
    if (!match?.[1]) return null;
    if (isApiKeySecret(match[1])) return keys ? findApiKeyActor(db, match[1]) : null;
    const claims = await tokens.verify(match[1]);
    if (!claims) return null;
    const row = await findSessionUser(db, sessions, claims);
    if (!row) return null;
    return {
      userId: row.id,
      sessionId: claims.sessionId,
      email: row.email,
      name: row.name,
      requiredPasswordChange: row.requiredPasswordChange,
      permissions: row.permissions.map(presentPermission),
    };
  }

  return {
    require: (options = {}) =>
      async function requireActor(request) {
        const actor = await loadActor(request, true);
        if (!actor) throw unauthenticated();
        request.actor = actor;
        if (actor.apiKeyId && !options.apiKeys) throw new HttpError(403, API_KEY_MESSAGES.notOnThisRoute);
        if (actor.requiredPasswordChange && !options.allowDuringPasswordChange) {
          throw new HttpError(403, 'Please change your password to continue');
        }
        if (options.privileges && !isPermitted(actor, { privileges: options.privileges })) {
          throw new HttpError(403, ERROR_MESSAGES.notPermitted);
        }
      },
    optional: () =>
      async function optionalActor(request) {
        // The public routes are a person's (the driver's links, the FNOL report): a key there is nobody.
        request.actor = await loadActor(request, false);
      },
  };
}

import type { Privilege } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { organisationsReached } from '../organisations/organisation-policy.ts';

/**
 * The organisations whose garages an actor reaches with `privilege`, for the SQL `where`; null means
 * every organisation (super admins). A garage out of reach is answered 404, like one that does not exist.
 */
export function garagesReached(actor: Actor, privilege: Privilege): string[] | null {
  return organisationsReached(actor, [privilege]);
}

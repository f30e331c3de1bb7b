import type { Actor } from '../../apps/server/src/auth/actor.ts';
import type { Db } from '../../apps/server/src/db/database.ts';
import { presentPermission } from '../../apps/server/src/modules/users/present-user.ts';
import { findUserById } from '../../apps/server/src/modules/users/queries.ts';

/** A person's actor as the server loads it from their session (user and permissions), without a session. */
export async function loadActor(db: Db, userId: string): Promise<Actor> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`No user ${userId}`);
  return {
    userId,
    sessionId: userId,
    email: user.email,
    name: user.name,
    requiredPasswordChange: false,
    permissions: user.permissions.map(presentPermission),
  };
}

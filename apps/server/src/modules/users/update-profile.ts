import type { TUser, ZProfileUpdateRequest, z } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import { presentUser } from './present-user.ts';
import { findUserById } from './queries.ts';

/** /user: a person's own name and phone. */
export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof ZProfileUpdateRequest>,
): Promise<TUser> {
  await ctx.db
    .updateTable('users')
    .set({ name: input.name, phone: input.phone ?? null, updatedAt: new Date() })
    .where('id', '=', actor.userId)
    .execute();
  // The name travels in the cached actor (comments, history), so every node forgets it.
  ctx.sessions.changed(actor.userId);
  const row = await findUserById(ctx.db, actor.userId);
  if (!row) throw new Error('Signed-in user vanished');
  return presentUser(row);
}

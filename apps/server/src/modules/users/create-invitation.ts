import type { Role } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { hashInviteToken, newInviteToken } from './invite-token.ts';

export interface NewInvitation {
  email: string;
  organisationId: string;
  role: Role;
  invitedBy: string | null;
  ttlHours: number;
}

/**
 * Stores an invitation and answers its token, which is never stored (only its hash): the one way an
 * invitation is made, by the API and by the demo data alike.
 */
export async function createInvitation(db: Db, invitation: NewInvitation) {
  const token = newInviteToken();
  const expiresAt = new Date(Date.now() + invitation.ttlHours * 3_600_000);
  const { id } = await db
    .insertInto('invites')
    .values({
      tokenHash: hashInviteToken(token),
      email: invitation.email,
      organisationId: invitation.organisationId,
      role: invitation.role,
      invitedBy: invitation.invitedBy,
      expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, token, expiresAt };
}

import { createHash, randomBytes } from 'node:crypto';

/** Invitation tokens: 256 random bits for the link, only their SHA-256 in the database. */
export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInviteToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

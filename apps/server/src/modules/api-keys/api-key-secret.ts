import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '@fixline/domain';

/** How much of a secret is kept in the open, to tell keys apart in a list: 'fxk_' and 8 characters. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 8;

/**
 * A new secret: the prefix, then 32 random bytes. Nobody guesses 256 bits, so a plain SHA-256 (no salt,
 * no stretching) is enough to keep, and a lookup by it costs one index probe per request.
 */
export function newApiKeySecret(): { secret: string; prefix: string; hash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { secret, prefix: secret.slice(0, SHOWN_LENGTH), hash: hashApiKeySecret(secret) };
}

export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether a bearer token is an API key's secret rather than a session's token (a JWT never starts so). */
export function isApiKeySecret(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

import { hkdfSync, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * OWASP's "device cookies" against lockout attacks (decision 0025): a browser that signed in as a user
 * gets this cookie, and its later sign-ins as that user count failures against the device, not the
 * account, so an attacker failing on purpose elsewhere cannot lock the account's owner out.
 * `__Host-`: Secure, whole-site, never shared with another host (ASVS 3.3.1, 3.3.3).
 */
export const DEVICE_COOKIE = '__Host-fixline-device';
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;
const ALGORITHM = 'HS256';
const AUDIENCE = 'fixline-device';
const TYPE = 'fixline-device+jwt';

export interface DeviceCookie {
  value: string;
  maxAgeSeconds: number;
}

export interface DeviceCookies {
  /** A new cookie naming this browser as one the user signed in from. */
  issue(userId: string): Promise<DeviceCookie>;
  /** The device's id when the cookie is ours, unexpired, and was issued to this user; else null. */
  verify(value: string | undefined, userId: string | undefined): Promise<string | null>;
}

export function createDeviceCookies(jwtSecret: Uint8Array): DeviceCookies {
  // A key of its own, derived from the JWT secret, so a device cookie can never pass for a sign-in token.
  const key = new Uint8Array(hkdfSync('sha256', jwtSecret, new Uint8Array(0), 'fixline device cookie', 32));
  return {
    issue: async (userId) => ({
      value: await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(userId)
        .setJti(randomUUID())
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${LIFETIME_SECONDS}s`)
        .sign(key),
      maxAgeSeconds: LIFETIME_SECONDS,
    }),
    verify: async (value, userId) => {
      if (!value || !userId) return null;
      try {
        const { payload } = await jwtVerify(value, key, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          typ: TYPE,
          subject: userId,
          requiredClaims: ['exp', 'jti'],
        });
        return payload.jti ?? null;
      } catch {
        return null;
      }
    },
  };
}

import { decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/** One pinned algorithm, type, issuer and audience: a token of any other shape is refused. */
const ALGORITHM = 'HS256';
const TYPE = 'JWT';
/** The header we write holds these and nothing else; jku, jwk, x5u, x5c, kid … are a forger's. */
const HEADER_FIELDS = new Set(['alg', 'typ']);
const ISSUER = 'fixline';
export const AUDIENCE = 'fixline-api';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface Tokens {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature or header, expired, wrong audience). */
  verify(token: string): Promise<TokenClaims | null>;
}

/** How many verified tokens a node remembers: about one per person signed in to it. */
const VERIFIED_TOKENS = 10_000;

export function createTokens(secret: Uint8Array): Tokens {
  // A signature checked once stays valid until the token expires, so each node checks it once and
  // remembers the claims until then. Revocation is unaffected: every request still looks up the session.
  const verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS, ttlAutopurge: false });
  return {
    sign: ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) return known;
      try {
        if (Object.keys(decodeProtectedHeader(token)).some((field) => !HEADER_FIELDS.has(field))) return null;
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          typ: TYPE,
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !payload.exp) return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        verified.set(token, claims, { ttl: payload.exp * 1000 - Date.now() });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

import { jwtVerify, SignJWT } from 'jose';

/** One pinned algorithm, issuer and audience: a token of any other shape is refused. */
const ALGORITHM = 'HS256';
const ISSUER = 'fixline';
export const AUDIENCE = 'fixline-api';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface Tokens {
  sign(claims: TokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a valid token, or null for anything else (bad signature, expired, wrong audience). */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokens(secret: Uint8Array): Tokens {
  return {
    sign: ({ userId, sessionId }, expiresAt) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(secret),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

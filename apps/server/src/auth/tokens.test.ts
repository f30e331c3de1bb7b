import { base64url, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { loadJwtSecret } from './jwt-secret.ts';
import { AUDIENCE, createTokens } from './tokens.ts';

let secret: Uint8Array;
let claims: { sub: string; sid: string };

const api = useTestApp();

beforeAll(async () => {
  secret = await loadJwtSecret(undefined, api.app.config.dataDir);
  const token = await api.http.login('client@fixline.test');
  const payload = JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1] as string)));
  claims = { sub: payload.sub, sid: payload.sid };
});

const currentWith = (token: string) => api.http.get('/api/users/current', { token }).then((a) => a.status);
const encode = (value: object) => base64url.encode(JSON.stringify(value));
const future = () => Math.floor(Date.now() / 1000) + 3600;

function jwt(header: Record<string, unknown>, payload: Record<string, unknown>, key = secret) {
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', ...header } as { alg: string }).sign(key);
}

describe('a token is refused unless it is exactly ours', () => {
  const good = () => ({ ...claims, iss: 'fixline', aud: AUDIENCE, exp: future() });

  it('accepts a well-formed token (control)', async () => {
    expect(await currentWith(await jwt({}, good()))).toBe(200);
  });

  it('refuses alg: none', async () => {
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${encode(good())}.`;
    expect(await currentWith(unsigned)).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    expect(
      await currentWith(await jwt({}, good(), new TextEncoder().encode('another-key-another-key-another-key!'))),
    ).toBe(401);
  });

  it('refuses jku and jwk headers that point at an attacker’s key', async () => {
    const other = new TextEncoder().encode('attacker-key-attacker-key-attacker-key');
    expect(await currentWith(await jwt({ jku: 'http://127.0.0.1:1/keys.json' }, good(), other))).toBe(401);
    expect(await currentWith(await jwt({ jwk: { kty: 'oct', k: base64url.encode(other) } }, good(), other))).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = createTokens(secret).sign(
      { userId: claims.sub, sessionId: claims.sid },
      new Date(Date.now() - 1000),
    );
    expect(await currentWith(await expired)).toBe(401);
  });

  it('refuses a token once it expires, though its signature was checked and remembered before', async () => {
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + 2) * 1000);
    const token = await createTokens(secret).sign({ userId: claims.sub, sessionId: claims.sid }, expiresAt);
    expect(await currentWith(token)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    expect(await currentWith(token)).toBe(401);
  });

  it('refuses a wrong audience, a wrong issuer and a missing expiry', async () => {
    expect(await currentWith(await jwt({}, { ...good(), aud: 'someone-else' }))).toBe(401);
    expect(await currentWith(await jwt({}, { ...good(), iss: 'someone-else' }))).toBe(401);
    const { exp: _exp, ...noExpiry } = good();
    expect(await currentWith(await jwt({}, noExpiry))).toBe(401);
  });

  it('refuses a valid signature over another session id', async () => {
    expect(await currentWith(await jwt({}, { ...good(), sid: crypto.randomUUID() }))).toBe(401);
  });
});

import { createHmac } from 'node:crypto';
import { SOCKET_EVENTS } from '@fixline/domain';
import { base64url } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { next, openSocket } from '../../test/socket-client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../demo/demo-data.ts';
import { createDeviceCookies } from './device-cookies.ts';
import { loadJwtSecret } from './jwt-secret.ts';
import { AUDIENCE, createTokens } from './tokens.ts';

let secret: Uint8Array;
let claims: { sub: string; sid: string };

const api = useTestApp();

const payloadOf = (token: string) =>
  JSON.parse(new TextDecoder().decode(base64url.decode(token.split('.')[1] as string))) as Record<string, string>;

beforeAll(async () => {
  secret = await loadJwtSecret(undefined, api.app.config.dataDir);
  const { sub, sid } = payloadOf(await api.http.login('client@fixline.test'));
  claims = { sub: sub as string, sid: sid as string };
});

const currentWith = (token: string) => api.http.get('/api/users/current', { token }).then((a) => a.status);
const encode = (value: object) => base64url.encode(JSON.stringify(value));
const future = () => Math.floor(Date.now() / 1000) + 3600;
const good = () => ({ ...claims, iss: 'fixline', aud: AUDIENCE, exp: future() });
const anotherKey = new TextEncoder().encode('attacker-key-attacker-key-attacker-key');

/** A token exactly as a forger writes it: any header, any HMAC, any key (even an empty one). */
function forge(header: Record<string, unknown>, payload: Record<string, unknown>, key: Uint8Array = secret) {
  const signingInput = `${encode({ alg: 'HS256', typ: 'JWT', ...header })}.${encode(payload)}`;
  const hmac = { HS256: 'sha256', HS384: 'sha384', HS512: 'sha512' }[String(header.alg ?? 'HS256')] ?? 'sha256';
  return `${signingInput}.${base64url.encode(createHmac(hmac, key).update(signingInput).digest())}`;
}

describe('a token is refused unless it is exactly ours', () => {
  it('accepts a well-formed token (control)', async () => {
    expect(await currentWith(forge({}, good()))).toBe(200);
  });

  it('refuses alg: none, in any letter case, with or without a signature', async () => {
    for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
      const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(good())}.`;
      expect(await currentWith(unsigned)).toBe(401);
      expect(await currentWith(`${unsigned}${forge({}, good()).split('.')[2]}`)).toBe(401);
    }
  });

  it('refuses another HMAC algorithm, even over our own key', async () => {
    expect(await currentWith(forge({ alg: 'HS384' }, good()))).toBe(401);
    expect(await currentWith(forge({ alg: 'HS512' }, good()))).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    expect(await currentWith(forge({}, good(), anotherKey))).toBe(401);
  });

  it('refuses jku, jwk, x5u and x5c headers that point at an attacker’s key, and even over our key', async () => {
    const headers = [
      { jku: 'http://127.0.0.1:1/keys.json' },
      { jwk: { kty: 'oct', k: base64url.encode(anotherKey) } },
      { x5u: 'http://127.0.0.1:1/cert.pem' },
      { x5c: ['MIIBszCCAVmgAwIBAgIUQ'] },
    ];
    for (const header of headers) {
      expect(await currentWith(forge(header, good(), anotherKey))).toBe(401);
      expect(await currentWith(forge(header, good()))).toBe(401);
    }
  });

  it('refuses kid injection: a path to an empty file, SQL, or any kid at all', async () => {
    expect(await currentWith(forge({ kid: '../../../../../../dev/null' }, good(), new Uint8Array(0)))).toBe(401);
    const sqlKey = new TextEncoder().encode('attacker');
    expect(await currentWith(forge({ kid: "x' UNION SELECT 'attacker' --" }, good(), sqlKey))).toBe(401);
    expect(await currentWith(forge({ kid: 'fixline' }, good()))).toBe(401);
  });

  it('refuses critical header extensions and another token type', async () => {
    expect(await currentWith(forge({ crit: ['exp'], exp: future() }, good()))).toBe(401);
    expect(await currentWith(forge({ typ: 'at+jwt' }, good()))).toBe(401);
  });

  it('refuses our own device cookie presented as a sign-in token', async () => {
    const device = await createDeviceCookies(secret).issue(claims.sub);
    expect(await currentWith(device.value)).toBe(401);
  });

  it('refuses an expired token, and one not valid yet', async () => {
    const expired = createTokens(secret).sign(
      { userId: claims.sub, sessionId: claims.sid },
      new Date(Date.now() - 1000),
    );
    expect(await currentWith(await expired)).toBe(401);
    expect(await currentWith(forge({}, { ...good(), nbf: future() }))).toBe(401);
  });

  it('refuses a token once it expires, though its signature was checked and remembered before', async () => {
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + 2) * 1000);
    const token = await createTokens(secret).sign({ userId: claims.sub, sessionId: claims.sid }, expiresAt);
    expect(await currentWith(token)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    expect(await currentWith(token)).toBe(401);
  });

  it('refuses a wrong audience, a wrong issuer and a missing expiry', async () => {
    expect(await currentWith(forge({}, { ...good(), aud: 'someone-else' }))).toBe(401);
    expect(await currentWith(forge({}, { ...good(), aud: ['someone-else'] }))).toBe(401);
    expect(await currentWith(forge({}, { ...good(), iss: 'someone-else' }))).toBe(401);
    const { exp: _exp, ...noExpiry } = good();
    expect(await currentWith(forge({}, noExpiry))).toBe(401);
  });

  it('refuses a valid signature over another session id, or over another user than its session’s', async () => {
    expect(await currentWith(forge({}, { ...good(), sid: crypto.randomUUID() }))).toBe(401);
    expect(await currentWith(forge({}, { ...good(), sub: crypto.randomUUID() }))).toBe(401);
  });
});

describe('the socket’s handshake', () => {
  it('takes the token in socket.io’s auth field, out of every address (issue 22 §3), and still in spec 7’s query', async () => {
    const token = await api.http.login('client@fixline.test');
    for (const carrier of ['auth', 'query'] as const) {
      const socket = openSocket(api.app.url, token, carrier);
      try {
        await next(socket, SOCKET_EVENTS.readyToRegister);
        expect({ carrier, connected: socket.connected }).toEqual({ carrier, connected: true });
      } finally {
        socket.close();
      }
    }
  });

  it('refuses a forged token in either place', async () => {
    for (const carrier of ['auth', 'query'] as const) {
      const socket = openSocket(api.app.url, forge({}, good(), new Uint8Array(32)), carrier);
      try {
        await expect(next(socket, 'connect_error')).resolves.toMatchObject({ message: 'Unauthorized' });
      } finally {
        socket.close();
      }
    }
  });
});

describe('a token whose session was revoked is refused at once, by HTTP and by the socket', () => {
  async function expectRevoked(token: string) {
    expect(await currentWith(token)).toBe(401);
    for (const carrier of ['auth', 'query'] as const) {
      const socket = openSocket(api.app.url, token, carrier);
      try {
        await expect(next(socket, 'connect_error')).resolves.toMatchObject({ message: 'Unauthorized' });
      } finally {
        socket.close();
      }
    }
  }

  it('after logout', async () => {
    const token = await api.http.login('repairer2@fixline.test');
    expect((await api.http.post('/api/users/logout', { token })).status).toBe(204);
    await expectRevoked(token);
  });

  it('after a password change, for the other sessions', async () => {
    const other = await api.http.login('bodyshop2@fixline.test');
    const current = await api.http.login('bodyshop2@fixline.test');
    const changed = await api.http.put('/api/users/password', {
      token: current,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Changed-password-9' },
    });
    expect(changed.status).toBe(200);
    await expectRevoked(other);
    expect(await currentWith(current)).toBe(200);
  });

  it('after the user is disabled', async () => {
    const token = await api.http.login('client2@fixline.test');
    const admin = await api.http.login('superadmin@fixline.test');
    const { sub } = payloadOf(token);
    expect((await api.http.put(`/api/users/disable/${sub}`, { token: admin })).status).toBe(200);
    await expectRevoked(token);
  });
});

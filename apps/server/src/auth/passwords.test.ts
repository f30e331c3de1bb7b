import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../demo/demo-data.ts';
import { hashParameters, needsRehash } from './passwords.ts';

const api = useTestApp();

const storedHash = async (email: string) =>
  (await api.app.db.selectFrom('users').select('passwordHash').where('email', '=', email).executeTakeFirstOrThrow())
    .passwordHash;

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. */
function expectOwaspArgon2id(passwordHash: string) {
  const made = hashParameters(passwordHash);
  expect(made?.algorithm).toBe('argon2id');
  expect(made?.memoryKiB).toBeGreaterThanOrEqual(19_456);
  expect(made?.passes).toBeGreaterThanOrEqual(2);
  expect(made?.lanes).toBe(1);
}

describe('stored passwords', () => {
  it('are argon2id at OWASP’s parameters or stronger, read from the stored hash', async () => {
    expectOwaspArgon2id(await storedHash('client@fixline.test'));
  });

  it('stay so after a password change', async () => {
    const token = await api.http.login('bodyshop@fixline.test');
    const answer = await api.http.put('/api/users/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'A-new-password-77' },
    });
    expect(answer.status).toBe(200);
    expectOwaspArgon2id(await storedHash('bodyshop@fixline.test'));
  });

  it('made with weaker parameters are re-hashed at the next sign-in, and only by a right password', async () => {
    const weak = await hash(DEMO_PASSWORD, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    expect(needsRehash(weak)).toBe(true);
    await api.app.db
      .updateTable('users')
      .set({ passwordHash: weak })
      .where('email', '=', 'repairer@fixline.test')
      .execute();

    const wrong = await api.http.post('/api/users/login', {
      body: { email: 'repairer@fixline.test', password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    expect(await storedHash('repairer@fixline.test')).toBe(weak);

    await api.http.login('repairer@fixline.test');
    const upgraded = await storedHash('repairer@fixline.test');
    expect(upgraded).not.toBe(weak);
    expectOwaspArgon2id(upgraded);
    expect(needsRehash(upgraded)).toBe(false);
    // The new hash still opens with the same password.
    expect(
      (await api.http.post('/api/users/login', { body: { email: 'repairer@fixline.test', password: DEMO_PASSWORD } }))
        .status,
    ).toBe(200);
  });

  it('treat argon2i, argon2d and unreadable hashes as due for a re-hash', () => {
    expect(needsRehash('$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo')).toBe(true);
    expect(needsRehash('$argon2d$v=19$m=65536,t=3,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo')).toBe(true);
    expect(needsRehash('$2b$12$abcdefghijklmnopqrstuv')).toBe(true);
    expect(needsRehash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo')).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../../test/http-client.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../db/demo-data.ts';

const lines: string[] = [];
let t: TestApp;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'trace' }, { write: (line) => void lines.push(line) });
  http = httpClient(t.url);
});
afterAll(() => t.close());

describe('the logs', () => {
  it('never contain a token, a password or an invitation link', async () => {
    const token = await http.login('client.admin@fixline.test');
    await http.post('/api/users/login', { body: { email: 'client@fixline.test', password: 'Wrong-password-42' } });
    const organisationId = (await http.get<{ organisationsIds: string[] }>('/api/users/current', { token })).body
      .organisationsIds[0];
    const invite = await http.post<{ inviteUrl: string }>('/api/users/invite', {
      token,
      body: { email: 'logcheck@example.test', organisationId, role: 'USER' },
    });
    const inviteToken = new URL(invite.body.inviteUrl).searchParams.get('token') as string;
    await http.get(`/api/users/register?token=${inviteToken}`);
    await http.post(`/api/users/register?token=${inviteToken}`, {
      body: { name: 'Log Check', password: 'Log-check-pass-1' },
    });
    await http.put('/api/users/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Other-pass-123' },
    });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/api/users/register?token=[redacted]');
    for (const secret of [
      token,
      token.split('.')[2],
      DEMO_PASSWORD,
      'Wrong-password-42',
      inviteToken,
      'Log-check-pass-1',
      'Other-pass-123',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

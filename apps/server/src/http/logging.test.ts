import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../db/demo-data.ts';

const lines: string[] = [];
const api = useTestApp({ LOG_LEVEL: 'trace' }, { write: (line) => void lines.push(line) });

describe('the logs', () => {
  it('never contain a token, a password or an invitation link', async () => {
    const token = await api.http.login('client.admin@fixline.test');
    await api.http.post('/api/users/login', { body: { email: 'client@fixline.test', password: 'Wrong-password-42' } });
    const organisationId = (await api.http.get<{ organisationsIds: string[] }>('/api/users/current', { token })).body
      .organisationsIds[0];
    const invite = await api.http.post<{ inviteUrl: string }>('/api/users/invite', {
      token,
      body: { email: 'logcheck@example.test', organisationId, role: 'USER' },
    });
    const inviteToken = new URL(invite.body.inviteUrl).searchParams.get('token') as string;
    await api.http.get(`/api/users/register?token=${inviteToken}`);
    await api.http.post(`/api/users/register?token=${inviteToken}`, {
      body: { name: 'Log Check', password: 'Log-check-pass-1' },
    });
    await api.http.put('/api/users/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Other-pass-123' },
    });

    const log = lines.join('\n');
    // One line per request, with its answer and how long it took.
    const requests = lines.filter((line) => line.includes('"request completed"'));
    expect(requests.length).toBeGreaterThanOrEqual(7);
    expect(requests.every((line) => /"statusCode":\d{3}/.test(line) && /"responseTime":/.test(line))).toBe(true);
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

import { SOCKET_EVENTS, type TSignedUpload } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { samplePdf } from '../../test/sample-files.ts';
import { next, openSocket } from '../../test/socket-client.ts';
import { useTestApp } from '../../test/test-app.ts';
import { DEVICE_COOKIE } from '../auth/device-cookies.ts';
import { DEMO_PASSWORD } from '../demo/demo-data.ts';
import { createObjectStorage } from '../integrations/storage/create-storage.ts';

const JWT_SECRET = 'log-check-jwt-secret-that-must-never-be-logged-0123';
const lines: string[] = [];
const api = useTestApp({ LOG_LEVEL: 'trace', JWT_SECRET }, { write: (line) => void lines.push(line) });

describe('the logs', () => {
  it('never contain a password, a token, the JWT secret, a device cookie or a signature', async () => {
    const secrets: string[] = [JWT_SECRET, DEMO_PASSWORD];

    // Sign-ins: a success (its token and device cookie), a wrong password, an unknown email.
    const signIn = await api.http.post<{ token: string }>('/api/users/login', {
      body: { email: 'client.admin@fixline.test', password: DEMO_PASSWORD },
    });
    const token = signIn.body.token;
    const deviceCookie = signIn.headers.getSetCookie().find((line) => line.startsWith(DEVICE_COOKIE)) ?? '';
    const device = deviceCookie.split(';')[0]?.split('=')[1] as string;
    secrets.push(token, token.split('.')[2] as string, device);
    await api.http.post('/api/users/login', { body: { email: 'client@fixline.test', password: 'Wrong-password-42' } });
    // People type their password into the email field: an unknown email is never written down.
    await api.http.post('/api/users/login', { body: { email: 'Typed-Pa55word@fixline.test', password: 'Anything-1' } });
    secrets.push('Wrong-password-42', 'Typed-Pa55word', 'Anything-1');

    // The token as a Bearer header, and (wrongly, by some client) in a query string.
    const me = await api.http.get<{ organisationsIds: string[] }>('/api/users/current', { token });
    await api.http.get(`/api/users/current?token=${token}`);

    // The socket's handshake: the token in socket.io's auth (the web app), and in spec 7's query.
    for (const carrier of ['auth', 'query'] as const) {
      const socket = openSocket(api.app.url, token, carrier);
      await next(socket, SOCKET_EVENTS.readyToRegister);
      socket.close();
    }

    // An invitation link and the registration it leads to.
    const invite = await api.http.post<{ inviteUrl: string }>('/api/users/invite', {
      token,
      body: { email: 'logcheck@example.test', organisationId: me.body.organisationsIds[0], role: 'USER' },
    });
    const inviteToken = new URL(invite.body.inviteUrl).searchParams.get('token') as string;
    await api.http.get(`/api/users/register?token=${inviteToken}`);
    await api.http.post(`/api/users/register?token=${inviteToken}`, {
      body: { name: 'Log Check', password: 'Log-check-pass-1' },
    });
    secrets.push(inviteToken, 'Log-check-pass-1');

    // Storage: an upload to its signed address, a download from another, and an S3-style address.
    const pdf = samplePdf();
    const signed = await api.http.get<TSignedUpload>(
      `/api/images/auth/sign-s3?format=application%2Fpdf&size=${pdf.length}`,
      { token },
    );
    expect(signed.status).toBe(200);
    const put = await fetch(new URL(signed.body.signedRequest, api.app.url), {
      method: 'PUT',
      headers: signed.body.headers,
      body: pdf,
    });
    expect(put.status).toBe(204);
    const { storage } = await createObjectStorage(api.app.config, api.app.db);
    const download = await storage.signDownload({ key: signed.body.s3Key, expiresInSeconds: 60 });
    expect((await api.http.get(download)).status).toBe(200);
    const signatures = [signed.body.signedRequest, download].map(
      (url) => new URL(url, api.app.url).searchParams.get('signature') as string,
    );
    await api.http.get('/api/nothing?X-Amz-Credential=AKIAEXAMPLE0LOGCHECK&X-Amz-Signature=5ea1c0ffee0123456789');
    secrets.push(...signatures, 'AKIAEXAMPLE0LOGCHECK', '5ea1c0ffee0123456789');

    // A driver link: issued by staff (its address only in the answer), mailed, opened on its page and API.
    const claimPath = '/api/claims/00000000-0000-4000-8000-000000000001/driver-links';
    const link = await api.http.post<{ id: string; url: string }>(claimPath, { token, body: { purpose: 'feedback' } });
    expect(link.status).toBe(201);
    const linkToken = decodeURIComponent(link.body.url.split('/rate/')[1] as string);
    await api.http.get(claimPath, { token });
    await api.http.post(`${claimPath}/${link.body.id}/resend`, { token });
    await api.http.get(`/rate/${linkToken}`);
    await api.http.get(`/api/ratings/${linkToken}`);
    await api.http.post(`/api/ratings/${linkToken}`, { body: { stars: 9 } });
    await api.app.app.jobQueue.runDueJobs();
    secrets.push(linkToken, linkToken.split('.')[1] as string);

    // A password change: both passwords.
    await api.http.put('/api/users/password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Other-pass-123' },
    });
    secrets.push('Other-pass-123');

    const log = lines.join('\n');
    // One line per request, with its answer and how long it took; credentials in URLs masked.
    const requests = lines.filter((line) => line.includes('"request completed"'));
    expect(requests.length).toBeGreaterThanOrEqual(12);
    expect(
      requests.every(
        (line) => /"reqId":/.test(line) && /"statusCode":\d{3}/.test(line) && /"responseTime":/.test(line),
      ),
    ).toBe(true);
    expect(log).toContain('/api/users/register?token=[redacted]');
    expect(log).toContain('/api/users/current?token=[redacted]');
    expect(log).toMatch(/\/api\/storage\/objects\/[^"]*signature=\[redacted\]/);
    expect(log).toContain('X-Amz-Signature=[redacted]');
    expect(log).toContain('"url":"/rate/[redacted]"');
    expect(log).toContain('"url":"/api/ratings/[redacted]"');
    // Every sign-in is a security event (ASVS 16.3.1).
    expect(log).toContain('"event":"authn_login_success"');
    expect(log).toContain('"event":"authn_login_fail"');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log, `a log line contains ${secret.slice(0, 12)}…`).not.toContain(secret);
    }
  });

  it('mask credential fields of any object someone logs', () => {
    api.app.app.log.info({ body: { password: 'Field-password-1', token: 'field.token.value' } }, 'careless');
    const line = lines.at(-1) ?? '';
    expect(line).toContain('careless');
    expect(line).not.toContain('Field-password-1');
    expect(line).not.toContain('field.token.value');
  });
});

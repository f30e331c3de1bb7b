import type { TSentMail, TSentMailPage } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';

const api = useTestApp();

async function queue(to: string, subject: string) {
  await api.app.db
    .transaction()
    .execute((trx) =>
      queueMail(trx, { kind: 'test', to, subject, text: `${subject} text`, html: `<p>${subject} html</p>` }),
    );
}

describe('the sent mail outbox', () => {
  it('keeps mail in the outbox without SMTP_URL, and lists it newest first, a page at a time', async () => {
    const token = await api.http.login('superadmin@fixline.test');
    await queue('first@example.test', 'First');
    await queue('second@example.test', 'Second');
    await api.app.app.jobQueue.runDueJobs();

    const page = await api.http.get<TSentMailPage>('/api/mail?limit=2', { token });
    expect(page.status).toBe(200);
    expect(page.body.items.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
    expect(page.body.items[0]).toMatchObject({ to: 'second@example.test', status: 'sent', transport: 'outbox' });
    const next = await api.http.get<TSentMailPage>('/api/mail?limit=2&offset=1', { token });
    expect(next.body.items[0]?.subject).toBe('First');

    const one = await api.http.get<TSentMail>(`/api/mail/${page.body.items[0]?.id}`, { token });
    expect(one.body).toMatchObject({ subject: 'Second', text: 'Second text', html: '<p>Second html</p>', attempts: 1 });

    // The HTML part on its own address, signed, under a policy of its own: no script, a sandbox.
    const html = await fetch(`${api.app.url}${one.body.htmlUrl}`);
    expect(html.status).toBe(200);
    expect(await html.text()).toBe('<p>Second html</p>');
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox$/);
    const forged = one.body.htmlUrl.replace(/signature=[^&]+/, 'signature=forged');
    expect((await fetch(`${api.app.url}${forged}`)).status).toBe(404);
    const other = page.body.items[1]?.id as string;
    expect((await fetch(`${api.app.url}${one.body.htmlUrl.replace(one.body.id, other)}`)).status).toBe(404);
  });

  it('is for super admins only', async () => {
    const token = await api.http.login('client.admin@fixline.test');
    expect((await api.http.get('/api/mail', { token })).status).toBe(403);
    expect((await api.http.get('/api/mail')).status).toBe(401);
    const admin = await api.http.login('superadmin@fixline.test');
    const missing = await api.http.get('/api/mail/00000000-0000-4000-8000-000000000999', { token: admin });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Mail not found' } });
  });
});

import { PASSWORD_RESET_MESSAGES } from '@fixline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { movableClock } from '../../jobs/clock.ts';

const clock = movableClock();
// Behind a proxy, so each test asks from an address of its own and the per-address limit is its own too.
// No job runner: a test sees the moment of the answer, then runs the jobs (the link and the mail) itself.
const api = useTestApp({ TRUST_PROXY: 'true' }, undefined, () => ({ clock, runJobs: false }));
const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
const NEW_PASSWORD = 'A-new-password-42';

const ask = (email: string, address: string) =>
  api.http.post<{ message: string }>('/api/users/forgot-password', { body: { email }, ...from(address) });
/** Asks, then runs the job that makes the link and the mail, as the app's runner would at once. */
async function askAndRun(email: string, address: string) {
  const asked = await ask(email, address);
  await api.app.app.jobQueue.runDueJobs();
  return asked;
}
const reset = (token: string, password: string, address: string) =>
  api.http.post('/api/users/reset-password', { body: { token, password }, ...from(address) });

/** The reset mails sent to an address, newest first, with the token each link carries. */
async function resetMails(to: string) {
  const rows = await api.app.db
    .selectFrom('sentMail')
    .select(['textBody', 'htmlBody', 'subject'])
    .where('toAddress', '=', to)
    .where('kind', '=', 'password-reset')
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, token: /\/reset-password#token=([\w-]+)/.exec(row.textBody)?.[1] as string }));
}

describe('"Forgot password?"', () => {
  it('mails a single-use link; the new password works, the old one and every session end', async () => {
    const email = 'repairer2@fixline.test';
    const session = await api.http.login(email);
    const asked = await askAndRun(email, '198.51.100.10');
    expect([asked.status, asked.body]).toEqual([202, { message: PASSWORD_RESET_MESSAGES.requested }]);
    const [mail] = await resetMails(email);
    expect(mail?.subject).toBe('Choose a new Fixline password');
    expect(mail?.htmlBody).toContain(`${api.app.config.publicUrl}/reset-password#token=${mail?.token}`);
    const stored = await api.app.db.selectFrom('passwordResets').select('tokenHash').execute();
    expect(JSON.stringify(stored)).not.toContain(mail?.token);

    expect((await reset(mail?.token as string, NEW_PASSWORD, '198.51.100.10')).status).toBe(204);
    expect((await api.http.get('/api/users/current', { token: session })).status).toBe(401);
    const signIn = (password: string) => api.http.post('/api/users/login', { body: { email, password } });
    expect((await signIn('Fixline-demo-1')).status).toBe(401);
    expect((await signIn(NEW_PASSWORD)).status).toBe(200);

    const again = await reset(mail?.token as string, 'Another-password-43', '198.51.100.10');
    expect([again.status, again.body]).toEqual([404, { message: PASSWORD_RESET_MESSAGES.invalid }]);
  });

  it('answers an unknown or disabled address exactly as a known one, and mails nothing', async () => {
    for (const email of ['nobody@fixline.test', 'former.staff@fixline.test']) {
      const asked = await askAndRun(email, '198.51.100.20');
      expect([asked.status, asked.body]).toEqual([202, { message: PASSWORD_RESET_MESSAGES.requested }]);
      expect(await resetMails(email)).toEqual([]);
    }
  });

  it('answers a known and an unknown address alike before any work for the account; the mail follows from the job', async () => {
    const known = 'bodyshop@fixline.test';
    const unknown = 'no.such.person@fixline.test';
    const { id: userId } = await api.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', known)
      .executeTakeFirstOrThrow();
    const answers = [await ask(known, '198.51.100.60'), await ask(unknown, '198.51.100.61')];
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [202, { message: PASSWORD_RESET_MESSAGES.requested }],
      [202, { message: PASSWORD_RESET_MESSAGES.requested }],
    ]);
    // At the moment of the answer, the known account has neither a link nor a mail: only a job each, alike.
    const links = await api.app.db.selectFrom('passwordResets').select('id').where('userId', '=', userId).execute();
    expect(links).toEqual([]);
    expect(await resetMails(known)).toEqual([]);
    const { rows: jobs } = await sql<{ payload: unknown }>`
      select j.payload from graphile_worker._private_jobs j
      join graphile_worker._private_tasks t on t.id = j.task_id
      where t.identifier = 'password-reset' order by j.id
    `.execute(api.app.db);
    expect(jobs.map((job) => job.payload)).toEqual([{ email: known }, { email: unknown }]);

    await api.app.app.jobQueue.runDueJobs();
    const mails = await resetMails(known);
    expect(mails).toHaveLength(1);
    expect((await reset(mails[0]?.token as string, NEW_PASSWORD, '198.51.100.60')).status).toBe(204);
    expect(await resetMails(unknown)).toEqual([]);
  });

  it('refuses a link past its 30 minutes, and one a newer request replaced', async () => {
    const email = 'bodyshop2@fixline.test';
    await askAndRun(email, '198.51.100.30');
    const [first] = await resetMails(email);
    await askAndRun(email, '198.51.100.30');
    const [second] = await resetMails(email);
    const replaced = await reset(first?.token as string, NEW_PASSWORD, '198.51.100.30');
    expect([replaced.status, replaced.body]).toEqual([404, { message: PASSWORD_RESET_MESSAGES.invalid }]);
    clock.advance(30 * 60_000 + 1);
    const expired = await reset(second?.token as string, NEW_PASSWORD, '198.51.100.30');
    expect([expired.status, expired.body]).toEqual([410, { message: PASSWORD_RESET_MESSAGES.expired }]);
  });

  it('changes the password once when two tabs use one link at the same time', async () => {
    const email = 'client2@fixline.test';
    await askAndRun(email, '198.51.100.40');
    const [mail] = await resetMails(email);
    const answers = await Promise.all(
      ['First-password-44', 'Second-password-45'].map((p) => reset(mail?.token as string, p, '198.51.100.41')),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, 404]);
  });

  it('refuses bad input field by field, and a flood from one address', async () => {
    const bad = await api.http.post<{ errors: string[] }>('/api/users/forgot-password', {
      body: { email: 'not an address', role: 'SUPER_ADMIN' },
      ...from('198.51.100.50'),
    });
    expect(bad.status).toBe(400);
    const weak = await reset('x'.repeat(43), 'short', '198.51.100.50');
    expect(weak.status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(`flood${i}@fixline.test`, '198.51.100.51')).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

import { RATING_MESSAGES } from '@fixline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { httpClient } from '../../../test/http-client.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp-server.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { MAIL_MAX_ATTEMPTS, queueMail } from './queue-mail.ts';

let smtp: TestSmtp;
let app: TestApp;
const later = () => new Date(Date.now() + 24 * 3_600_000);

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Fixline tests <tests@fixline.invalid>' });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const sentMailTo = (to: string) =>
  app.db.selectFrom('sentMail').selectAll().where('toAddress', '=', to).executeTakeFirstOrThrow();

describe('mail over SMTP', () => {
  it('mails an invitation whose link registers the invited person', async () => {
    const http = httpClient(app.url);
    const token = await http.login('superadmin@fixline.test');
    const organisation = await app.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Northwind Insurance')
      .executeTakeFirstOrThrow();
    const invited = await http.post<{ inviteUrl: string }>('/api/users/invite', {
      token,
      body: { email: 'Robin.Invited@Example.test', organisationId: organisation.id, role: 'USER' },
    });
    expect(invited.status).toBe(201);

    const mail = await smtp.waitFor('robin.invited@example.test');
    expect(mail.from?.text).toBe('"Fixline tests" <tests@fixline.invalid>');
    expect(mail.subject).toBe('You are invited to join Northwind Insurance on Fixline');
    // Both parts carry the link, and it is the one the inviter was answered.
    expect(mail.text).toContain(invited.body.inviteUrl);
    const html = String(mail.html);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<title>You are invited to join Northwind Insurance on Fixline</title>');
    expect(html).toMatch(/<h1[^>]*>Join Northwind Insurance on Fixline<\/h1>/);
    const href = /<a href="([^"]+)"[^>]*>Create your Fixline account<\/a>/.exec(html)?.[1];
    expect(href).toBe(invited.body.inviteUrl);

    // Follow the mailed link as the invited person's browser would: the page's API reads it, then registers.
    const link = new URL(String(href));
    const preview = await http.get<{ email: string }>(`/api/users/register${link.search}`);
    expect(preview.body.email).toBe('robin.invited@example.test');
    const registered = await http.post(`/api/users/register${link.search}`, {
      body: { name: 'Robin Invited', password: 'A-new-password-9' },
    });
    expect(registered.status).toBe(201);

    const row = await sentMailTo('robin.invited@example.test');
    expect(row).toMatchObject({ kind: 'invitation', status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
    expect(row.messageId).toBe(mail.messageId);
  });

  it('mails the driver a rating link on request-feedback; the link rates the repairer once, then says thanks', async () => {
    const http = httpClient(app.url);
    const token = await http.login('client.admin@fixline.test');
    const claimId = await insertClaim(app.db, {
      status: 'paid',
      overrides: { customerEmail: 'rater@example.test', customerName: 'Rita Rater' },
    });
    const action = await http.post(`/api/claims/${claimId}/request-feedback`, { token });
    expect(action.status).toBe(200);

    const mail = await smtp.waitFor('rater@example.test');
    expect(mail.subject).toMatch(/^How was your repair\? \(claim FX-\d{6}\)$/);
    expect(mail.text).toContain('Dear Rita Rater,');
    expect(mail.text).toContain('The repair was done by Acme Motors.');
    const href = /<a href="([^"]+)"[^>]*>Rate your repair<\/a>/.exec(String(mail.html))?.[1] as string;
    expect(mail.text).toContain(href);
    const page = new URL(href);
    expect(page.pathname).toMatch(/^\/rate\/[\w.-]+$/);

    // The page's API, as the page reads it from its address.
    const ratingApi = `/api/ratings/${page.pathname.split('/')[2]}`;
    expect((await http.get(ratingApi)).body).toMatchObject({ repairerName: 'Acme Motors', rating: null });
    const rated = await http.post(ratingApi, { body: { stars: 4, comment: 'Quick and tidy' } });
    expect(rated).toMatchObject({ status: 201, body: { rating: { stars: 4, comment: 'Quick and tidy' } } });
    expect(await http.post(ratingApi, { body: { stars: 1 } })).toMatchObject({
      status: 409,
      body: { message: RATING_MESSAGES.alreadyRated },
    });
    expect((await http.get(ratingApi)).body).toMatchObject({ rating: { stars: 4 } });
    const stored = await app.db
      .selectFrom('repairerRatings')
      .innerJoin('organisations', 'organisations.id', 'repairerRatings.repairerOrganisationId')
      .select(['organisations.name', 'repairerRatings.stars'])
      .where('repairerRatings.claimId', '=', claimId)
      .execute();
    expect(stored).toEqual([{ name: 'Acme Motors', stars: 4 }]);
  });

  it('sends no rating mail for a claim without the customer’s email', async () => {
    const http = httpClient(app.url);
    const token = await http.login('client.admin@fixline.test');
    const claimId = await insertClaim(app.db, { status: 'paid', overrides: { customerEmail: null } });
    expect((await http.post(`/api/claims/${claimId}/request-feedback`, { token })).status).toBe(200);
    const links = await app.db.selectFrom('driverLinks').select('id').where('claimId', '=', claimId).execute();
    const mails = await app.db.selectFrom('sentMail').select('id').where('claimId', '=', claimId).execute();
    expect([links, mails]).toEqual([[], []]);
  });

  it('mails the driver a booked repair date with its calendar invitation attached', async () => {
    const http = httpClient(app.url);
    const token = await http.login('repairer@fixline.test');
    const claimId = await insertClaim(app.db, {
      status: 'awaiting-pickup',
      overrides: { customerEmail: 'ics.driver@example.test' },
    });
    const date = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString().slice(0, 10);
    const booked = await http.put(`/api/claims/${claimId}/pickup/`, { token, body: { date, notifyCustomer: true } });
    expect(booked.status).toBe(200);
    const mail = await smtp.waitFor('ics.driver@example.test');
    expect(mail.subject).toMatch(/^Your repair date: /);
    expect(mail.attachments).toHaveLength(1);
    const [calendar] = mail.attachments;
    expect(calendar?.filename).toBe('repair-date.ics');
    expect(calendar?.contentType).toBe('text/calendar');
    const ics = calendar?.content.toString('utf8') ?? '';
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${date.replaceAll('-', '')}`);
    expect(mail.text).toContain(`/pickup/${claimId}?token=`);
  });

  it('sends a binary attachment given as base64 (the signed bodyshop agreement) as its bytes', async () => {
    const bytes = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80]);
    await app.db.transaction().execute((trx) =>
      queueMail(trx, {
        kind: 'test',
        to: 'pdf.driver@example.test',
        subject: 'A PDF',
        text: 'attached',
        html: '<p>attached</p>',
        attachments: [
          {
            filename: 'copy.pdf',
            contentType: 'application/pdf',
            content: bytes.toString('base64'),
            encoding: 'base64',
          },
        ],
      }),
    );
    const mail = await smtp.waitFor('pdf.driver@example.test');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['copy.pdf', 'application/pdf']]);
    expect(Buffer.compare(mail.attachments[0]?.content as Buffer, bytes)).toBe(0);
  });

  it('retries a mail the SMTP server refused, and sends it', async () => {
    smtp.refuseNext(1);
    await app.db.transaction().execute((trx) =>
      queueMail(trx, {
        kind: 'test',
        to: 'retry@example.test',
        subject: 'Retry',
        text: 'Hello',
        html: '<p>Hello</p>',
      }),
    );
    // The first attempt is refused; the retry is due exp(1) s later: run the queue as if that time had come.
    await waitForAttempts('retry@example.test', 1);
    expect(await sentMailTo('retry@example.test')).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await sentMailTo('retry@example.test')).lastError).toContain('Try again later');
    await app.app.jobQueue.runDueJobs(later());
    const mail = await smtp.waitFor('retry@example.test');
    expect(mail.text?.trim()).toBe('Hello');
    expect(await sentMailTo('retry@example.test')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('marks a mail failed, with its last error, once every attempt was refused', async () => {
    smtp.refuseNext(MAIL_MAX_ATTEMPTS);
    await app.db
      .transaction()
      .execute((trx) =>
        queueMail(trx, { kind: 'test', to: 'never@example.test', subject: 'Never', text: 'No', html: '<p>No</p>' }),
      );
    await waitForAttempts('never@example.test', 1);
    await app.app.jobQueue.runDueJobs(later());
    const row = await sentMailTo('never@example.test');
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS, sentAt: null });
    expect(row.lastError).toContain('Try again later');
  });

  it('sends nothing for a change that rolled back', async () => {
    await expect(
      app.db.transaction().execute(async (trx) => {
        await queueMail(trx, { kind: 'test', to: 'ghost@example.test', subject: 'G', text: 'G', html: '<p>G</p>' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await app.app.jobQueue.runDueJobs(later());
    expect(smtp.received.some((m) => m.subject === 'G')).toBe(false);
    const rows = await app.db
      .selectFrom('sentMail')
      .select('id')
      .where('toAddress', '=', 'ghost@example.test')
      .execute();
    expect(rows).toEqual([]);
  });
});

async function waitForAttempts(to: string, attempts: number): Promise<void> {
  const started = Date.now();
  while ((await sentMailTo(to)).attempts < attempts) {
    if (Date.now() - started > 10_000) throw new Error(`mail to ${to} was never attempted`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

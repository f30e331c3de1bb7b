import { DRIVER_LINK_MESSAGES, type TDriverLink } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { movableClock } from '../../jobs/clock.ts';
import { hashDriverLinkToken } from './driver-link-token.ts';
import { createDriverLinks } from './driver-links.ts';

const DAY = 24 * 3_600_000;
const clock = movableClock();
const api = useTestApp({}, undefined, () => ({ clock }));

let claimId: string;
let client: string;
const linksPath = (id = claimId) => `/api/claims/${id}/driver-links`;
const tokenOf = (link: TDriverLink) => decodeURIComponent((link.url as string).split('/rate/')[1] as string);

async function issue(token = client, id = claimId) {
  const answer = await api.http.post<TDriverLink>(linksPath(id), { token, body: { purpose: 'feedback' } });
  expect(answer.status).toBe(201);
  return answer.body;
}

beforeAll(async () => {
  claimId = await insertClaim(api.app.db, { status: 'paid' });
  client = await api.http.login('client@fixline.test');
});

describe('driver links', () => {
  it('are issued by the claim’s client staff, stored only as a hash, and shown again with the same address', async () => {
    const link = await issue();
    expect(link).toMatchObject({ purpose: 'feedback', state: 'active', lastUsedAt: null });
    expect(link.url).toMatch(new RegExp(`^${api.app.config.publicUrl}/rate/[0-9a-f-]{36}\\.[\\w-]{43}$`));
    expect(new Date(link.expiresAt).getTime() - clock.now().getTime()).toBe(30 * DAY);

    const row = await api.app.db
      .selectFrom('driverLinks')
      .selectAll()
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.tokenHash).toBe(hashDriverLinkToken(tokenOf(link)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(link).split('.')[1]);

    const listed = await api.http.get<TDriverLink[]>(linksPath(), { token: client });
    expect(listed.body.find((l) => l.id === link.id)?.url).toBe(link.url);
  });

  it('open their page for their purpose only; a forged token or the id alone opens nothing', async () => {
    const link = await issue();
    const token = tokenOf(link);
    const page = await api.http.get(`/api/ratings/${token}`);
    expect(page).toMatchObject({ status: 200, body: { claimReference: expect.stringMatching(/^FX-/) } });
    const used = await api.http.get<TDriverLink[]>(linksPath(), { token: client });
    expect(used.body.find((l) => l.id === link.id)?.lastUsedAt).not.toBeNull();

    const last = token.at(-1) === 'A' ? 'B' : 'A';
    for (const forged of [`${token.slice(0, -1)}${last}`, link.id, `${link.id}.`, 'x'.repeat(80)]) {
      const answer = await api.http.get(`/api/ratings/${encodeURIComponent(forged)}`);
      expect(answer, forged).toMatchObject({ status: 404, body: { message: DRIVER_LINK_MESSAGES.notFound } });
    }
    // A link for another of the driver's pages does not open this one.
    const links = await createDriverLinks(api.app.db, { publicUrl: api.app.config.publicUrl, clock });
    const tracking = await api.app.db
      .transaction()
      .execute((trx) => links.issue(trx, { claimId, purpose: 'tracking', ttlMs: DAY, createdBy: null }));
    expect(tracking.url).toContain('/track/');
    const other = await api.http.get(`/api/ratings/${tracking.token}`);
    expect(other).toMatchObject({ status: 404, body: { message: DRIVER_LINK_MESSAGES.notFound } });
  });

  it('stop working once revoked or expired, and say how to get a new one (410)', async () => {
    const revoked = await issue();
    const answer = await api.http.post<TDriverLink>(`${linksPath()}/${revoked.id}/revoke`, { token: client });
    expect(answer.body).toMatchObject({ state: 'revoked', url: null });
    expect(await api.http.get(`/api/ratings/${tokenOf(revoked)}`)).toMatchObject({
      status: 410,
      body: { message: DRIVER_LINK_MESSAGES.revoked },
    });

    const expiring = await issue();
    clock.advance(30 * DAY);
    expect(await api.http.get(`/api/ratings/${tokenOf(expiring)}`)).toMatchObject({
      status: 410,
      body: { message: DRIVER_LINK_MESSAGES.expired },
    });
    const listed = await api.http.get<TDriverLink[]>(linksPath(), { token: client });
    expect(listed.body.find((l) => l.id === expiring.id)).toMatchObject({ state: 'expired', url: null });
    clock.advance(-30 * DAY);
  });

  it('are mailed again to the customer on resend, only while they work and only with an address', async () => {
    const link = await issue();
    const resent = await api.http.post<{ mailId: string; to: string }>(`${linksPath()}/${link.id}/resend`, {
      token: client,
    });
    expect(resent.status).toBe(202);
    expect(resent.body.to).toBe('dana@example.test');
    const mail = await api.app.db
      .selectFrom('sentMail')
      .selectAll()
      .where('id', '=', resent.body.mailId)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ kind: 'driver-link', toAddress: 'dana@example.test', claimId });
    expect(mail.textBody).toContain(link.url);
    expect(mail.htmlBody).toContain(`href="${link.url}"`);

    await api.http.post(`${linksPath()}/${link.id}/revoke`, { token: client });
    expect(await api.http.post(`${linksPath()}/${link.id}/resend`, { token: client })).toMatchObject({
      status: 409,
      body: { message: DRIVER_LINK_MESSAGES.notActive },
    });

    const noEmail = await insertClaim(api.app.db, { status: 'paid', overrides: { customerEmail: null } });
    const unmailable = await issue(client, noEmail);
    expect(await api.http.post(`${linksPath(noEmail)}/${unmailable.id}/resend`, { token: client })).toMatchObject({
      status: 409,
      body: { message: DRIVER_LINK_MESSAGES.noCustomerEmail },
    });
  });

  it('are managed by the claim’s client staff and super admins only', async () => {
    const link = await issue();
    const superAdmin = await api.http.login('superadmin@fixline.test');
    expect((await api.http.get(linksPath(), { token: superAdmin })).status).toBe(200);
    // Another client's staff: the claim is out of reach.
    const other = await api.http.login('client2@fixline.test');
    expect((await api.http.get(linksPath(), { token: other })).status).toBe(404);
    expect((await api.http.post(`${linksPath()}/${link.id}/revoke`, { token: other })).status).toBe(404);
    // The repairer's staff do not read claims as owners.
    const repairer = await api.http.login('repairer@fixline.test');
    expect((await api.http.get(linksPath(), { token: repairer })).status).toBe(403);
    expect((await api.http.get(linksPath())).status).toBe(401);
    // A link of another claim is not this claim's.
    const elsewhere = await insertClaim(api.app.db, { status: 'paid' });
    expect((await api.http.post(`${linksPath(elsewhere)}/${link.id}/revoke`, { token: client })).status).toBe(404);
    // Only purposes with a driver page can be issued by staff.
    const upload = await api.http.post(linksPath(), { token: client, body: { purpose: 'upload' } });
    expect(upload.status).toBe(400);
  });
});

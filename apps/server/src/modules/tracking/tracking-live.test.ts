import { type TFnolClaimResponse, TRACKING_SOCKET, type TTrackingPage } from '@fixline/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { httpClient } from '../../../test/http-client.ts';
import { browserSubscription, startTestPushService, type TestPushService } from '../../../test/push-service.ts';
import { startTestSmtp, type TestSmtp } from '../../../test/smtp-server.ts';
import { collect, next } from '../../../test/socket-client.ts';
import { startTestApp, type TestApp } from '../../../test/test-app.ts';
import { systemClock } from '../../jobs/clock.ts';
import { createDriverLinks } from '../driver-links/driver-links.ts';
import { giveTrackingLink } from './mail-tracking-link.ts';

let smtp: TestSmtp;
let push: TestPushService;
let app: TestApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  push = await startTestPushService();
  // Loopback is no push service's address: this file names its own, and lets the server reach it.
  app = await startTestApp(
    { SMTP_URL: smtp.url, PUSH_SERVICE_HOSTS: '127.0.0.1', OUTBOUND_ALLOWED_RANGES: '127.0.0.1/32' },
    undefined,
    { pushCa: push.ca },
  );
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app?.close();
  await smtp?.close();
  push?.close();
});

/** A driver's tracking page's socket: the /tracking namespace, the link's token in socket.io's auth. */
function trackingSocket(token: unknown): Socket {
  const socket = io(`${app.url}${TRACKING_SOCKET.namespace}`, {
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

/**
 * Settles once the socket has connected or been refused. A socket connects by itself as soon as it is
 * made, so it may have done so before this is asked: that counts too, or the wait would never end.
 */
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) {
      resolve();
      return;
    }
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

const tokenOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/track/')[1] as string);

/** The claim's tracking link as the product issues it (unmailed). */
async function trackingUrl(claimId: string): Promise<string> {
  const links = await createDriverLinks(app.db, { publicUrl: app.config.publicUrl, clock: systemClock });
  return app.db.transaction().execute((trx) => giveTrackingLink(trx, links, claimId, { now: new Date(), mail: false }));
}

const fnolReport = {
  fnolCode: 'NORTHWIND',
  type: 'repair',
  registration: 'TR01 ACK',
  make: 'Ford',
  model: 'Fiesta',
  postcode: 'LS1 1AA',
  customerName: 'Toni Tracker',
  customerEmail: 'toni.tracker@example.test',
  incidentDate: '2026-11-20',
  damageDescription: 'Scraped along a wall',
};

describe('the tracking link by mail', () => {
  it('is mailed on an FNOL report with an email, opens the page, and comes again on the first status change only', async () => {
    const http = httpClient(app.url);
    const reported = await http.post<TFnolClaimResponse>('/api/claims/fnol', { body: fnolReport });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    expect(reported.body.trackingUrl).toMatch(new RegExp(`^${app.config.publicUrl}/track/`));

    const mail = await smtp.waitFor('toni.tracker@example.test');
    expect(mail.subject).toBe(`Follow your repair (claim ${reported.body.reference})`);
    expect(mail.text).toContain('Dear Toni Tracker,');
    const href = /<a href="([^"]+)"[^>]*>Follow your repair<\/a>/.exec(String(mail.html))?.[1] as string;
    expect(href).toBe(reported.body.trackingUrl);
    // Followed as the driver's phone would: the page's API answers the claim just reported.
    const page = await http.get<TTrackingPage>(`/api/track/${encodeURIComponent(tokenOf(href))}`);
    expect(page.body).toMatchObject({ claimReference: reported.body.reference, status: 'fnol', garage: null });

    const staff = await http.login('client@fixline.test');
    const mailsTo = () => smtp.received.filter((m) => m.text?.includes('Dear Toni Tracker,')).length;
    expect((await http.post(`/api/claims/${reported.body.id}/triage`, { token: staff })).status).toBe(200);
    await expect.poll(mailsTo, { timeout: 5000 }).toBe(2);
    expect(smtp.received.at(-1)?.text).toContain(reported.body.trackingUrl);

    await http.post(`/api/claims/${reported.body.id}/approve-for-marketplace`, { token: staff });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo()).toBe(2);
  });
});

describe('the tracking socket', () => {
  it('hears a status change the insurer makes within a second; another claim’s page hears nothing', async () => {
    const claimId = await insertClaim(app.db, { status: 'fnol', track: 'retail', repairer: null });
    const otherId = await insertClaim(app.db, { status: 'fnol', track: 'retail', repairer: null });
    const [mineUrl, otherUrl] = [await trackingUrl(claimId), await trackingUrl(otherId)];
    const mine = trackingSocket(tokenOf(mineUrl));
    const other = trackingSocket(tokenOf(otherUrl));
    await Promise.all([connected(mine), connected(other)]);
    const overheard = collect(other, TRACKING_SOCKET.statusChanged);

    const http = httpClient(app.url);
    const staff = await http.login('client@fixline.test');
    const heard = next<{ status: string }>(mine, TRACKING_SOCKET.statusChanged, 1000);
    const started = Date.now();
    expect((await http.post(`/api/claims/${claimId}/triage`, { token: staff })).status).toBe(200);
    expect(await heard).toMatchObject({ status: 'registered' });
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(overheard).toEqual([]);
  });

  it('refuses a forged or another page’s token, a sign-in token or none, and closes when its link is revoked', async () => {
    const claimId = await insertClaim(app.db, { status: 'registered' });
    const http = httpClient(app.url);
    const staff = await http.login('client@fixline.test');
    const rating = await http.post<{ url: string }>(`/api/claims/${claimId}/driver-links`, {
      token: staff,
      body: { purpose: 'feedback' },
    });
    const rateToken = decodeURIComponent(rating.body.url.split('/rate/')[1] as string);
    for (const refused of ['x'.repeat(80), rateToken, staff, undefined]) {
      await expect(connected(trackingSocket(refused))).rejects.toThrow('Unauthorized');
    }

    const issued = await http.post<{ id: string; url: string }>(`/api/claims/${claimId}/driver-links`, {
      token: staff,
      body: { purpose: 'tracking' },
    });
    const socket = trackingSocket(tokenOf(issued.body.url));
    await connected(socket);
    const closed = next(socket, 'disconnect', 2000);
    await http.post(`/api/claims/${claimId}/driver-links/${issued.body.id}/revoke`, { token: staff });
    await closed;
    await expect(connected(trackingSocket(tokenOf(issued.body.url)))).rejects.toThrow('Unauthorized');
  });
});

describe('web push on the tracking page', () => {
  it('pushes each status change to the browsers that opted in, opening their tracking page', async () => {
    const claimId = await insertClaim(app.db, { status: 'fnol', track: 'retail', repairer: null });
    const url = await trackingUrl(claimId);
    const http = httpClient(app.url);
    const browser = browserSubscription(push, '/push/driver-phone');
    const path = `/api/track/${encodeURIComponent(tokenOf(url))}/push`;
    expect((await http.post(path, { body: { subscription: browser.subscription } })).status).toBe(204);
    // Only a push service's address is kept (decision 0042).
    const elsewhere = { ...browser.subscription, endpoint: 'https://attacker.example/collect' };
    expect((await http.post(path, { body: { subscription: elsewhere } })).status).toBe(400);
    expect((await http.post('/api/track/nope/push', { body: { subscription: browser.subscription } })).status).toBe(
      404,
    );

    const before = push.received.length;
    const staff = await http.login('client@fixline.test');
    await http.post(`/api/claims/${claimId}/triage`, { token: staff });
    await expect.poll(() => push.received.length, { timeout: 5000 }).toBe(before + 1);
    const received = push.received.at(-1);
    expect(received?.path).toBe('/push/driver-phone');
    expect(browser.read(received)).toMatchObject({
      title: expect.stringMatching(/^Claim FX-\d{6}$/),
      body: 'Your claim is registered.',
      url: new URL(url).pathname,
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import {
  startTestPushService,
  browserSubscription as subscriptionAt,
  type TestPushService,
} from '../../../test/push-service.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** A push service on loopback over HTTPS with a self-signed certificate: it keeps what it receives. */
let pushService: TestPushService;
beforeAll(async () => {
  pushService = await startTestPushService();
});
afterAll(() => pushService?.close());

// Loopback is no push service's address: this file names its own, and lets the server reach it.
const api = useTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1', OUTBOUND_ALLOWED_RANGES: '127.0.0.1/32' }, undefined, () => ({
  pushCa: pushService.ca,
}));

const browserSubscription = (path: string) => subscriptionAt(pushService, path);

describe('web push', () => {
  it('sends each new notification to the recipient’s browsers, encrypted for them and signed with our key', async () => {
    const token = await api.http.login('repairer@fixline.test');
    const browser = browserSubscription('/push/repairer-laptop');
    const subscribed = await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'laptop', subscription: browser.subscription },
    });
    expect(subscribed.status).toBe(204);
    const { publicKey } = (await api.http.get<{ publicKey: string }>('/api/notifications/push-key')).body;

    const claimId = await insertClaim(api.app.db, { status: 'in-repair', overrides: { registration: 'PU01SHH' } });
    const client = await api.http.login('client@fixline.test');
    await api.http.post(`/api/claims/${claimId}/comment`, { token: client, body: { comment: 'Is it done?' } });

    await expect.poll(() => pushService.received.length, { timeout: 5000 }).toBe(1);
    const [push] = pushService.received;
    expect(push?.path).toBe('/push/repairer-laptop');
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push?.headers.authorization)).toContain(`k=${publicKey}`);
    const message = browser.read(push);
    expect(message).toMatchObject({
      title: 'PU01 SHH',
      body: 'New comment added: Is it done?',
      url: `/marketplace/claims/${claimId}`,
      claimId,
    });
  });

  it('deletes a subscription the push service says is gone, and stops on unsubscribe', async () => {
    const token = await api.http.login('client.admin@fixline.test');
    const browser = browserSubscription('/push/client-admin-phone');
    await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'phone', subscription: browser.subscription },
    });
    const count = async () =>
      Number(
        (
          await api.app.db
            .selectFrom('pushSubscriptions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('browserId', '=', 'phone')
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBe(1);

    pushService.answer = 410;
    const before = pushService.received.length;
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const repairer = await api.http.login('repairer@fixline.test');
    await api.http.post(`/api/claims/${claimId}/comment`, { token: repairer, body: { comment: 'Ready Friday' } });
    await expect.poll(() => pushService.received.length, { timeout: 5000 }).toBeGreaterThan(before);
    await expect.poll(count, { timeout: 5000 }).toBe(0);

    pushService.answer = 201;
    await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'phone', subscription: browser.subscription },
    });
    expect((await api.http.post('/api/users/unsubscribe', { token, body: { browserId: 'phone' } })).status).toBe(204);
    expect(await count()).toBe(0);
  });

  it('leaves out the event types a person turned push off for, and still pushes the others', async () => {
    const token = await api.http.login('repairer.admin@fixline.test');
    const browser = browserSubscription('/push/repairer-admin-desk');
    await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'desk', subscription: browser.subscription },
    });
    const off = { ClaimCommentAdded: { inApp: true, push: false, mail: false } };
    expect((await api.http.put('/api/users/current/notification-preferences', { token, body: off })).status).toBe(200);
    const toDesk = () => pushService.received.filter((push) => push.path === '/push/repairer-admin-desk');

    const claimId = await insertClaim(api.app.db, { status: 'in-repair', overrides: { registration: 'PU02OFF' } });
    const client = await api.http.login('client@fixline.test');
    await api.http.post(`/api/claims/${claimId}/comment`, { token: client, body: { comment: 'Any news?' } });
    const repairer = await api.http.login('repairer@fixline.test');
    expect((await api.http.post(`/api/claims/${claimId}/finish-repair`, { token: repairer })).status).toBe(200);

    await expect.poll(() => toDesk().length, { timeout: 5000 }).toBe(1);
    expect(toDesk().map((push) => browser.read(push))).toEqual([
      expect.objectContaining({ title: 'PU02 OFF', body: 'Claim status changed to Finished' }),
    ]);
    // In the app the comment is still there: only its push was turned off.
    const unread = (await api.http.get<{ claimId: string; type: string }[]>('/api/notifications', { token })).body;
    expect(unread.filter((n) => n.claimId === claimId).map((n) => n.type)).toContain('ClaimCommentAdded');
  });

  it('refuses a subscription that is not https or lacks its keys', async () => {
    const token = await api.http.login('client@fixline.test');
    const bad = await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'x', subscription: { endpoint: 'http://push.example/1', keys: { p256dh: 'a' } } },
    });
    expect(bad.status).toBe(400);
  });
});

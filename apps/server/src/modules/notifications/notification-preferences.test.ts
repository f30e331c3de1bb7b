import { DEFAULT_CHANNELS, NOTIFICATION_TYPES, type TNotification } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
const PATH = '/api/users/current/notification-preferences';
let client: string;
let clientAdmin: string;
let repairer: string;
beforeAll(async () => {
  client = await api.http.login('client@fixline.test');
  clientAdmin = await api.http.login('client.admin@fixline.test');
  repairer = await api.http.login('repairer@fixline.test');
});

const preferences = async (token: string) => (await api.http.get<Record<string, unknown>>(PATH, { token })).body;
const about = async (token: string, claimId: string) =>
  (await api.http.get<TNotification[]>('/api/notifications', { token })).body.filter((n) => n.claimId === claimId);
const mailAbout = (claimId: string) =>
  api.app.db
    .selectFrom('sentMail')
    .select(['kind', 'toAddress', 'subject', 'textBody'])
    .where('claimId', '=', claimId)
    // The claim's first status change also mails the driver's tracking link.
    .where('kind', '=', 'notification')
    .execute();

describe('notification preferences', () => {
  it('are the defaults until chosen: every event type in the app and by push, none by mail', async () => {
    const answer = await preferences(repairer);
    expect(Object.keys(answer)).toEqual([...NOTIFICATION_TYPES]);
    expect(new Set(Object.values(answer).map((choice) => JSON.stringify(choice)))).toEqual(
      new Set([JSON.stringify(DEFAULT_CHANNELS)]),
    );
  });

  it('keep what a PUT names and leave the other types as they were', async () => {
    const token = await api.http.login('repairer.admin@fixline.test');
    const first = await api.http.put<Record<string, unknown>>(PATH, {
      token,
      body: { ClaimTipPaid: { inApp: true, push: true, mail: true } },
    });
    expect(first.status).toBe(200);
    expect(first.body.ClaimTipPaid).toEqual({ inApp: true, push: true, mail: true });
    await api.http.put(PATH, { token, body: { ClaimRevived: { inApp: false, push: false, mail: false } } });
    const now = await preferences(token);
    expect(now.ClaimTipPaid).toEqual({ inApp: true, push: true, mail: true });
    expect(now.ClaimRevived).toEqual({ inApp: false, push: false, mail: false });
    expect(now.ClaimCreated).toEqual(DEFAULT_CHANNELS);
    // They are one's own: another person still has the defaults.
    expect((await preferences(repairer)).ClaimTipPaid).toEqual(DEFAULT_CHANNELS);
  });

  it.each([
    ['an unknown event type', { ClaimExploded: { inApp: true, push: true, mail: true } }],
    ['a channel left out', { ClaimCreated: { inApp: true, push: true } }],
    ['an unknown channel', { ClaimCreated: { inApp: true, push: true, mail: true, sms: true } }],
    ['a channel that is not a yes or no', { ClaimCreated: { inApp: 'yes', push: true, mail: true } }],
    ['a list instead of the types', [{ ClaimCreated: { inApp: true, push: true, mail: true } }]],
  ])('refuse %s with 400 and its field, and change nothing', async (_case, body) => {
    const token = await api.http.login('client2@fixline.test');
    const answer = await api.http.put<{ message: string; errors?: string[] }>(PATH, { token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBeTruthy();
    expect(answer.body.errors?.length).toBeGreaterThan(0);
    expect((await preferences(token)).ClaimCreated).toEqual(DEFAULT_CHANNELS);
  });

  it('are for the signed-in only', async () => {
    expect((await api.http.get(PATH)).status).toBe(401);
    expect((await api.http.put(PATH, { body: {} })).status).toBe(401);
  });

  it('decide the channels of each event: off in the app means no notification, mail means a mail with the link', async () => {
    await api.http.put(PATH, {
      token: clientAdmin,
      body: { ClaimCommentAdded: { inApp: false, push: false, mail: true } },
    });
    const claimId = await insertClaim(api.app.db, { status: 'in-repair', overrides: { registration: 'NP01REF' } });
    expect(
      (
        await api.http.post(`/api/claims/${claimId}/comment`, {
          token: repairer,
          body: { comment: 'Parts arrive Monday' },
        })
      ).status,
    ).toBe(201);

    expect(await about(clientAdmin, claimId)).toEqual([]);
    // Everyone else keeps the defaults: the client's other handlers still see it in the app.
    expect((await about(client, claimId)).map((n) => n.type)).toEqual(['ClaimCommentAdded']);
    const mails = await mailAbout(claimId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'notification',
      toAddress: 'client.admin@fixline.test',
      subject: expect.stringMatching(/^New comment added: Parts arrive Monday · claim FX-\d{6} \(NP01 REF\)$/),
    });
    expect(mails[0]?.textBody).toContain(`${api.app.config.publicUrl}/dashboardClaim/${claimId}`);
    expect(mails[0]?.textBody).toContain(`${api.app.config.publicUrl}/user`);

    // Another type keeps its own channels: a status change still reaches the admin in the app, and mails no one.
    expect((await api.http.post(`/api/claims/${claimId}/finish-repair`, { token: repairer })).status).toBe(200);
    expect((await about(clientAdmin, claimId)).map((n) => n.type)).toEqual(['ClaimStatusUpdated']);
    expect(await mailAbout(claimId)).toHaveLength(1);
  });
});

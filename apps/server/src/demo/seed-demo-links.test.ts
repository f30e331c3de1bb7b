import type { TDriverLink, TPickup, TSentMailPage, TTrackingPage } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { demoClaimId } from './seed-demo-claims.ts';
import { TRACKED_CLAIM } from './seed-demo-links.ts';
import { DEMO_PICKUP_CLAIM } from './seed-demo-pickup.ts';

const api = useTestApp();

describe('the demo mail and driver links', () => {
  it('give the completed claim a working rating link beside a revoked and an expired one, and mail two people', async () => {
    const client = await api.http.login('client@fixline.test');
    const links = await api.http.get<TDriverLink[]>(`/api/claims/${demoClaimId(8)}/driver-links`, { token: client });
    expect(links.body.map((link) => [link.purpose, link.state])).toEqual([
      ['feedback', 'active'],
      ['feedback', 'revoked'],
      ['feedback', 'expired'],
    ]);
    const working = links.body[0] as TDriverLink;
    const token = decodeURIComponent((working.url as string).split('/rate/')[1] as string);
    expect((await api.http.get(`/api/ratings/${token}`)).body).toMatchObject({ repairerName: 'Riverside Autos' });

    await api.app.app.jobQueue.runDueJobs();
    const superAdmin = await api.http.login('superadmin@fixline.test');
    const mail = await api.http.get<TSentMailPage>('/api/mail', { token: superAdmin });
    // Newest first: Aisha Khan's tracking link, the repair date booked for her after her pickup link, Ella Morris's
    // signed agreement (seed-demo-agreement.ts), the retail quote's link, the bodyshop agreements offered as the
    // marketplace gave the bodyshops their claims, the rating link mailed as the claim was completed, after the seeded invitation.
    expect(mail.body.items.map((m) => [m.kind, m.to, m.status, m.transport])).toEqual([
      ['driver-link', 'aisha.khan@example.com', 'sent', 'outbox'],
      ['repair-date', 'aisha.khan@example.com', 'sent', 'outbox'],
      ['driver-link', 'aisha.khan@example.com', 'sent', 'outbox'],
      ['bodyshop-agreement', 'ella.morris@example.com', 'sent', 'outbox'],
      ['driver-link', 'james.oneill@example.com', 'sent', 'outbox'],
      ['driver-link', 'fleet@harbour.example', 'sent', 'outbox'],
      ['driver-link', 'ella.morris@example.com', 'sent', 'outbox'],
      ['driver-link', 'martin.shaw@example.com', 'sent', 'outbox'],
      ['invitation', 'new.adjuster@fixline.test', 'sent', 'outbox'],
    ]);
    const invitation = await api.http.get<{ text: string }>(`/api/mail/${mail.body.items[8]?.id}`, {
      token: superAdmin,
    });
    const registerUrl = new URL(/http\S+\/register\?token=\S+/.exec(invitation.body.text)?.[0] as string);
    const preview = await api.http.get(`/api/users/register${registerUrl.search}`);
    expect(preview.body).toMatchObject({ email: 'new.adjuster@fixline.test', organisationName: 'Northwind Insurance' });
  });

  it('give the claim awaiting repair at Acme Motors a working tracking link, mailed to its driver', async () => {
    const client = await api.http.login('client@fixline.test');
    const links = await api.http.get<TDriverLink[]>(`/api/claims/${TRACKED_CLAIM}/driver-links`, { token: client });
    const tracking = links.body.find((link) => link.purpose === 'tracking') as TDriverLink;
    const token = decodeURIComponent((tracking.url as string).split('/track/')[1] as string);
    const page = await api.http.get<TTrackingPage>(`/api/track/${encodeURIComponent(token)}`);
    expect(page.body).toMatchObject({ status: 'awaiting-pickup', garage: { name: 'Acme Motors' } });
  });

  it('give the claim awaiting repair the driver’s availability and a booked date within it', async () => {
    const repairer = await api.http.login('repairer@fixline.test');
    const pickup = await api.http.get<TPickup>(`/api/claims/${DEMO_PICKUP_CLAIM}/pickup`, { token: repairer });
    expect(pickup.body.pickupDates).toHaveLength(3);
    expect(pickup.body).toMatchObject({ driverAnswer: null, location: 'garage', contact: '07700 900105, after 5pm' });
    expect(pickup.body.pickupDates).toContain(pickup.body.date);
    const client = await api.http.login('client@fixline.test');
    const links = await api.http.get<TDriverLink[]>(`/api/claims/${DEMO_PICKUP_CLAIM}/driver-links`, { token: client });
    expect(links.body.map((link) => [link.purpose, link.state])).toEqual([
      ['tracking', 'active'],
      ['pickup', 'active'],
      ['pickup', 'active'],
    ]);
    expect(links.body[1]?.url).toContain(`/pickup/${DEMO_PICKUP_CLAIM}?token=`);
  });
});

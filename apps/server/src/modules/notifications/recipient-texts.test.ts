import { claimReference, notificationSummary, SOCKET_EVENTS, type TBid, type TNotification } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { organisationIds as idsOf, insertClaim, insertGarage, TEST_PLACE } from '../../../test/claim-factory.ts';
import { samplePdf } from '../../../test/sample-files.ts';
import { collect, registered } from '../../../test/socket-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { recordFile } from '../../../test/uploads.ts';

/**
 * Issue 42: each recipient of a marketplace event reads their own words (notification-texts.ts), in the
 * app, by push and by mail; staff who are none of those recipients read spec 9's text.
 */
const api = useTestApp();
const PEOPLE = ['superadmin', 'client', 'client.admin', 'repairer', 'repairer.admin', 'repairer2'] as const;
type Person = (typeof PEOPLE)[number];
const tokens = {} as Record<Person, string>;

beforeAll(async () => {
  for (const person of PEOPLE) tokens[person] = await api.http.login(`${person}@fixline.test`);
  await insertGarage(api.app.db, 'repairer', { name: 'Acme Truro' });
  await insertGarage(api.app.db, 'repairer2', { name: 'Riverside Truro' });
});

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const bid = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  earliestStartDate: day(1),
  repairDays: 3,
  validUntil: day(30),
  ...extra,
});
const placeBid = (who: Person, claimId: string, body: unknown) =>
  api.http.put<TBid>(`/api/claims/${claimId}/bid`, { token: tokens[who], body });

/** A claim of the test's own on the marketplace in Truro, with its reference as people read it. */
async function marketplaceClaim(registration: string): Promise<{ id: string; reference: string }> {
  const id = await insertClaim(api.app.db, {
    status: 'in-marketplace',
    repairer: null,
    costRepairer: 80000,
    cost: 100000,
    overrides: { ...TEST_PLACE, registration, postcode: 'TR1 2AB', enteredMarketplaceAt: new Date() },
  });
  return { id, reference: await referenceOf(id) };
}

async function referenceOf(id: string): Promise<string> {
  const row = await api.app.db.selectFrom('claims').select('reference').where('id', '=', id).executeTakeFirstOrThrow();
  return claimReference(row.reference);
}

/** What a notification says as the server answers it, the same as the menu and toasts read from its payload. */
function textOf(notification: TNotification): string {
  expect(notification.summary).toBe(notificationSummary(notification));
  return notification.summary ?? '';
}

/**
 * What each person's notifications about the claim say, in text order (one transaction's notifications
 * share their time).
 */
async function textsOf(person: Person, claimId: string): Promise<string[]> {
  const unread = await api.http.get<TNotification[]>('/api/notifications', { token: tokens[person] });
  return unread.body
    .filter((n) => n.claimId === claimId)
    .map(textOf)
    .sort();
}

/** The super admin follows the claim from now on, as the one who made it (nobody is told of that). */
async function follow(claimId: string): Promise<void> {
  const admin = await api.app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'superadmin@fixline.test')
    .executeTakeFirstOrThrow();
  await api.app.db.updateTable('claims').set({ createdBy: admin.id }).where('id', '=', claimId).execute();
}

describe('a bid placed', () => {
  it('tells the client the garage and the claim, with its document, and no files text; staff read spec 9’s kind', async () => {
    const { id, reference } = await marketplaceClaim('RT01BID');
    await follow(id);
    const quote = await recordFile(api, tokens.repairer, id, {
      body: samplePdf(),
      contentType: 'application/pdf',
      name: 'acme-quote.pdf',
    });
    expect(quote.status).toBe(201);
    expect((await placeBid('repairer', id, bid(70000, { documentId: quote.body.id }))).status).toBe(200);

    expect(await textsOf('client', id)).toEqual([
      'Claim status changed to Bidding',
      `New bid from Acme Motors on ${reference}`,
    ]);
    expect(await textsOf('superadmin', id)).toEqual(['Claim status changed to Bidding', 'New bid placed']);
    // A bid changed is not a new one.
    await placeBid('repairer', id, bid(68000));
    expect(await textsOf('client.admin', id)).toHaveLength(2);

    // A file of the claim's own is still one.
    const policy = { body: samplePdf(), contentType: 'application/pdf', name: 'policy.pdf' };
    expect((await recordFile(api, tokens.client, id, policy)).status).toBe(201);
    expect(await textsOf('superadmin', id)).toContain('New files added');
  });
});

describe('a bid chosen', () => {
  it('tells the winner its bid was chosen, each loser another garage was, and the client which', async () => {
    const { id, reference } = await marketplaceClaim('RT02WIN');
    await follow(id);
    const acme = await placeBid('repairer', id, bid(70000));
    await placeBid('repairer2', id, bid(75000));
    // The live feed carries each their own words too.
    const winnerFeed = await registered(api.app.url, tokens.repairer);
    const loserFeed = await registered(api.app.url, tokens.repairer2);
    const heard = {
      winner: collect<TNotification>(winnerFeed.socket, SOCKET_EVENTS.newNotification),
      loser: collect<TNotification>(loserFeed.socket, SOCKET_EVENTS.newNotification),
    };
    const chosen = await api.http.post(`/api/claims/${id}/approve-for-repair`, {
      token: tokens.client,
      body: { bidId: acme.body.id },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);

    const winner = `Your bid was chosen for ${reference} (RT02 WIN)`;
    const status = 'Claim status changed to Awaiting Repair';
    expect(await textsOf('repairer', id)).toEqual([status, winner]);
    expect(await textsOf('repairer.admin', id)).toEqual([status, winner]);
    expect(await textsOf('repairer2', id)).toEqual([`Another garage was chosen for ${reference}`]);
    // The client who chose is not told of it; the client's other staff are.
    expect(await textsOf('client.admin', id)).toEqual(
      [
        `Acme Motors was chosen for ${reference}`,
        status,
        `New bid from Acme Motors on ${reference}`,
        `New bid from Riverside Autos on ${reference}`,
        'Claim status changed to Bidding',
      ].sort(),
    );
    expect(await textsOf('client', id)).not.toContain(`Acme Motors was chosen for ${reference}`);
    expect(await textsOf('superadmin', id)).toContain('Bid chosen');

    await expect.poll(() => heard.winner.length).toBe(2);
    await expect.poll(() => heard.loser.length).toBe(1);
    expect(heard.winner.map(textOf).sort()).toEqual([status, winner]);
    expect(heard.loser.map(textOf)).toEqual([`Another garage was chosen for ${reference}`]);
    winnerFeed.socket.close();
    loserFeed.socket.close();

    // Bidders stay anonymous to each other: the loser's notification does not name the winner.
    const loser = await api.http.get<TNotification[]>('/api/notifications', { token: tokens.repairer2 });
    expect(JSON.stringify(loser.body.filter((n) => n.claimId === id))).not.toContain('Acme');
  });
});

describe('the repairer changed', () => {
  it('named outright by the platform among bids: the one named reads the job is theirs, the others lost', async () => {
    const { id, reference } = await marketplaceClaim('RT05NAM');
    await placeBid('repairer', id, bid(70000));
    await placeBid('repairer2', id, bid(75000));
    const named = await api.http.post(`/api/claims/${id}/approve-for-repair`, {
      token: tokens.superadmin,
      body: { repairerOrganisationId: (await idsOf(api.app.db))('repairer2') },
    });
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(await textsOf('repairer2', id)).toEqual([
      'Claim status changed to Awaiting Repair',
      `This job is now yours: ${reference}`,
    ]);
    expect(await textsOf('repairer', id)).toEqual([`Another garage was chosen for ${reference}`]);
  });

  it('tells the new repairer the job is theirs, the one replaced it moved, and the client who has it', async () => {
    const id = await insertClaim(api.app.db, {
      status: 'in-repair',
      repairer: 'repairer',
      overrides: { registration: 'RT03CHG' },
    });
    const reference = await referenceOf(id);
    const changed = await api.http.put(`/api/claims/${id}/change-repairer`, {
      token: tokens.superadmin,
      body: { repairerOrganisationId: (await idsOf(api.app.db))('repairer2'), reason: 'Parts delayed' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expect(await textsOf('repairer2', id)).toEqual([`This job is now yours: ${reference}`]);
    expect(await textsOf('repairer', id)).toEqual([`${reference} was moved to another repairer`]);
    expect(await textsOf('client', id)).toEqual([`Repairer changed: Riverside Autos now has ${reference}`]);
  });

  it('mails a recipient who chose mail their own words', async () => {
    const id = await insertClaim(api.app.db, {
      status: 'in-repair',
      repairer: 'repairer',
      overrides: { registration: 'RT04MLD' },
    });
    const reference = await referenceOf(id);
    await api.http.put('/api/users/current/notification-preferences', {
      token: tokens.repairer2,
      body: { ClaimRepairerChanged: { inApp: true, push: false, mail: true } },
    });
    await api.http.put(`/api/claims/${id}/change-repairer`, {
      token: tokens.superadmin,
      body: { repairerOrganisationId: (await idsOf(api.app.db))('repairer2'), reason: 'Closer to the driver' },
    });
    const mail = await api.app.db
      .selectFrom('sentMail')
      .select(['toAddress', 'subject'])
      .where('claimId', '=', id)
      .where('kind', '=', 'notification')
      .execute();
    expect(mail).toEqual([
      {
        toAddress: 'repairer2@fixline.test',
        subject: `This job is now yours: ${reference} · claim ${reference} (RT04 MLD)`,
      },
    ]);
  });
});

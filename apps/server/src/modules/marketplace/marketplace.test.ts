import { randomUUID } from 'node:crypto';
import {
  ERROR_MESSAGES,
  MARKETPLACE_MESSAGES,
  SOCKET_EVENTS,
  type TBid,
  type TBidList,
  type TClaim,
  type TClaimActionResponse,
  type TClaimFile,
  type TMarketplaceClaim,
  type TMarketplaceList,
  type TMyBidList,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type ClaimFixture,
  organisationIds as idsOf,
  insertBid,
  insertClaim,
  insertGarage,
  TEST_PLACE,
} from '../../../test/claim-factory.ts';
import { samplePdf } from '../../../test/sample-files.ts';
import { collect, next, openSocket } from '../../../test/socket-client.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { recordFile } from '../../../test/uploads.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};

/** Penzance: 37 km from Truro, beyond Acme's 30 km but within Riverside's garage there. */
const PENZANCE = { latitude: 50.1186, longitude: -5.5371 };

beforeAll(async () => {
  for (const who of ['superadmin', 'client', 'client2', 'repairer', 'repairer2', 'bodyshop']) {
    tokens[who] = await api.http.login(`${who}@fixline.test`);
  }

  await insertGarage(api.app.db, 'repairer', { name: 'Acme Truro' });
  await insertGarage(api.app.db, 'repairer2', { name: 'Riverside Truro' });
  await insertGarage(api.app.db, 'repairer2', { name: 'Riverside Penzance', ...PENZANCE, serviceRadiusKm: 10 });
  await insertGarage(api.app.db, 'bodyshop', { name: 'Precision Truro' });
});

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const bid = (amount: number, extra: Record<string, unknown> = {}) => ({
  amount,
  earliestStartDate: tomorrow(),
  repairDays: 3,
  validUntil: inAMonth(),
  note: 'Parts in stock',
  ...extra,
});

/** A claim on the marketplace in Truro, owned by the first client, £800 of repair authorised. */
function marketplaceClaim(fixture: Partial<ClaimFixture> = {}) {
  return insertClaim(api.app.db, {
    status: 'in-marketplace',
    repairer: null,
    costRepairer: 80000,
    cost: 100000,
    ...fixture,
    overrides: {
      ...TEST_PLACE,
      postcode: 'TR1 2AB',
      enteredMarketplaceAt: new Date(),
      biddingClosesAt: new Date(Date.now() + 48 * 3600_000),
      ...fixture.overrides,
    },
  });
}

const placeBid = (who: string, claimId: string, body: unknown) =>
  api.http.put<TBid>(`/api/claims/${claimId}/bid`, { token: tokens[who], body });
const marketplaceView = (who: string, claimId: string) =>
  api.http.get<TMarketplaceClaim>(`/api/marketplace/claims/${claimId}`, { token: tokens[who] });
const listFor = async (who: string, query = '') =>
  (await api.http.get<TMarketplaceList>(`/api/marketplace/claims${query}`, { token: tokens[who] })).body;

describe('who is offered a claim (eligibility, in SQL)', () => {
  it('offers a repair claim to repairers whose garages reach it, nearest first, and to nobody else', async () => {
    const truro = await marketplaceClaim();
    const penzance = await marketplaceClaim({ overrides: { ...PENZANCE, postcode: 'TR18 2AA' } });

    const acme = await listFor('repairer');
    expect(acme.data.map((c) => c.id)).toContain(truro);
    expect(acme.data.map((c) => c.id)).not.toContain(penzance);
    expect(acme.data.find((c) => c.id === truro)?.distanceKm).toBe(0);

    const riverside = await listFor('repairer2');
    const order = riverside.data.map((c) => c.id).filter((id) => id === truro || id === penzance);
    expect(order).toEqual([penzance, truro]);
    // Bodyshops get bodyshop work only; clients have no marketplace at all.
    expect((await listFor('bodyshop')).data.map((c) => c.id)).not.toContain(truro);
    expect((await api.http.get('/api/marketplace/claims', { token: tokens.client })).status).toBe(403);
  });

  it('shows the platform the whole marketplace, with no distance and no bids of its own', async () => {
    const truro = await marketplaceClaim();
    const far = await marketplaceClaim({ overrides: { needs: ['diagnostics'] } });
    const all = await listFor('superadmin', '?pageSize=100&sort=newest');
    expect(all.data.map((c) => c.id)).toEqual(expect.arrayContaining([truro, far]));
    expect(all.data.every((c) => c.distanceKm === null && c.myBidState === null)).toBe(true);
    const count = await api.http.get<{ count: number }>('/api/marketplace/count', { token: tokens.superadmin });
    expect(count.body.count).toBe(all.total);
    const bids = await api.http.get<TMyBidList>('/api/marketplace/bids', { token: tokens.superadmin });
    expect(bids.body).toEqual({ data: [] });
  });

  it('offers a claim only to organisations with every capability it needs', async () => {
    const ev = await marketplaceClaim({ overrides: { needs: ['ev'] } });
    expect((await listFor('repairer')).data.map((c) => c.id)).toContain(ev);
    expect((await listFor('repairer2')).data.map((c) => c.id)).not.toContain(ev);
    expect((await marketplaceView('repairer2', ev)).status).toBe(404);
    expect((await listFor('repairer', '?need=ev')).data.every((c) => c.needs.includes('ev'))).toBe(true);
  });

  it('offers a claim without a location to every capable organisation of its kind, sorted last', async () => {
    const nowhere = await marketplaceClaim({ overrides: { latitude: null, longitude: null } });
    const acme = await listFor('repairer', '?pageSize=100');
    expect(acme.data.at(-1)?.distanceKm).toBeNull();
    expect(acme.data.map((c) => c.id)).toContain(nowhere);
    expect((await listFor('repairer', '?maxMiles=50')).data.map((c) => c.id)).not.toContain(nowhere);
  });

  it('shows a garage the redacted claim: vehicle, damage, district, distance; never the customer', async () => {
    const id = await marketplaceClaim();
    const answer = await marketplaceView('repairer', id);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, postcodeDistrict: 'TR1', distanceKm: 0, canBid: true, myBid: null });
    const text = JSON.stringify(answer.body);
    for (const secret of ['Dana Driver', 'dana@example.test', '07700 900123', '1 High Street', 'TR1 2AB']) {
      expect(text).not.toContain(secret);
    }
    // The full claim stays with its parties.
    expect((await api.http.get(`/api/claims/${id}`, { token: tokens.repairer })).status).toBe(404);
    expect((await marketplaceView('bodyshop', id)).status).toBe(404);
  });

  it('counts the claims a garage may bid on now, and tells garages live when one enters the marketplace', async () => {
    const before = (await api.http.get<{ count: number }>('/api/marketplace/count', { token: tokens.repairer })).body;
    const socket = openSocket(api.app.url, tokens.repairer as string);
    await next(socket, SOCKET_EVENTS.readyToRegister);
    const id = await insertClaim(api.app.db, {
      status: 'awaiting-quote-authorisation',
      repairer: null,
      costRepairer: 80000,
      overrides: TEST_PLACE,
    });
    const changed = next(socket, SOCKET_EVENTS.marketplaceChanged);
    const approved = await api.http.post(`/api/claims/${id}/approve-for-marketplace`, { token: tokens.client });
    expect(approved.status).toBe(200);
    await changed;
    socket.disconnect();
    const after = (await api.http.get<{ count: number }>('/api/marketplace/count', { token: tokens.repairer })).body;
    expect(after.count).toBe(before.count + 1);
    const claim = await api.app.db
      .selectFrom('claims')
      .select(['enteredMarketplaceAt', 'biddingClosesAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(claim.biddingClosesAt && claim.enteredMarketplaceAt).toBeTruthy();
    expect(Number(claim.biddingClosesAt) - Number(claim.enteredMarketplaceAt)).toBe(48 * 3600_000);
  });

  it('tells garages when an archive takes a claim off the marketplace, and not when the claim was never on it', async () => {
    const socket = openSocket(api.app.url, tokens.repairer as string);
    await next(socket, SOCKET_EVENTS.readyToRegister);
    const changes = collect(socket, SOCKET_EVENTS.marketplaceChanged);
    const registered = await insertClaim(api.app.db, { status: 'registered', repairer: null });
    const offered = await marketplaceClaim();
    expect((await api.http.post(`/api/claims/${registered}/archive`, { token: tokens.client })).status).toBe(200);
    const changed = next(socket, SOCKET_EVENTS.marketplaceChanged);
    expect((await api.http.post(`/api/claims/${offered}/archive`, { token: tokens.client })).status).toBe(200);
    await changed;
    socket.disconnect();
    // One socket delivers in order: a broadcast for the first archive would have arrived before this one.
    expect(changes).toHaveLength(1);
  });

  it('opens the bidding window for as long as the client organisation’s setting says', async () => {
    const client = (await idsOf(api.app.db))('client2');
    await api.app.db.updateTable('organisations').set({ biddingWindowHours: 24 }).where('id', '=', client).execute();
    const id = await insertClaim(api.app.db, { status: 'registered', client: 'client2', repairer: null });
    expect((await api.http.post(`/api/claims/${id}/approve-for-marketplace`, { token: tokens.client2 })).status).toBe(
      200,
    );
    const claim = await api.app.db
      .selectFrom('claims')
      .select(['enteredMarketplaceAt', 'biddingClosesAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(claim.biddingClosesAt) - Number(claim.enteredMarketplaceAt)).toBe(24 * 3600_000);
  });
});

describe('bids', () => {
  it('places a bid at the spec’s path (trailing slash too), moves the claim to bidding, and edits it in place', async () => {
    const id = await marketplaceClaim();
    const first = await api.http.put<TBid>(`/api/claims/${id}/bid/`, { token: tokens.repairer, body: bid(70000) });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ amount: 70000, state: 'live', organisation: { name: 'Acme Motors' } });
    const edited = await placeBid('repairer', id, bid(68000));
    expect(edited.body).toMatchObject({ id: first.body.id, amount: 68000 });

    const claim = await api.http.get<TClaim>(`/api/claims/${id}`, { token: tokens.client });
    expect(claim.body.status).toBe('bidding');
    // The timeline names the marketplace, not the bidder: bidders stay anonymous to each other.
    expect(claim.body.history.at(-1)).toMatchObject({
      action: 'bid',
      toStatus: 'bidding',
      actor: { id: null, name: 'Marketplace' },
    });
    expect(JSON.stringify(claim.body.history)).not.toContain('Acme');
    const view = await marketplaceView('repairer', id);
    expect(view.body).toMatchObject({ bidCount: 1, myBid: { amount: 68000 } });
  });

  it('leaves one live bid when one organisation bids five times at once', async () => {
    const id = await marketplaceClaim();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => placeBid('repairer', id, bid(60000 + n))));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await api.app.db.selectFrom('bids').selectAll().where('claimId', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.state).toBe('live');
    const history = await api.app.db.selectFrom('claimHistory').selectAll().where('claimId', '=', id).execute();
    expect(history.filter((h) => h.action === 'bid')).toHaveLength(1);
  });

  it.each([
    ['a negative amount', { amount: -100 }, 'amount', 400],
    ['a fractional amount of pence', { amount: 12.5 }, 'amount', 400],
    ['an absurd amount', { amount: 900_000_000 }, 'amount', 400],
    // A date the document takes, gone by today: 422 (docs/api-contract.md "400 and 422").
    ['a start date in the past', { earliestStartDate: '2020-01-01' }, MARKETPLACE_MESSAGES.pastDate, 422],
    ['a validity in the past', { validUntil: '2020-01-01' }, MARKETPLACE_MESSAGES.pastDate, 422],
    ['no repair days', { repairDays: 0 }, 'repairDays', 400],
    [
      'a field bids do not have',
      { repairerOrganisationId: '00000000-0000-4000-8000-000000000001' },
      'Not a field',
      400,
    ],
  ])('refuses %s with %i and stores nothing', async (_, change, text, status) => {
    const id = await marketplaceClaim();
    const answer = await placeBid('repairer', id, bid(70000, change));
    expect(answer.status).toBe(status);
    expect(JSON.stringify(answer.body)).toContain(text);
    expect(await api.app.db.selectFrom('bids').select('id').where('claimId', '=', id).execute()).toEqual([]);
  });

  it('refuses a bid’s dates past a year from today: 9999-12-31 breaks the document (400), a day after a year is 422 (issue 46)', async () => {
    const id = await marketplaceClaim();
    for (const field of ['earliestStartDate', 'validUntil']) {
      const answer = await placeBid('repairer', id, bid(70000, { [field]: '9999-12-31' }));
      expect([answer.status, answer.body]).toEqual([
        400,
        { message: ERROR_MESSAGES.invalidRequest, errors: [`${field}: ${MARKETPLACE_MESSAGES.farDate}`] },
      ]);
    }
    const inAYear = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const far = await placeBid('repairer', id, bid(70000, { validUntil: inAYear }));
    expect(far.status).toBe(inAYear.slice(0, 4) <= String(new Date().getUTCFullYear() + 1) ? 422 : 400);
    expect(far.body).toMatchObject({ errors: [`validUntil: ${MARKETPLACE_MESSAGES.farDate}`] });
    expect(await api.app.db.selectFrom('bids').select('id').where('claimId', '=', id).execute()).toEqual([]);
  });

  it('refuses a document of another claim (422), and bids from organisations not offered the claim (404)', async () => {
    const id = await marketplaceClaim();
    const other = await insertClaim(api.app.db, { status: 'registered' });
    const file = await api.app.db
      .insertInto('claimFiles')
      .values({
        claimId: other,
        s3Key: `k/${other}`,
        contentType: 'application/pdf',
        name: 'q.pdf',
        size: 1,
        uploadedByName: 'x',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wrongDocument = await placeBid('repairer', id, bid(70000, { documentId: file.id }));
    expect(wrongDocument.status).toBe(422);
    expect(wrongDocument.body).toEqual({ message: MARKETPLACE_MESSAGES.documentNotOnClaim });
    const ev = await marketplaceClaim({ overrides: { needs: ['ev'] } });
    expect((await placeBid('repairer2', ev, bid(70000))).status).toBe(404);
    expect((await placeBid('bodyshop', id, bid(70000))).status).toBe(404);
    expect((await placeBid('client', id, bid(70000))).status).toBe(403);
  });

  it('answers a claim the garage cannot see 404 when it bids or withdraws, exactly as an id that does not exist', async () => {
    // In Truro and suited to Acme by the offer rule, but off the marketplace, never bid on, and not Acme's:
    // "Bids are closed" would tell Acme such a claim exists (issue 46, finding 7).
    const unseen = {
      registered: await marketplaceClaim({ status: 'registered' }),
      'in repair at another garage': await marketplaceClaim({ status: 'in-repair', repairer: 'repairer2' }),
      'in another garage’s hands, bidding closed': await marketplaceClaim({
        status: 'awaiting-pickup',
        repairer: 'repairer2',
      }),
    };
    const answers = async (id: string) => {
      const put = await placeBid('repairer', id, bid(70000));
      const remove = await api.http.delete(`/api/claims/${id}/bid`, { token: tokens.repairer });
      return { put: { status: put.status, body: put.body }, delete: { status: remove.status, body: remove.body } };
    };
    const missing = await answers(randomUUID());
    expect(missing).toEqual({
      put: { status: 404, body: { message: CLAIM_NOT_FOUND } },
      delete: { status: 404, body: { message: CLAIM_NOT_FOUND } },
    });
    for (const [what, id] of Object.entries(unseen)) {
      expect({ what, ...(await answers(id)) }).toEqual({ what, ...missing });
    }
    // A garage that can see the claim (its own bid on it) still hears why it cannot bid.
    const lost = await marketplaceClaim({ status: 'in-repair', repairer: 'repairer2' });
    await insertBid(api.app.db, lost, 'repairer', { amount: 70000, state: 'lost' });
    expect((await placeBid('repairer', lost, bid(70000))).body).toEqual({ message: MARKETPLACE_MESSAGES.notOpen });
  });

  it('withdraws a bid; the last one withdrawn puts the claim back in the marketplace', async () => {
    const id = await marketplaceClaim();
    await placeBid('repairer', id, bid(70000));
    const withdrawn = await api.http.delete(`/api/claims/${id}/bid`, { token: tokens.repairer });
    expect(withdrawn.status).toBe(204);
    const mine = await api.http.get<TMyBidList>('/api/marketplace/bids', { token: tokens.repairer });
    expect(mine.body.data.find((b) => b.claimId === id)?.state).toBe('withdrawn');
    const claim = await api.app.db.selectFrom('claims').select('status').where('id', '=', id).executeTakeFirstOrThrow();
    expect(claim.status).toBe('in-marketplace');
    expect((await api.http.delete(`/api/claims/${id}/bid`, { token: tokens.repairer })).status).toBe(404);
    // A withdrawn bid can be placed again.
    expect((await placeBid('repairer', id, bid(71000))).body.state).toBe('live');
  });
});

describe('choosing a bid', () => {
  async function twoBids(fixture: Partial<ClaimFixture> = {}) {
    const id = await marketplaceClaim(fixture);
    const acme = (await placeBid('repairer', id, bid(70000))).body;
    const riverside = (await placeBid('repairer2', id, bid(75000, { repairDays: 2 }))).body;
    return { id, acme, riverside };
  }

  it('shows the client every bid ranked with the parts of its score, and a garage only its own', async () => {
    const { id, acme, riverside } = await twoBids();
    const compared = await api.http.get<TBidList>(`/api/claims/${id}/bids`, { token: tokens.client });
    expect(compared.status).toBe(200);
    expect(compared.body.canChoose).toBe(true);
    expect(compared.body.authorisedCostRepairer).toBe(80000);
    expect(compared.body.data.map((b) => b.id).sort()).toEqual([acme.id, riverside.id].sort());
    for (const ranked of compared.body.data) {
      expect(ranked.score).toMatchObject({ distanceKm: 0, rating: null, ratingCount: 0 });
      expect(ranked.score.total).toBeGreaterThan(0);
    }
    expect(compared.body.data.find((b) => b.id === acme.id)?.score.price).toBe(100);
    const own = await api.http.get<TBidList>(`/api/claims/${id}/bids`, { token: tokens.repairer2 });
    expect(own.body.data.map((b) => b.id)).toEqual([riverside.id]);
    expect(own.body.authorisedCostRepairer).toBeNull();
    expect((await api.http.get(`/api/claims/${id}/bids`, { token: tokens.client2 })).status).toBe(404);
    expect((await api.http.get(`/api/claims/${id}/bids`, { token: tokens.bodyshop })).status).toBe(404);
  });

  it('scores quality from the drivers’ ratings of the bidder’s past repairs; a bidder without any is neutral', async () => {
    const organisation = (await idsOf(api.app.db))('repairer');
    // A bodyshop's ratings (another organisation) must not count for Acme.
    for (const [stars, who] of [
      [5, organisation],
      [4, organisation],
      [1, (await idsOf(api.app.db))('bodyshop')],
    ] as const) {
      const past = await insertClaim(api.app.db, { status: 'finished', repairer: 'repairer' });
      await api.app.db
        .insertInto('repairerRatings')
        .values({ claimId: past, repairerOrganisationId: who, stars })
        .execute();
    }
    const { id, acme, riverside } = await twoBids();
    const compared = await api.http.get<TBidList>(`/api/claims/${id}/bids`, { token: tokens.client });
    const scoreOf = (bidId: string) => compared.body.data.find((b) => b.id === bidId)?.score;
    expect(scoreOf(acme.id)).toMatchObject({ rating: 4.5, ratingCount: 2, quality: 87.5 });
    expect(scoreOf(riverside.id)).toMatchObject({ rating: null, ratingCount: 0, quality: 50 });
    await api.app.db.deleteFrom('repairerRatings').execute();
  });

  it('assigns the chosen bidder; the loser is told, keeps only its bid’s record, and can bid no more', async () => {
    const { id, acme, riverside } = await twoBids();
    const chosen = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/approve-for-repair`, {
      token: tokens.client,
      body: { bidId: acme.id },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.status).toBe('awaiting-pickup');
    expect(chosen.body.claim.repairerOrganisation?.name).toBe('Acme Motors');

    const states = await api.app.db.selectFrom('bids').select(['id', 'state']).where('claimId', '=', id).execute();
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toEqual({
      [acme.id]: 'chosen',
      [riverside.id]: 'lost',
    });
    const winner = await api.http.get<TClaim>(`/api/claims/${id}`, { token: tokens.repairer });
    expect(winner.body).toMatchObject({ customerName: 'Dana Driver', costs: { costRepairer: 70000 } });
    expect((await marketplaceView('repairer', id)).body.assignedToMe).toBe(true);

    expect((await api.http.get(`/api/claims/${id}`, { token: tokens.repairer2 })).status).toBe(404);
    const loser = await marketplaceView('repairer2', id);
    expect(loser.status).toBe(200);
    expect(loser.body).toMatchObject({ canBid: false, images: [], myBid: { state: 'lost' }, assignedToMe: false });
    const late = await placeBid('repairer2', id, bid(60000));
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: MARKETPLACE_MESSAGES.notOpen });

    const told = await api.app.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.recipientId')
      .select('users.email')
      .where('claimId', '=', id)
      .execute();
    expect(told.map((t) => t.email)).toEqual(
      expect.arrayContaining(['repairer2@fixline.test', 'repairer@fixline.test']),
    );
  });

  it('lets one of two people choosing different bids at once win; the other gets 409', async () => {
    const { id, acme, riverside } = await twoBids();
    const answers = await Promise.all([
      api.http.post(`/api/claims/${id}/approve-for-repair`, { token: tokens.client, body: { bidId: acme.id } }),
      api.http.post(`/api/claims/${id}/approve-for-repair`, {
        token: tokens.superadmin,
        body: { bidId: riverside.id },
      }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const chosen = await api.app.db.selectFrom('bids').select('state').where('claimId', '=', id).execute();
    expect(chosen.filter((b) => b.state === 'chosen')).toHaveLength(1);
  });

  it('sends a bid above the authorised cost through the client’s authorisation, and back to bidding on a rejection', async () => {
    const { id, riverside } = await twoBids({ costRepairer: 72000 });
    const direct = await api.http.post(`/api/claims/${id}/approve-for-repair`, {
      token: tokens.client,
      body: { bidId: riverside.id },
    });
    expect(direct.status).toBe(409);
    expect(direct.body).toEqual({ message: MARKETPLACE_MESSAGES.aboveAuthorised('£720.00') });
    // Only the platform asks for the authorisation.
    const ask = { bidId: riverside.id, cost: 95000, costRepairer: 75000 };
    expect(
      (await api.http.post(`/api/claims/${id}/request-bid-authorisation`, { token: tokens.client, body: ask })).status,
    ).toBe(403);
    const asked = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/request-bid-authorisation`, {
      token: tokens.superadmin,
      body: ask,
    });
    expect(asked.body.status).toBe('awaiting-bid-authorisation');
    const pending = await api.http.get<TBidList>(`/api/claims/${id}/bids`, { token: tokens.client });
    expect(pending.body.pendingBidId).toBe(riverside.id);
    // Bids are frozen while the client decides.
    expect((await placeBid('repairer', id, bid(50000))).status).toBe(409);

    const rejected = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/reject`, { token: tokens.client });
    expect(rejected.body.status).toBe('bidding');
    await api.http.post(`/api/claims/${id}/request-bid-authorisation`, { token: tokens.superadmin, body: ask });
    const approved = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/approve-for-repair`, {
      token: tokens.client,
    });
    expect(approved.body.status).toBe('awaiting-pickup');
    expect(approved.body.claim.repairerOrganisation?.name).toBe('Riverside Autos');
    expect(approved.body.claim.costs).toEqual({ cost: 95000 });
    const row = await api.app.db
      .selectFrom('claims')
      .select(['costRepairer', 'chosenBidId', 'proposedCost'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ costRepairer: 75000, chosenBidId: null, proposedCost: null });
  });

  it('refuses to ask for an authorisation the bid does not need', async () => {
    const { id, acme } = await twoBids();
    const answer = await api.http.post(`/api/claims/${id}/request-bid-authorisation`, {
      token: tokens.superadmin,
      body: { bidId: acme.id, cost: 90000, costRepairer: 70000 },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: MARKETPLACE_MESSAGES.notAbove });
  });

  it('reopens the bids when the platform rolls the claim back to bidding', async () => {
    const { id, acme } = await twoBids();
    await api.http.post(`/api/claims/${id}/approve-for-repair`, { token: tokens.client, body: { bidId: acme.id } });
    const back = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/rollback`, {
      token: tokens.superadmin,
      body: { status: 'bidding' },
    });
    expect(back.body.status).toBe('bidding');
    expect(back.body.claim.repairerOrganisation).toBeNull();
    const states = await api.app.db.selectFrom('bids').select('state').where('claimId', '=', id).execute();
    expect(states.map((s) => s.state)).toEqual(['live', 'live']);
  });
});

describe('distance and the lottery', () => {
  it('measures a claim to a garage in km, for the garage’s own staff and the platform', async () => {
    const id = await marketplaceClaim({ overrides: PENZANCE });
    const garage = await api.app.db
      .selectFrom('garages')
      .select('id')
      .where('name', '=', 'Riverside Truro')
      .executeTakeFirstOrThrow();
    const platform = await api.http.get<{ km: number }>(`/api/claims/${id}/distance/${garage.id}`, {
      token: tokens.superadmin,
    });
    expect(platform.body.km).toBeGreaterThan(36);
    expect(platform.body.km).toBeLessThan(39);
    const own = await api.http.get(`/api/claims/${id}/distance/${garage.id}`, { token: tokens.repairer2 });
    expect(own.body).toEqual(platform.body);
    // Another organisation's garage is not the caller's to measure from.
    expect((await api.http.get(`/api/claims/${id}/distance/${garage.id}`, { token: tokens.client })).status).toBe(404);
  });

  it('counts the claims waiting for a draw: window closed, not one live bid', async () => {
    const count = async () =>
      (await api.http.get<{ count: number }>('/api/claims/lottery/count', { token: tokens.superadmin })).body.count;
    const before = await count();
    const closed = { biddingClosesAt: new Date(Date.now() - 1000) };
    await marketplaceClaim({ overrides: closed });
    const withBid = await marketplaceClaim({ overrides: closed });
    await insertBid(api.app.db, withBid, 'repairer', { amount: 50000 });
    await marketplaceClaim();
    expect(await count()).toBe(before + 1);
  });
});

describe('changing the repairer', () => {
  it('gives the job to another garage for a reason; the one replaced is told and loses the claim', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair', repairer: 'repairer' });
    const body = {
      repairerOrganisationId: (await idsOf(api.app.db))('repairer2'),
      reason: 'Acme cannot get the parts',
    };
    expect((await api.http.put(`/api/claims/${id}/change-repairer`, { token: tokens.client, body })).status).toBe(403);
    const noReason = await api.http.put(`/api/claims/${id}/change-repairer`, {
      token: tokens.superadmin,
      body: { repairerOrganisationId: body.repairerOrganisationId },
    });
    expect(noReason.status).toBe(400);
    const changed = await api.http.put<TClaimActionResponse>(`/api/claims/${id}/change-repairer`, {
      token: tokens.superadmin,
      body,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe('in-repair');
    expect(changed.body.claim.repairerOrganisation?.name).toBe('Riverside Autos');
    expect(changed.body.claim.history.at(-1)?.comment).toBe('Repairer: Riverside Autos. Acme cannot get the parts');
    expect((await api.http.get(`/api/claims/${id}`, { token: tokens.repairer })).status).toBe(404);
    expect((await api.http.get(`/api/claims/${id}`, { token: tokens.repairer2 })).status).toBe(200);
    const told = await api.app.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.recipientId')
      .select(['users.email', 'notifications.type'])
      .where('claimId', '=', id)
      .execute();
    expect(told).toEqual(
      expect.arrayContaining([
        { email: 'repairer@fixline.test', type: 'ClaimRepairerChanged' },
        { email: 'repairer2@fixline.test', type: 'ClaimRepairerChanged' },
      ]),
    );
    const again = await api.http.put(`/api/claims/${id}/change-repairer`, { token: tokens.superadmin, body });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: MARKETPLACE_MESSAGES.sameRepairer });
  });
});

describe('a bidder’s own document (decision 0062)', () => {
  const quote = { body: samplePdf(), contentType: 'application/pdf', name: 'acme-quote.pdf' };
  const fileUrl = (who: string, fileId: string) => api.http.get(`/api/images/${fileId}`, { token: tokens[who] });
  const fileNames = async (who: string, claimId: string) =>
    (await api.http.get<TClaimFile[]>(`/api/claims/${claimId}/images`, { token: tokens[who] })).body.map((f) => f.name);

  it('is put on the claim by a garage it is offered to, named by its bid, and read by it, the client and the platform only', async () => {
    const id = await marketplaceClaim();
    const added = await recordFile(api, tokens.repairer ?? '', id, quote);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const placed = await placeBid('repairer', id, bid(70000, { documentId: added.body.id }));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body).toMatchObject({ documentId: added.body.id, documentName: 'acme-quote.pdf' });

    for (const who of ['repairer', 'client', 'superadmin'])
      expect((await fileUrl(who, added.body.id)).status, who).toBe(200);
    for (const who of ['repairer2', 'bodyshop', 'client2'])
      expect((await fileUrl(who, added.body.id)).status, who).toBe(404);
    // The client reads it as the bid's document, never among the claim's own files (issue 46, finding 14).
    expect(await fileNames('client', id)).not.toContain('acme-quote.pdf');
    const ownClaim = await api.http.get<TClaim>(`/api/claims/${id}`, { token: tokens.client });
    expect(ownClaim.body.images ?? []).not.toContain(added.body.id);
    const compared = await api.http.get<TBidList>(`/api/claims/${id}/bids`, { token: tokens.client });
    expect(compared.body.data[0]).toMatchObject({ documentId: added.body.id, documentName: 'acme-quote.pdf' });

    // A rival that is offered the same claim neither sees it among the photos nor names it in its own bid.
    expect((await marketplaceView('repairer2', id)).body.images).not.toContain(added.body.id);
    const borrowed = await placeBid('repairer2', id, bid(69000, { documentId: added.body.id }));
    expect(borrowed.status).toBe(422);
    expect(borrowed.body).toEqual({ message: MARKETPLACE_MESSAGES.documentNotOnClaim });
  });

  it('stays hidden from the garage chosen instead, and stays with the bidder that lost', async () => {
    const id = await marketplaceClaim();
    const added = await recordFile(api, tokens.repairer ?? '', id, quote);
    await placeBid('repairer', id, bid(70000, { documentId: added.body.id }));
    const rival = await placeBid('repairer2', id, bid(65000));
    const chosen = await api.http.post(`/api/claims/${id}/approve-for-repair`, {
      token: tokens.client,
      body: { bidId: rival.body.id },
    });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);

    expect(await fileNames('repairer2', id)).not.toContain('acme-quote.pdf');
    expect((await fileUrl('repairer2', added.body.id)).status).toBe(404);
    const claim = await api.http.get<TClaim>(`/api/claims/${id}`, { token: tokens.repairer2 });
    expect(claim.body.images ?? []).not.toContain(added.body.id);
    expect((await fileUrl('repairer', added.body.id)).status).toBe(200);
    expect((await fileUrl('client', added.body.id)).status).toBe(200);
    expect(await fileNames('client', id)).not.toContain('acme-quote.pdf');
  });

  it('is refused from a garage the claim is not offered to (404) and once the bids are closed (404)', async () => {
    const ev = await marketplaceClaim({ overrides: { needs: ['ev'] } });
    expect((await recordFile(api, tokens.repairer2 ?? '', ev, quote)).status).toBe(404);
    const assigned = await insertClaim(api.app.db, { status: 'awaiting-pickup', repairer: 'repairer' });
    expect((await recordFile(api, tokens.repairer2 ?? '', assigned, quote)).status).toBe(404);
    const count = await api.app.db
      .selectFrom('claimFiles')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('claimId', 'in', [ev, assigned])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { CLASSES, KIND_OF, MIX, type MixRequest, mixModel } from './mix-model.ts';
import type { MixWorld, Person } from './mix-seed.ts';

const person = (n: number, organisationType: Person['organisationType']): Person => ({
  userId: `user-${n}`,
  token: `token-${n}`,
  organisationId: `organisation-${n % 2}`,
  organisationType,
  role: 'USER',
  claims: [`claim-${n}`],
  plates: ['AB12CDE'],
});
const handlers = [person(1, 'client'), person(2, 'client')];
const garageStaff = [person(3, 'repairer'), person(4, 'bodyshop')];
const world: MixWorld = {
  people: [...handlers, ...garageStaff],
  handlers,
  garageStaff,
  bidders: [garageStaff[0] as Person],
  statusClaims: new Map([['claim-9', { organisationId: 'organisation-1', archived: false, busy: false }]]),
  bidClaims: ['claim-7', 'claim-8'],
  fnolCodes: ['BENCH1'],
};
const WRITES = ['comment', 'status action', 'bid', 'FNOL report'];

describe('each class of the mix beside its bare ceiling', () => {
  const model = mixModel(world, () => 0.3);
  const of = (endpoint: (typeof CLASSES)[number]): MixRequest => {
    const request = model.of(endpoint);
    request.settle?.(200, '');
    return request;
  };

  it.each(CLASSES)('%s: its ceiling asks the ceiling server the same question, as the same person', (endpoint) => {
    const { method, path, body, token, ceiling } = of(endpoint);
    expect(ceiling.path).toMatch(/^\/ceiling\//);
    expect(ceiling.method).toBe(method);
    expect(ceiling.body).toEqual(body);
    // The person is named by their user id, or their garage's for the marketplace's questions.
    const asker = world.people.find((p) => p.token === token);
    if (asker)
      expect([`userId=${asker.userId}`, `/${asker.organisationId}`].some((n) => ceiling.path.includes(n))).toBe(true);
    expect(path).toMatch(/^\/api\//);
  });

  it.each(WRITES)('%s: the bare version is the write itself, never a read standing in for it', (endpoint) => {
    const { path, ceiling } = of(endpoint as (typeof CLASSES)[number]);
    expect(ceiling.method).not.toBe('GET');
    // The app's path with /ceiling for /api: the same operation on the same claim.
    expect(ceiling.path.split('?')[0]).toBe(path.replace(/^\/api/, '/ceiling'));
  });

  it('firstBids: one bid on each bid claim, sent bare, so neither of the bid loops moves a claim to bidding', () => {
    const bids = model.firstBids();
    expect(bids.map((bid) => bid.ceiling.path.split('?')[0])).toEqual(
      world.bidClaims.map((claimId) => `/ceiling/claims/${claimId}/bid`),
    );
    expect(bids.every((bid) => bid.endpoint === 'bid' && bid.ceiling.method === 'PUT')).toBe(true);
  });
});

describe('reads and writes of the mix', () => {
  it('split its requests 80/20, as its description says, file signing (a grant recorded) among the writes', () => {
    const share = (kind: string) => MIX.filter((entry) => entry.kind === kind).reduce((sum, e) => sum + e.share, 0);
    expect([share('read'), share('write')]).toEqual([80, 20]);
    expect(KIND_OF['file signing']).toBe('write');
    for (const write of WRITES) expect(KIND_OF[write as (typeof CLASSES)[number]]).toBe('write');
  });
});

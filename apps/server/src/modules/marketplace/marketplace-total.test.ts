import { CLAIM_COUNT_CAP, type TMarketplaceCount, type TMarketplaceList } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaims, insertGarage, TEST_PLACE } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
let token = '';

// 1,010 repair claims on the marketplace at the repairer's garage, 1,000 of them needing EV work: the
// offers of one filter pass the cap, those of the other meet it.
beforeAll(async () => {
  await api.app.db.deleteFrom('claims').execute();
  await insertGarage(api.app.db, 'repairer', { name: 'Acme Truro' });
  const onMarketplace = { ...TEST_PLACE, postcode: 'TR1 2AB', enteredMarketplaceAt: new Date() };
  await insertClaims(
    api.app.db,
    { status: 'in-marketplace', repairer: null, overrides: { ...onMarketplace, needs: ['bodywork', 'ev'] } },
    CLAIM_COUNT_CAP,
  );
  await insertClaims(
    api.app.db,
    { status: 'in-marketplace', repairer: null, overrides: { ...onMarketplace, needs: ['bodywork'] } },
    10,
  );
  token = await api.http.login('repairer@fixline.test');
});

async function total(query: string) {
  const answer = await api.http.get<TMarketplaceList>(`/api/marketplace/claims?${query}`, { token });
  expect(answer.status).toBe(200);
  return { rows: answer.body.data.length, total: answer.body.total, totalCapped: answer.body.totalCapped };
}

describe("a garage's marketplace total (decision 0075)", () => {
  it('stops counting at the cap and says there are more, in the list and in the Repair-home count', async () => {
    expect(await total('pageSize=25')).toEqual({ rows: 25, total: CLAIM_COUNT_CAP, totalCapped: true });
    const count = await api.http.get<TMarketplaceCount>('/api/marketplace/count', { token });
    expect(count.body).toEqual({ count: CLAIM_COUNT_CAP, countCapped: true });
  });

  it('counts a total of exactly the cap in full', async () => {
    expect(await total('need=ev&pageSize=25')).toEqual({ rows: 25, total: CLAIM_COUNT_CAP, totalCapped: false });
  });

  it("knows the whole total on the list's last page, where it ends", async () => {
    expect(await total('pageSize=25&page=40')).toEqual({ rows: 10, total: 1010, totalCapped: false });
  });

  it('still says "more than" on a page past the end', async () => {
    expect(await total('pageSize=25&page=41')).toEqual({ rows: 0, total: CLAIM_COUNT_CAP, totalCapped: true });
  });
});

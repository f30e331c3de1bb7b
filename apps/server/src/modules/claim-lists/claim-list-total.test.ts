import { CLAIM_COUNT_CAP, type TClaimListWithCount } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaims } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
let token = '';

// 1,010 Fleet claims, 1,000 of them also Priority: one label's total passes the cap, the other's meets it.
beforeAll(async () => {
  await api.app.db.deleteFrom('claims').execute();
  await insertClaims(api.app.db, { status: 'registered', labels: ['Fleet', 'Priority'] }, CLAIM_COUNT_CAP);
  await insertClaims(api.app.db, { status: 'registered', labels: ['Fleet'] }, 10);
  token = await api.http.login('superadmin@fixline.test');
});

async function total(query: string) {
  const answer = await api.http.get<TClaimListWithCount>(`/api/claims?${query}&includeCountAll=true`, { token });
  expect(answer.status).toBe(200);
  const { data, count, countCapped } = answer.body;
  return { rows: data.length, count, countCapped };
}

describe("a filtered list's total (decision 0073)", () => {
  it('stops counting at the cap and says there are more', async () => {
    expect(await total('labels=Fleet&pageSize=25')).toEqual({ rows: 25, count: CLAIM_COUNT_CAP, countCapped: true });
  });

  it('counts a total of exactly the cap in full', async () => {
    expect(await total('labels=Priority&pageSize=25')).toEqual({
      rows: 25,
      count: CLAIM_COUNT_CAP,
      countCapped: false,
    });
  });

  it('counts a status alone in full, from its counters, however many', async () => {
    expect(await total('status=registered&pageSize=10')).toEqual({ rows: 10, count: 1010, countCapped: false });
  });

  it("knows the whole total on the list's last page, where it ends", async () => {
    expect(await total('labels=Fleet&pageSize=25&page=41')).toEqual({ rows: 10, count: 1010, countCapped: false });
  });

  it('still says "more than" on a page past the end', async () => {
    expect(await total('labels=Fleet&pageSize=25&page=42')).toEqual({
      rows: 0,
      count: CLAIM_COUNT_CAP,
      countCapped: true,
    });
  });
});

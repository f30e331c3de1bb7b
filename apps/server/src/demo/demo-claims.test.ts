import { CLAIM_STATUSES, CLAIM_TRACKS, type TClaim } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { DEMO_CLAIMS, DEMO_LABELS } from './demo-claims.ts';
import { DEMO_ORGANISATIONS } from './demo-data.ts';
import { demoClaimId } from './seed-demo-claims.ts';

const api = useTestApp();

describe('demo claims', () => {
  it('cover every status and track, both clients, and every repairer and bodyshop', () => {
    const statuses = new Set(DEMO_CLAIMS.map((c) => c.journey.at(-1)));
    expect([...statuses].sort()).toEqual([...CLAIM_STATUSES].sort());
    expect(new Set(DEMO_CLAIMS.map((c) => c.track))).toEqual(new Set(CLAIM_TRACKS));
    expect(new Set(DEMO_CLAIMS.map((c) => c.client))).toEqual(new Set(['client', 'client2']));
    expect(new Set(DEMO_CLAIMS.flatMap((c) => c.repairer ?? []))).toEqual(
      new Set(['repairer', 'repairer2', 'bodyshop', 'bodyshop2']),
    );
  });

  it('carry only labels that exist, and the demo has one label nobody uses yet', () => {
    const names: string[] = DEMO_LABELS.map((label) => label.name);
    const used = new Set(DEMO_CLAIMS.flatMap((c) => c.labels ?? []));
    expect([...used].filter((name) => !names.includes(name))).toEqual([]);
    expect(names.filter((name) => !used.has(name))).toEqual(['Total loss risk']);
  });

  it('are seeded with their timelines and read back through the API', async () => {
    const token = await api.http.login('superadmin@fixline.test');
    const rows = await api.app.db.selectFrom('claims').select('id').where('deletedAt', 'is', null).execute();
    expect(rows).toHaveLength(DEMO_CLAIMS.filter((c) => !c.deleted).length);
    for (const { id } of rows) {
      const claim = await api.http.get<TClaim>(`/api/claims/${id}`, { token });
      expect(claim.status).toBe(200);
      expect(claim.body.history.length).toBeGreaterThan(0);
      expect(claim.body.history.at(-1)?.toStatus ?? claim.body.status).toBeTruthy();
    }
  });

  it('reach their story’s end through the marketplace’s own operations: bids, the choice, the repair', async () => {
    for (const [index, demo] of DEMO_CLAIMS.entries()) {
      const id = demoClaimId(index);
      const claim = await api.app.db
        .selectFrom('claims')
        .leftJoin('organisations', 'organisations.id', 'claims.repairerOrganisationId')
        .select(['claims.status', 'organisations.name as repairer'])
        .where('claims.id', '=', id)
        .executeTakeFirstOrThrow();
      expect(claim.status, `demo claim ${index}`).toBe(demo.journey.at(-1));
      const repairer = DEMO_ORGANISATIONS.find((org) => org.key === demo.repairer)?.name ?? null;
      expect(claim.repairer, `demo claim ${index}`).toBe(repairer);
      const bids = await api.app.db.selectFrom('bids').select('state').where('claimId', '=', id).execute();
      if (!demo.journey.includes('bidding')) {
        expect(bids, `demo claim ${index}`).toEqual([]);
        continue;
      }
      const chosen = repairer !== null;
      expect(bids.map((b) => b.state).sort(), `demo claim ${index}`).toEqual(
        chosen ? ['chosen', 'lost'] : ['live', 'live'],
      );
      // The timeline is the story's, step by step, dated over the past weeks.
      const moves = await api.app.db
        .selectFrom('claimHistory')
        .select(['toStatus', 'at'])
        .where('claimId', '=', id)
        .where('toStatus', 'is not', null)
        .orderBy('at')
        .execute();
      expect(moves.map((m) => m.toStatus)).toEqual(demo.journey);
      expect(Number(moves.at(-1)?.at)).toBeLessThan(Date.now() - 86_400_000);
    }
  });
});

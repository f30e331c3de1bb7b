import type { TClaim, TClaimListWithCount } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { movableClock } from '../../jobs/clock.ts';
import { addUkWorkingDays, isUkWorkingDay } from './uk-working-days.ts';

const clock = movableClock();
// The test runs the due jobs itself, at the time it has moved the clock to.
const api = useTestApp({}, undefined, () => ({ clock, runJobs: false }));
const HOUR = 3600_000;
let client: string;
let superAdmin: string;

beforeAll(async () => {
  client = await api.http.login('client@fixline.test');
  superAdmin = await api.http.login('superadmin@fixline.test');
});

/** Moves the app's clock forward to `at` and runs what is due by then (the lottery reschedules from the clock). */
async function runDueAt(at: number) {
  clock.advance(Math.max(0, at - clock.now().getTime()));
  await api.app.app.jobQueue.runDueJobs(clock.now());
}

const claimOf = async (id: string) => (await api.http.get<TClaim>(`/api/claims/${id}`, { token: client })).body;

/** A registered claim of Northwind's that the platform asks Northwind to authorise a quote for. */
async function awaitingQuote(): Promise<string> {
  const id = await insertClaim(api.app.db, { status: 'registered', repairer: null });
  const asked = await api.http.post(`/api/claims/${id}/request-quote-authorisation`, {
    token: superAdmin,
    body: { cost: 85_000, costRepairer: 70_000 },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return id;
}

const mailsAbout = (claimId: string, kind: string) =>
  api.app.db
    .selectFrom('sentMail')
    .select('toAddress')
    .where('claimId', '=', claimId)
    .where('kind', '=', kind)
    .orderBy('toAddress')
    .execute()
    .then((rows) => rows.map((row) => row.toAddress));

describe('UK working days', () => {
  it('skip weekends and England and Wales bank holidays, keeping the time of day', () => {
    // A Friday afternoon: due on the Tuesday.
    expect(addUkWorkingDays(new Date('2026-11-27T15:00:00Z'), 2).toISOString()).toBe('2026-12-01T15:00:00.000Z');
    // Christmas Eve: Christmas Day, the weekend and the Boxing Day substitute Monday are not counted.
    expect(addUkWorkingDays(new Date('2026-12-24T10:00:00Z'), 2).toISOString()).toBe('2026-12-30T10:00:00.000Z');
    expect(isUkWorkingDay(new Date('2026-08-31T12:00:00+01:00'))).toBe(false);
    expect(isUkWorkingDay(new Date('2026-09-01T12:00:00+01:00'))).toBe(true);
  });
});

describe('authorisation deadlines (decision 0056)', () => {
  it('are fixed from the client’s setting when a quote waits, shown on the claim and in lists, and cleared after', async () => {
    const before = new Date();
    const id = await awaitingQuote();
    const claim = await claimOf(id);
    const dueAt = new Date(claim.authorisation?.dueAt as string);
    expect(dueAt.getTime()).toBeGreaterThanOrEqual(addUkWorkingDays(before, 2).getTime());
    expect(dueAt.getTime()).toBeLessThanOrEqual(addUkWorkingDays(new Date(), 2).getTime());
    expect(claim.authorisation?.escalatedAt).toBeNull();

    const list = await api.http.get<TClaimListWithCount>(
      '/api/claims?status=awaiting-quote-authorisation&includeCountAll=true&pageSize=100',
      { token: client },
    );
    expect(list.body.data.find((row) => row.id === id)?.authorisationDueAt).toBe(claim.authorisation?.dueAt);

    expect((await api.http.post(`/api/claims/${id}/approve-for-marketplace`, { token: client })).status).toBe(200);
    expect((await claimOf(id)).authorisation).toBeNull();
  });

  it('remind the client’s authorisers half way, then escalate to its admins once, on the timeline', async () => {
    const id = await awaitingQuote();
    const { dueAt } = (await claimOf(id)).authorisation as { dueAt: string };
    const due = new Date(dueAt).getTime();
    const halfWay = (due + Date.now()) / 2;

    await runDueAt(halfWay - HOUR);
    expect(await mailsAbout(id, 'authorisation-reminder')).toEqual([]);
    await runDueAt(halfWay + HOUR);
    expect(await mailsAbout(id, 'authorisation-reminder')).toEqual([
      'client.admin@fixline.test',
      'client@fixline.test',
      'newstaff@fixline.test',
    ]);
    expect(await mailsAbout(id, 'authorisation-escalation')).toEqual([]);

    await runDueAt(due + HOUR);
    expect(await mailsAbout(id, 'authorisation-escalation')).toEqual(['client.admin@fixline.test']);
    const claim = await claimOf(id);
    expect(claim.authorisation?.escalatedAt).not.toBeNull();
    expect(claim.history.at(-1)).toMatchObject({
      action: 'authorisation-escalated',
      actor: { id: null, name: 'Authorisation deadline' },
      comment: "Authorisation overdue: escalated to the client's admin",
    });
  });

  it('leave a claim alone once it was authorised before its reminder and deadline came', async () => {
    const id = await awaitingQuote();
    expect((await api.http.post(`/api/claims/${id}/approve-for-marketplace`, { token: client })).status).toBe(200);
    await runDueAt(clock.now().getTime() + 30 * 24 * HOUR);
    expect(await mailsAbout(id, 'authorisation-reminder')).toEqual([]);
    expect(await mailsAbout(id, 'authorisation-escalation')).toEqual([]);
    expect((await claimOf(id)).history.some((entry) => entry.action === 'authorisation-escalated')).toBe(false);
  });
});

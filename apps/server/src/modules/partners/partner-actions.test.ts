import type { TClaim, TClaimActionResponse } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_CLICKMECHANIC_CLAIM, DEMO_PREMIA_CLAIM } from '../../demo/seed-demo-partners.ts';

/** Embedded partners; jobs run when the test says (runDueJobs), so each step is seen on its own. */
const api = useTestApp({}, undefined, () => ({ runJobs: false }));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const email of [
    'superadmin@fixline.test',
    'client.admin@fixline.test',
    'client@fixline.test',
    'client2@fixline.test',
    'repairer@fixline.test',
    'repairer2@fixline.test',
  ]) {
    tokens[email.split('@')[0] as string] = await api.http.login(email);
  }
});

const runJobs = () => api.app.app.jobQueue.runDueJobs();
const read = (id: string, token = tokens.superadmin) => api.http.get<TClaim>(`/api/claims/${id}`, { token });
const timeline = (claim: TClaim) => claim.history.map((h) => [h.action, h.actor?.name ?? null, h.comment]);

describe('send-clickmechanic', () => {
  it('a super admin sends the job; the outbox posts it and ClickMechanic’s answer lands on the timeline', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const sent = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/send-clickmechanic`, {
      token: tokens.superadmin,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('registered');
    expect(sent.body.claim.partnerCalls).toEqual([
      expect.objectContaining({
        partner: 'clickmechanic',
        action: 'send-clickmechanic',
        status: 'queued',
        attempts: 0,
      }),
    ]);
    await runJobs();
    const claim = (await read(id)).body;
    expect(claim.partnerCalls[0]).toMatchObject({ status: 'answered', attempts: 1, lastError: null });
    expect(claim.partnerCalls[0]?.summary).toMatch(
      /^Accepted: £105\.00, a mechanic on \w{3}, \d+ \w{3} \d{4} \(job CM-\d+\)$/,
    );
    expect(timeline(claim)).toEqual([
      ['send-clickmechanic', 'Sam Patel', null],
      ['partner-answered', 'ClickMechanic', `ClickMechanic: ${claim.partnerCalls[0]?.summary}`],
    ]);
    const stored = await api.app.db
      .selectFrom('partnerCalls')
      .select(['request', 'answer'])
      .where('claimId', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.request).toMatchObject({
      registration: 'AB12CDE',
      postcode: 'LS1 1AA',
      customer: { name: 'Dana Driver' },
    });
    expect(stored.answer).toMatchObject({ status: 'accepted', price: 10_500 });
  });

  it('is the platform’s: the owner gets 403, another client and an unassigned garage 404, the assigned garage 403', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const send = (token: string | undefined) => api.http.post(`/api/claims/${id}/send-clickmechanic`, { token });
    expect((await send(tokens['client.admin'])).status).toBe(403);
    expect((await send(tokens.client)).status).toBe(403);
    expect((await send(tokens.client2)).status).toBe(404);
    expect((await send(tokens.repairer)).status).toBe(403);
    expect((await send(tokens.repairer2)).status).toBe(404);
    expect((await send(undefined)).status).toBe(401);
    const calls = await api.app.db.selectFrom('partnerCalls').select('id').where('claimId', '=', id).execute();
    expect(calls).toEqual([]);
  });

  it('refuses a claim a repairer already has, with 409 in plain words, and sends nothing', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair' });
    const answer = await api.http.post<{ message: string }>(`/api/claims/${id}/send-clickmechanic`, {
      token: tokens.superadmin,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Cannot send to ClickMechanic a claim that is In Repair');
    expect(await api.app.db.selectFrom('partnerCalls').select('id').where('claimId', '=', id).execute()).toEqual([]);
  });

  it('shows partner calls to super admins only', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-marketplace' });
    await api.http.post(`/api/claims/${id}/send-clickmechanic`, { token: tokens.superadmin });
    expect((await read(id)).body.partnerCalls).toHaveLength(1);
    expect((await read(id, tokens.client)).body.partnerCalls).toEqual([]);
  });
});

describe('return-to-premia', () => {
  it('hands a claim from Premia back with the comment and archives it; Premia’s answer is on the timeline', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair', overrides: { premiaReference: 'PRM-2026-0042' } });
    const returned = await api.http.put<TClaimActionResponse>(`/api/claims/${id}/return-to-premia`, {
      token: tokens.superadmin,
      body: { comment: '  The policyholder settled with the third party  ' },
    });
    expect(returned.status).toBe(200);
    expect(returned.body.status).toBe('archived');
    expect(returned.body.claim.archivedFrom).toBe('in-repair');
    expect(returned.body.claim.premiaReference).toBe('PRM-2026-0042');
    await runJobs();
    const claim = (await read(id)).body;
    expect(timeline(claim)).toEqual([
      ['return-to-premia', 'Sam Patel', 'The policyholder settled with the third party'],
      ['partner-answered', 'Premia', 'Premia: Premia took the claim back (reopened)'],
    ]);
    const { request } = await api.app.db
      .selectFrom('partnerCalls')
      .select('request')
      .where('claimId', '=', id)
      .executeTakeFirstOrThrow();
    expect(request).toEqual({
      premiaReference: 'PRM-2026-0042',
      fixlineReference: claim.reference,
      registration: 'AB12CDE',
      comment: 'The policyholder settled with the third party',
    });
  });

  it('needs a comment (400), a claim that came from Premia (409), an active claim (409) and a super admin (403)', async () => {
    const fromPremia = await insertClaim(api.app.db, { status: 'registered', overrides: { premiaReference: 'PRM-1' } });
    const put = (id: string, token: string | undefined, body: unknown) =>
      api.http.put<{ message: string; errors?: string[] }>(`/api/claims/${id}/return-to-premia`, { token, body });
    const blank = await put(fromPremia, tokens.superadmin, { comment: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual(['comment: This field is required']);
    expect((await put(fromPremia, tokens['client.admin'], { comment: 'Back' })).status).toBe(403);
    expect((await put(fromPremia, tokens.client2, { comment: 'Back' })).status).toBe(404);
    const own = await insertClaim(api.app.db, { status: 'registered' });
    const notPremia = await put(own, tokens.superadmin, { comment: 'Back' });
    expect(notPremia.status).toBe(409);
    expect(notPremia.body.message).toBe('This claim did not come from Premia');
    const completed = await insertClaim(api.app.db, { status: 'completed', overrides: { premiaReference: 'PRM-2' } });
    const closed = await put(completed, tokens.superadmin, { comment: 'Back' });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('Cannot return to Premia a claim that is Completed');
  });
});

describe('bodyshop leads and approval', () => {
  it('sends a bodyshop lead; the network says which bodyshop took it', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-marketplace', repairer: null });
    const sent = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/send-bodyshop-lead`, {
      token: tokens.superadmin,
    });
    expect(sent.status).toBe(200);
    await runJobs();
    const claim = (await read(id)).body;
    expect(claim.partnerCalls[0]).toMatchObject({ partner: 'bodyshop-leads', status: 'answered' });
    expect(timeline(claim).at(-1)).toEqual([
      'partner-answered',
      'Bodyshop leads',
      expect.stringMatching(/^Bodyshop leads: Leeds Accident Repair Centre accepted the lead \(BL-\d+\)$/),
    ]);
  });

  it('a super admin asks, the client’s admin approves; the client’s users and garages may not', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered', repairer: null });
    const before = await read(id, tokens['client.admin']);
    expect(before.body.allowedActions).not.toContain('approve-bodyshop-repair');
    expect(
      (await api.http.post(`/api/claims/${id}/request-bodyshop-approval`, { token: tokens['client.admin'] })).status,
    ).toBe(403);
    const asked = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/request-bodyshop-approval`, {
      token: tokens.superadmin,
    });
    expect(asked.status).toBe(200);
    expect((await read(id, tokens['client.admin'])).body.allowedActions).toContain('approve-bodyshop-repair');
    // The client's staff hear of it (spec 9's 'Claim updated').
    const told = await api.app.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.recipientId')
      .select('users.email')
      .where('claimId', '=', id)
      .where('type', '=', 'ClaimUpdated')
      .execute();
    expect(told.map((row) => row.email)).toEqual(expect.arrayContaining(['client.admin@fixline.test']));
    expect((await read(id, tokens.client)).body.allowedActions).not.toContain('approve-bodyshop-repair');
    expect((await api.http.post(`/api/claims/${id}/approve-bodyshop-repair`, { token: tokens.client })).status).toBe(
      403,
    );
    expect((await api.http.post(`/api/claims/${id}/approve-bodyshop-repair`, { token: tokens.client2 })).status).toBe(
      404,
    );
    const approved = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/approve-bodyshop-repair`, {
      token: tokens['client.admin'],
    });
    expect(approved.status).toBe(200);
    expect(approved.body.claim.allowedActions).not.toContain('approve-bodyshop-repair');
    expect(timeline(approved.body.claim)).toEqual([
      ['request-bodyshop-approval', 'Sam Patel', null],
      ['approve-bodyshop-repair', 'Claire Adams', null],
    ]);
    const again = await api.http.post<{ message: string }>(`/api/claims/${id}/approve-bodyshop-repair`, {
      token: tokens['client.admin'],
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('No bodyshop approval has been requested for this claim');
  });
});

describe('the demo', () => {
  it('has a claim sent to ClickMechanic by the super admin, answered once the queue runs, and one from Premia', async () => {
    await runJobs();
    const yaris = (await read(DEMO_CLICKMECHANIC_CLAIM)).body;
    expect(yaris.partnerCalls).toEqual([expect.objectContaining({ partner: 'clickmechanic', status: 'answered' })]);
    expect(timeline(yaris).slice(-2)).toEqual([
      ['send-clickmechanic', 'Sam Patel', null],
      ['partner-answered', 'ClickMechanic', expect.stringMatching(/^ClickMechanic: Accepted: £/)],
    ]);
    const transit = (await read(DEMO_PREMIA_CLAIM)).body;
    expect(transit.premiaReference).toBe('PRM-2026-0417');
    expect(transit.allowedActions).toContain('return-to-premia');
  });
});

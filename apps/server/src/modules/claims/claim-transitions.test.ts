import {
  CLAIM_ACTIONS,
  CLAIM_STATUSES,
  type ClaimAction,
  type ClaimStatus,
  claimAllowsAction,
  ROUTED_CLAIM_ACTIONS,
  type RoutedClaimAction,
  rollbackTargets,
  type TClaim,
  type TClaimActionResponse,
  targetStatus,
  type WorkflowClaim,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClaimFixture, insertBid, insertClaim, organisationIds } from '../../../test/claim-factory.ts';
import { openDayAhead } from '../../../test/open-days.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
let superAdmin: string;
let ids: (key: string) => string;

beforeAll(async () => {
  superAdmin = await api.http.login('superadmin@fixline.test');
  ids = await organisationIds(api.app.db);
});

/** The fixture an action needs to be possible at all besides the status (an open issue to resolve ...). */
function fixtureFor(action: ClaimAction, status: ClaimStatus): ClaimFixture {
  return {
    status,
    issue: action === 'resolve-issue',
    deleted: action === 'revive',
    labels: action === 'remove-label' ? ['Priority'] : [],
    archivedFrom: status === 'archived' ? 'in-repair' : undefined,
    // A driver pays a retail claim before its repair too.
    track: action === 'pay' ? 'retail' : undefined,
    // A bid's authorisation is asked for a bid above what the client authorised.
    costRepairer: action === 'request-bid-authorisation' ? 50000 : undefined,
    overrides: {
      premiaReference: action === 'return-to-premia' ? 'PRM-2026-0001' : null,
      bodyshopApprovalRequestedAt: action === 'approve-bodyshop-repair' ? new Date() : null,
    },
  };
}

/** A repair date the pickup calls accept: a week from now, or the first day after it the garage is open. */
const nextWeek = openDayAhead(7);

/** The HTTP call of an action, built from the domain table, with a valid body. */
async function call(action: RoutedClaimAction, id: string, status: ClaimStatus) {
  const { method, path } = CLAIM_ACTIONS[action].http;
  // pay applies only a payment a verified provider event recorded (payments/stripe-payments.test.ts).
  if (action === 'pay') {
    await api.app.db
      .insertInto('claimPayments')
      .values({ claimId: id, amount: 1000, method: 'Card (test mode)', providerPaymentId: `cs_test_${id}` })
      .execute();
  }
  const url = path.replace(':id', id).replace(':label', 'Priority');
  const bodies: Partial<Record<ClaimAction, unknown>> = {
    rollback: { status: rollbackTargets({ status, track: 'business', archivedFrom: null })[0] ?? 'registered' },
    'request-quote-authorisation': { cost: 85000, costRepairer: 70000 },
    'request-retail-quote-authorisation': { costRepairer: 30000 },
    'add-retail-quote': { cost: 45000, costRepairer: 38000 },
    'add-simple-retail-quote': { cost: 30000, costRepairer: 25000 },
    'add-complex-retail-quote': { items: [{ description: 'Bumper', amount: 30000 }], cost: 30000, costRepairer: 25000 },
    pay: { paymentId: `cs_test_${id}`, paymentType: 'card', amount: 1000 },
    'raise-issue': { issueComment: 'Parts are late' },
    'return-to-premia': { comment: 'Settled by the policyholder' },
    update: { version: 1, make: 'Vauxhall' },
    comment: { comment: 'Called the driver' },
    'change-repairer': { repairerOrganisationId: ids('repairer2'), reason: 'Acme cannot get the parts' },
    'book-repair-date': { date: nextWeek },
    'book-bodyshop-repair-date': { date: nextWeek },
    'override-repair-date': { date: '2026-01-05' },
    'set-pickup-availability': { pickupDates: [nextWeek] },
    'request-bid-authorisation':
      action === 'request-bid-authorisation'
        ? { bidId: await insertBid(api.app.db, id, 'repairer2', { amount: 65000 }), cost: 90000, costRepairer: 65000 }
        : undefined,
  };
  return api.http.call<TClaimActionResponse>(method, url, { token: superAdmin, body: bodies[action] });
}

const workflow = (fixture: ClaimFixture): WorkflowClaim => ({
  status: fixture.status,
  track: 'business',
  archivedFrom: fixture.archivedFrom ?? null,
  issueRaised: fixture.issue === true,
  deleted: fixture.deleted === true,
  fromPremia: fixture.overrides?.premiaReference != null,
  bodyshopApprovalRequested: fixture.overrides?.bodyshopApprovalRequestedAt != null,
  clientOrganisationId: 'client',
  repairerOrganisationId: 'repairer',
});

describe('every action from every status (as a super admin, who holds every grant)', () => {
  const cases = ROUTED_CLAIM_ACTIONS.flatMap((action) => CLAIM_STATUSES.map((status) => ({ action, status })));

  it.each(cases)('$action from $status', async ({ action, status }) => {
    const fixture = fixtureFor(action, status);
    const id = await insertClaim(api.app.db, fixture);
    const answer = await call(action, id, status);
    const claim = workflow(fixture);
    if (!claimAllowsAction(claim, action)) {
      expect(answer.status).toBe(409);
      expect((answer.body as unknown as { message: string }).message).toMatch(
        /^Cannot |issue|not deleted|Premia|bodyshop approval/,
      );
      return;
    }
    expect(answer.status).toBeLessThan(300);
    const row = await api.app.db
      .selectFrom('claims')
      .select(['status', 'deletedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const expected =
      action === 'rollback' ? targetStatus(claim, action, rollbackTargets(claim)[0]) : targetStatus(claim, action);
    expect(row.status).toBe(expected);
    if (typeof answer.body === 'object' && 'status' in answer.body && action !== 'update')
      expect(answer.body.status).toBe(expected);
    // A partner's answer (the outbox's job, decision 0055) may land on the timeline meanwhile: not this action's row.
    const history = await api.app.db
      .selectFrom('claimHistory')
      .selectAll()
      .where('claimId', '=', id)
      .where('action', 'not like', 'partner-%')
      .execute();
    const timelineAction = action === 'update' || action === 'comment' ? [] : [action];
    expect(history.map((h) => h.action)).toEqual(action === 'update' ? ['update'] : timelineAction);
  });
});

describe('the walk through the business track', () => {
  it('moves a claim from registered to completed, answering the new status and next actions each time', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered', repairer: null });
    const steps: [ClaimAction, ClaimStatus, unknown?][] = [
      ['request-quote-authorisation', 'awaiting-quote-authorisation', { cost: 120000, costRepairer: 95000 }],
      ['approve-for-marketplace', 'in-marketplace'],
    ];
    for (const [action, status, body] of steps) {
      const answer = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/${action}`, {
        token: superAdmin,
        body,
      });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(status);
    }
    await api.app.db.updateTable('claims').set({ status: 'bidding' }).where('id', '=', id).execute();
    const approve = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/approve-for-repair`, {
      token: superAdmin,
      body: { repairerOrganisationId: ids('repairer') },
    });
    expect(approve.body.status).toBe('awaiting-pickup');
    expect(approve.body.claim.repairerOrganisation?.name).toBe('Acme Motors');
    expect(approve.body.claim.allowedActions).toEqual(expect.arrayContaining(['request-pickup', 'start-repair']));
    for (const [action, status] of [
      ['start-repair', 'in-repair'],
      ['finish-repair', 'finished'],
      ['confirm-payment', 'paid'],
      ['request-feedback', 'completed'],
    ] as const) {
      const answer = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/${action}`, { token: superAdmin });
      expect(answer.body.status).toBe(status);
    }
    const claim = await api.http.get<TClaim>(`/api/claims/${id}`, { token: superAdmin });
    expect(claim.body.history.map((h) => h.toStatus)).toEqual([
      'awaiting-quote-authorisation',
      'in-marketplace',
      'awaiting-pickup',
      'in-repair',
      'finished',
      'paid',
      'completed',
    ]);
    expect(claim.body.history.every((h) => h.actor?.name === 'Sam Patel')).toBe(true);
  });

  it('refuses approve-for-repair with no bid or repairer chosen, and a repairer that is not one', async () => {
    const id = await insertClaim(api.app.db, { status: 'bidding', repairer: null });
    const none = await api.http.post(`/api/claims/${id}/approve-for-repair`, { token: superAdmin });
    expect(none.status).toBe(409);
    const owner = await api.http.login('client@fixline.test');
    const byOwner = await api.http.post(`/api/claims/${id}/approve-for-repair`, { token: owner });
    expect(byOwner.status).toBe(409);
    expect(byOwner.body).toEqual({ message: 'Choose a bid (or a repairer) before approving the repair' });
    // Naming a repairer outright, past the bids, is the platform's alone.
    const naming = await api.http.post(`/api/claims/${id}/approve-for-repair`, {
      token: owner,
      body: { repairerOrganisationId: ids('repairer') },
    });
    expect(naming.status).toBe(403);
    const client = await api.http.post(`/api/claims/${id}/approve-for-repair`, {
      token: superAdmin,
      body: { repairerOrganisationId: ids('client2') },
    });
    // An id of the wrong kind of organisation: as the document says, but not a repairer (422).
    expect(client.status).toBe(422);
  });
});

describe('concurrency', () => {
  it('of 10 identical actions at once exactly one succeeds; the others get 409 in plain words', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.http.post<{ message: string }>(`/api/claims/${id}/start-repair`, { token: superAdmin }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.body.message).toBe('Cannot start the repair of a claim that is In Repair');
    const history = await api.app.db.selectFrom('claimHistory').select('action').where('claimId', '=', id).execute();
    expect(history).toHaveLength(1);
  });
});

describe('rollback', () => {
  it('returns to an earlier status of the track and clears what came after it', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair', cost: 90000, costRepairer: 70000 });
    const toBidding = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/rollback`, {
      token: superAdmin,
      body: { status: 'bidding' },
    });
    expect(toBidding.body.status).toBe('bidding');
    expect(toBidding.body.claim.repairerOrganisation).toBeNull();
    expect(toBidding.body.claim.costs).toEqual({ cost: 90000, costRepairer: 70000 });
    const toRegistered = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/rollback`, {
      token: superAdmin,
      body: { status: 'registered' },
    });
    expect(toRegistered.body.claim.costs).toEqual({ cost: null, costRepairer: null });
  });

  it('refuses a status that is not earlier on the track', async () => {
    const id = await insertClaim(api.app.db, { status: 'bidding' });
    for (const status of ['paid', 'bidding', 'fnol']) {
      const answer = await api.http.post<{ message: string }>(`/api/claims/${id}/rollback`, {
        token: superAdmin,
        body: { status },
      });
      expect(answer.status).toBe(409);
    }
    const bad = await api.http.post(`/api/claims/${id}/rollback`, { token: superAdmin, body: { status: 'lost' } });
    expect(bad.status).toBe(400);
  });
});

describe('archive, delete and revive', () => {
  it('unarchive restores the status the claim had', async () => {
    const id = await insertClaim(api.app.db, { status: 'finished' });
    const archived = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/archive`, { token: superAdmin });
    expect(archived.body.status).toBe('archived');
    expect(archived.body.claim.archivedFrom).toBe('finished');
    expect(archived.body.claim.allowedActions).toContain('unarchive');
    const back = await api.http.post<TClaimActionResponse>(`/api/claims/${id}/unarchive`, { token: superAdmin });
    expect(back.body.status).toBe('finished');
    expect(back.body.claim.archivedFrom).toBeNull();
  });

  it('a deleted claim disappears for its owner and comes back when a super admin revives it', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair' });
    const owner = await api.http.login('client.admin@fixline.test');
    expect((await api.http.delete(`/api/claims/${id}`, { token: owner })).status).toBe(204);
    expect((await api.http.get(`/api/claims/${id}`, { token: owner })).status).toBe(404);
    expect((await api.http.get(`/api/claims/${id}`, { token: superAdmin })).status).toBe(404);
    const seen = await api.http.get<TClaim>(`/api/claims/${id}?includeDeletedClaims=true`, { token: superAdmin });
    expect(seen.body.deletedAt).not.toBeNull();
    expect(seen.body.allowedActions).toEqual(['revive']);
    const ownerTry = await api.http.get(`/api/claims/${id}?includeDeletedClaims=true`, { token: owner });
    expect(ownerTry.status).toBe(404);
    const revived = await api.http.put<TClaimActionResponse>(`/api/claims/${id}/revive`, { token: superAdmin });
    expect(revived.body.status).toBe('in-repair');
    expect((await api.http.get(`/api/claims/${id}`, { token: owner })).status).toBe(200);
  });
});

describe('issues and labels', () => {
  it('raises and resolves an issue, keeping it in the timeline', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair' });
    const repairer = await api.http.login('repairer@fixline.test');
    const raised = await api.http.put<TClaimActionResponse>(`/api/claims/${id}/raise-issue`, {
      token: repairer,
      body: { issueComment: 'Parts on back order for 2 weeks' },
    });
    expect(raised.body).toMatchObject({ status: 'in-repair' });
    expect(raised.status).toBe(200);
    expect(raised.body.claim.issue?.comment).toBe('Parts on back order for 2 weeks');
    expect(raised.body.claim.issue?.raisedBy?.name).toBe('Ravi Singh');
    const again = await api.http.put<{ message: string }>(`/api/claims/${id}/raise-issue`, {
      token: repairer,
      body: { issueComment: 'Again' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An issue is already raised on this claim');
    const resolved = await api.http.put<TClaimActionResponse>(`/api/claims/${id}/resolve-issue`, { token: superAdmin });
    expect(resolved.body.claim.issue).toBeNull();
    expect(resolved.body.claim.history.map((h) => [h.action, h.comment])).toEqual([
      ['raise-issue', 'Parts on back order for 2 weeks'],
      ['resolve-issue', 'Parts on back order for 2 weeks'],
    ]);
  });

  it('adds and removes labels once, whatever the repeats', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    await api.http.put(`/api/claims/${id}/add-label/EV`, { token: superAdmin });
    const twice = await api.http.put<TClaimActionResponse>(`/api/claims/${id}/add-label/EV`, { token: superAdmin });
    expect(twice.body.claim.labels).toEqual(['EV']);
    const removed = await api.http.put<TClaimActionResponse>(`/api/claims/${id}/remove-label/EV`, {
      token: superAdmin,
    });
    expect(removed.body.claim.labels).toEqual([]);
    expect(removed.body.claim.history.map((h) => h.action)).toEqual(['add-label', 'remove-label']);
    const comma = await api.http.put(`/api/claims/${id}/add-label/a,b`, { token: superAdmin });
    expect(comma.status).toBe(400);
  });
});

describe('triage of an FNOL claim', () => {
  it('registers a complete FNOL claim and lists what an incomplete one lacks', async () => {
    const complete = await insertClaim(api.app.db, { status: 'fnol', track: 'retail', repairer: null });
    const registered = await api.http.post<TClaimActionResponse>(`/api/claims/${complete}/triage`, {
      token: superAdmin,
    });
    expect(registered.body.status).toBe('registered');
    expect(registered.body.claim.track).toBe('business');

    const incomplete = await insertClaim(api.app.db, { status: 'fnol', track: 'retail', repairer: null });
    await api.app.db.updateTable('claims').set({ make: null, postcode: null }).where('id', '=', incomplete).execute();
    const refused = await api.http.post<{ message: string; errors: string[] }>(`/api/claims/${incomplete}/triage`, {
      token: superAdmin,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual(['Make: This field is required', 'Postcode: This field is required']);
  });
});

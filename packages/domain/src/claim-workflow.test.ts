import { describe, expect, it } from 'vitest';
import { missingClaimDetails } from './claim-fields.ts';
import { formatRegistration, normaliseRegistration, progressSteps } from './claim-status.ts';
import {
  actionRefusedMessage,
  allowedClaimActions,
  changesMarketplace,
  claimAllowsAction,
  rollbackClears,
  rollbackTargets,
  targetStatus,
  type WorkflowClaim,
} from './claim-workflow.ts';
import { poundsToPence } from './money.ts';
import type { PermissionEntry } from './permissions.ts';
import { privilegesFor } from './privileges.ts';

const claim = (overrides: Partial<WorkflowClaim> = {}): WorkflowClaim => ({
  status: 'registered',
  track: 'business',
  archivedFrom: null,
  issueRaised: false,
  deleted: false,
  fromPremia: false,
  bodyshopApprovalRequested: false,
  clientOrganisationId: 'northwind',
  repairerOrganisationId: 'acme',
  ...overrides,
});

const actor = (
  organisationType: PermissionEntry['organisationType'],
  role: PermissionEntry['role'],
  organisationId: string,
) => ({
  permissions: [
    {
      role,
      organisationType,
      organisationId,
      organisationName: organisationId,
      privileges: privilegesFor(organisationType, role),
      capabilities: [],
    },
  ],
});

describe('the transitions of docs/product.md, written out by hand', () => {
  it.each([
    ['triage', 'fnol', 'registered'],
    ['request-quote-authorisation', 'registered', 'awaiting-quote-authorisation'],
    ['approve-for-marketplace', 'registered', 'in-marketplace'],
    ['approve-for-marketplace', 'awaiting-quote-authorisation', 'in-marketplace'],
    ['reject', 'awaiting-quote-authorisation', 'registered'],
    ['reject', 'awaiting-bid-authorisation', 'bidding'],
    ['approve-for-repair', 'bidding', 'awaiting-pickup'],
    ['approve-for-repair', 'awaiting-bid-authorisation', 'awaiting-pickup'],
    ['request-pickup', 'awaiting-pickup', 'awaiting-pickup'],
    ['start-repair', 'awaiting-pickup', 'in-repair'],
    ['finish-repair', 'in-repair', 'finished'],
    ['confirm-payment', 'finished', 'paid'],
    ['request-feedback', 'paid', 'completed'],
    ['archive', 'in-repair', 'archived'],
    ['archive', 'completed', 'archived'],
  ] as const)('%s: %s → %s', (action, from, to) => {
    const c = claim({ status: from });
    expect(claimAllowsAction(c, action)).toBe(true);
    expect(targetStatus(c, action)).toBe(to);
  });

  it.each([
    ['request-quote-authorisation', 'fnol'],
    ['approve-for-marketplace', 'bidding'],
    ['start-repair', 'in-repair'],
    ['finish-repair', 'awaiting-pickup'],
    ['confirm-payment', 'in-repair'],
    ['request-feedback', 'finished'],
    ['archive', 'archived'],
    ['unarchive', 'paid'],
    ['update', 'completed'],
  ] as const)('%s is refused from %s, in plain words', (action, status) => {
    const c = claim({ status });
    expect(claimAllowsAction(c, action)).toBe(false);
    expect(actionRefusedMessage(action, c)).toMatch(/^Cannot .+ a claim that is [A-Z]/);
  });

  it('unarchive returns the status the claim had', () => {
    expect(targetStatus(claim({ status: 'archived', archivedFrom: 'finished' }), 'unarchive')).toBe('finished');
  });

  it('a deleted claim allows only revive; an open issue blocks a second one', () => {
    const deleted = claim({ deleted: true });
    expect(claimAllowsAction(deleted, 'revive')).toBe(true);
    expect(claimAllowsAction(deleted, 'approve-for-marketplace')).toBe(false);
    expect(actionRefusedMessage('archive', deleted)).toBe('Cannot archive a claim that is deleted');
    expect(actionRefusedMessage('revive', claim())).toBe('This claim is not deleted');
    expect(claimAllowsAction(claim({ issueRaised: true }), 'raise-issue')).toBe(false);
    expect(claimAllowsAction(claim(), 'resolve-issue')).toBe(false);
  });
});

describe('who may act, relative to the claim', () => {
  const superAdmin = actor('platform', 'SUPER_ADMIN', 'fixline');
  const owner = actor('client', 'USER', 'northwind');
  const otherClient = actor('client', 'ADMIN', 'harbour');
  const assignee = actor('repairer', 'USER', 'acme');
  const otherRepairer = actor('repairer', 'USER', 'riverside');

  it('the assigned repairer starts the repair; the owner and other repairers cannot', () => {
    const c = claim({ status: 'awaiting-pickup' });
    expect(allowedClaimActions(assignee, c)).toEqual([
      'request-pickup',
      'book-repair-date',
      'set-pickup-availability',
      'start-repair',
      'raise-issue',
      'comment',
    ]);
    expect(allowedClaimActions(owner, c)).not.toContain('start-repair');
    expect(allowedClaimActions(otherRepairer, c)).toEqual([]);
  });

  it('the owner authorises a quote; a client of another organisation nothing', () => {
    const c = claim({ status: 'awaiting-quote-authorisation' });
    expect(allowedClaimActions(owner, c)).toEqual(
      expect.arrayContaining(['approve-for-marketplace', 'reject', 'archive', 'update']),
    );
    expect(allowedClaimActions(otherClient, c)).toEqual([]);
  });

  it('the owner chooses a bid while bidding (approve-for-repair); only the platform asks for a bid authorisation', () => {
    const bidding = claim({ status: 'bidding', repairerOrganisationId: null });
    expect(allowedClaimActions(owner, bidding)).toContain('approve-for-repair');
    expect(allowedClaimActions(superAdmin, bidding)).toContain('approve-for-repair');
    expect(allowedClaimActions(owner, bidding)).not.toContain('request-bid-authorisation');
    expect(allowedClaimActions(superAdmin, bidding)).toContain('request-bid-authorisation');
  });

  it('only the platform rolls back, quotes and revives', () => {
    const c = claim({ status: 'in-repair' });
    expect(allowedClaimActions(superAdmin, c)).toContain('rollback');
    expect(allowedClaimActions(owner, c)).not.toContain('rollback');
    expect(allowedClaimActions(superAdmin, claim({ deleted: true }))).toEqual(['revive']);
    expect(allowedClaimActions(owner, claim())).not.toContain('request-quote-authorisation');
  });
});

describe('tracks, stepper and rollback', () => {
  it('shows the track with the current step', () => {
    expect(progressSteps({ track: 'retail', status: 'in-repair' })).toEqual({
      steps: [
        'fnol',
        'awaiting-quote-authorisation',
        'in-marketplace',
        'bidding',
        'awaiting-pickup',
        'in-repair',
        'finished',
        'paid',
      ],
      activeStep: 5,
    });
  });

  it('places off-track statuses where they happen, archived claims where they were, completed ones done', () => {
    const bid = progressSteps({ track: 'business', status: 'awaiting-bid-authorisation' });
    expect(bid.steps.slice(3, 6)).toEqual(['bidding', 'awaiting-bid-authorisation', 'awaiting-pickup']);
    expect(bid.activeStep).toBe(4);
    expect(progressSteps({ track: 'marketplace', status: 'registered' }).steps[0]).toBe('registered');
    expect(progressSteps({ track: 'business', status: 'archived', archivedFrom: 'finished' }).activeStep).toBe(6);
    expect(progressSteps({ track: 'business', status: 'completed' }).activeStep).toBe(8);
  });

  it('rolls back to earlier steps only, clearing what came later', () => {
    expect(rollbackTargets({ status: 'bidding', track: 'business', archivedFrom: null })).toEqual([
      'registered',
      'awaiting-quote-authorisation',
      'in-marketplace',
    ]);
    expect(rollbackTargets({ status: 'registered', track: 'business', archivedFrom: null })).toEqual([]);
    expect(rollbackClears('registered')).toEqual({ costs: true, marketplace: true, repairer: true });
    expect(rollbackClears('awaiting-quote-authorisation')).toEqual({ costs: false, marketplace: true, repairer: true });
    expect(rollbackClears('bidding')).toEqual({ costs: false, marketplace: false, repairer: true });
    expect(rollbackClears('in-repair')).toEqual({ costs: false, marketplace: false, repairer: false });
  });
});

describe('plates, pounds and missing details', () => {
  it.each([
    ['ab12 cde', 'AB12CDE', 'AB12 CDE'],
    [' yx19-abc ', 'YX19ABC', 'YX19 ABC'],
    ['a1', 'A1', 'A1'],
  ])('%j is kept as %s and shown as %s', (typed, kept, shown) => {
    expect(normaliseRegistration(typed)).toBe(kept);
    expect(formatRegistration(kept)).toBe(shown);
  });

  it.each([
    ['1,234.5', 123450],
    ['£85', 8500],
    ['0.07', 7],
    ['12.345', null],
    ['-3', null],
    ['ten', null],
  ])('%s pounds is %s pence', (text, pence) => {
    expect(poundsToPence(text)).toBe(pence);
  });

  it('a phone or an email is enough contact', () => {
    const complete = {
      make: 'Ford',
      model: 'Focus',
      customerName: 'Dana',
      customerEmail: 'dana@example.com',
      postcode: 'LS1 1AA',
      incidentDate: '2026-11-01',
      damageDescription: 'Dent',
    };
    expect(missingClaimDetails(complete)).toEqual([]);
    expect(missingClaimDetails({ ...complete, customerEmail: null, make: '' })).toEqual(['make', 'contact']);
  });
});

describe('partners (issue 27)', () => {
  const superAdmin = actor('platform', 'SUPER_ADMIN', 'fixline');
  const clientAdmin = actor('client', 'ADMIN', 'northwind');
  const clientUser = actor('client', 'USER', 'northwind');
  const bodyshop = actor('bodyshop', 'ADMIN', 'acme');

  it('return-to-premia archives an active claim that came from Premia, and only such a claim', () => {
    const fromPremia = claim({ status: 'in-repair', fromPremia: true });
    expect(claimAllowsAction(fromPremia, 'return-to-premia')).toBe(true);
    expect(targetStatus(fromPremia, 'return-to-premia')).toBe('archived');
    expect(claimAllowsAction(claim({ status: 'in-repair' }), 'return-to-premia')).toBe(false);
    expect(actionRefusedMessage('return-to-premia', claim({ status: 'in-repair' }))).toBe(
      'This claim did not come from Premia',
    );
    expect(claimAllowsAction(claim({ status: 'completed', fromPremia: true }), 'return-to-premia')).toBe(false);
    expect(allowedClaimActions(superAdmin, fromPremia)).toContain('return-to-premia');
    expect(allowedClaimActions(clientAdmin, fromPremia)).not.toContain('return-to-premia');
  });

  it('bodyshop leads, ClickMechanic and bodyshop approval go from registered or in-marketplace, for super admins', () => {
    for (const action of ['send-bodyshop-lead', 'send-clickmechanic', 'request-bodyshop-approval'] as const) {
      for (const status of ['registered', 'in-marketplace'] as const) {
        expect(claimAllowsAction(claim({ status }), action)).toBe(true);
        expect(targetStatus(claim({ status }), action)).toBe(status);
      }
      expect(claimAllowsAction(claim({ status: 'bidding' }), action)).toBe(false);
      expect(allowedClaimActions(superAdmin, claim())).toContain(action);
      expect(allowedClaimActions(clientAdmin, claim())).not.toContain(action);
    }
  });

  it('the owning client’s admin approves a bodyshop repair once it was asked for; not its users, not a bodyshop', () => {
    const asked = claim({ bodyshopApprovalRequested: true });
    expect(allowedClaimActions(clientAdmin, asked)).toContain('approve-bodyshop-repair');
    expect(allowedClaimActions(clientAdmin, claim())).not.toContain('approve-bodyshop-repair');
    expect(allowedClaimActions(clientUser, asked)).not.toContain('approve-bodyshop-repair');
    // The bodyshop holds the privilege as its organisation's admin, but it is the client's to approve.
    expect(allowedClaimActions(bodyshop, asked)).not.toContain('approve-bodyshop-repair');
    expect(actionRefusedMessage('approve-bodyshop-repair', claim())).toBe(
      'No bodyshop approval has been requested for this claim',
    );
  });
});

describe('changesMarketplace', () => {
  it.each([
    ['approve-for-marketplace', 'registered', 'in-marketplace', true],
    ['archive', 'bidding', 'archived', true],
    ['archive', 'registered', 'archived', false],
    ['unarchive', 'archived', 'in-marketplace', true],
    ['unarchive', 'archived', 'in-repair', false],
    ['delete', 'in-marketplace', 'in-marketplace', true],
    ['delete', 'paid', 'paid', false],
    ['revive', 'bidding', 'bidding', true],
    ['add-label', 'bidding', 'bidding', false],
  ] as const)('%s from %s to %s: %s', (action, from, to, expected) => {
    expect(changesMarketplace(action, from, to)).toBe(expected);
  });
});

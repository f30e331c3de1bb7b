import {
  actionHttp,
  CLAIM_ACTIONS,
  CLAIM_TRACKS,
  type ClaimAction,
  type ClaimActionDefinition,
  type ClaimStatus,
  claimAllowsAction,
  isSuperAdmin,
  mayTakeAction,
  ROUTED_CLAIM_ACTIONS,
  rollbackTargets,
  type WorkflowClaim,
} from '@fixline/domain';
import { openDayAhead } from '../../../apps/server/src/modules/garages/bank-holidays.ts';
import { insertBid } from '../../../apps/server/test/claim-factory.ts';
import { claimParties } from '../actors.ts';
import type { ClaimState, Fixtures } from '../fixtures.ts';
import { type RouteCase, type RouteCases, reachExpectation } from '../route-case.ts';

/**
 * A calendar day ahead of today that the claim's garage is open (a weekday, not a bank holiday): a
 * repair date the pickup calls accept, whatever day the harness runs (decision 0084).
 */
export const dayAhead = (days: number) => openDayAhead(days);

/** A label every demo database has, for the label actions' `:label`. */
const LABEL = 'Priority';

type ActionState = Omit<WorkflowClaim, 'clientOrganisationId' | 'repairerOrganisationId'>;

/**
 * The first state, in the workflow table's own order, in which the claim allows the action whoever
 * asks: so the cell's answer is about the caller (404 or 403), never the claim's status (409).
 */
export function stateFor(action: ClaimAction): ActionState {
  const { moves, requires }: ClaimActionDefinition = CLAIM_ACTIONS[action];
  for (const status of Object.keys(moves) as ClaimStatus[]) {
    for (const track of CLAIM_TRACKS) {
      const state: ActionState = {
        status,
        track,
        archivedFrom: status === 'archived' ? 'registered' : null,
        issueRaised: requires === 'open-issue',
        deleted: requires === 'deleted',
        fromPremia: requires === 'from-premia',
        bodyshopApprovalRequested: requires === 'bodyshop-approval-requested',
      };
      const claim = { ...state, clientOrganisationId: 'a', repairerOrganisationId: 'b' };
      if (claimAllowsAction(claim, action)) return state;
    }
  }
  throw new Error(`No claim state allows ${action}`);
}

function fixtureOf(action: ClaimAction): ClaimState {
  const state = stateFor(action);
  return {
    status: state.status,
    track: state.track,
    ...(state.archivedFrom ? { archivedFrom: state.archivedFrom } : {}),
    issue: state.issueRaised,
    deleted: state.deleted,
    labels: action === 'remove-label' ? [LABEL] : [],
    overrides: {
      premiaReference: state.fromPremia ? 'PRM-2026-0001' : null,
      bodyshopApprovalRequestedAt: state.bodyshopApprovalRequested ? new Date() : null,
    },
  };
}

/** What each action's body carries, valid for the state above. */
function bodyOf(action: ClaimAction): unknown {
  switch (action) {
    case 'rollback':
      return { status: rollbackTargets(stateFor(action))[0] };
    case 'request-quote-authorisation':
      return { cost: 120_000, costRepairer: 96_000 };
    case 'raise-issue':
      return { issueComment: 'The customer called twice about the delay' };
    case 'return-to-premia':
      return { comment: 'The policyholder settled privately' };
    case 'approve-for-repair':
      return {};
    case 'request-retail-quote-authorisation':
      return { costRepairer: 30_000 };
    case 'add-retail-quote':
    case 'add-simple-retail-quote':
      return { cost: 45_000, costRepairer: 38_000 };
    case 'add-complex-retail-quote':
      return { items: [{ description: 'Bumper', amount: 45_000 }], cost: 45_000, costRepairer: 38_000 };

    case 'book-repair-date':
    case 'book-bodyshop-repair-date':
      return { date: dayAhead(7) };
    case 'override-repair-date':
      return { date: '2026-01-05' };
    case 'set-pickup-availability':
      return { pickupDates: [dayAhead(7)] };

    case 'update':
      return { version: 1, make: 'Audi' };
    case 'comment':
      return { comment: 'Booked in for Tuesday' };

    default:
      return undefined;
  }
}

/** The body of an action on this claim: the table's, or one made for the claim's own state. */
async function bodyFor(action: ClaimAction, fx: Fixtures, claimId: string): Promise<unknown> {
  if (action === 'request-bid-authorisation') return bidAboveAuthorised(fx, claimId);
  if (action === 'pay') {
    // pay applies a payment a verified provider event recorded: one is there, as the webhook leaves it.
    const paymentId = fx.unique('cs_test_');
    await fx.app.db
      .insertInto('claimPayments')
      .values({ claimId, amount: 1000, method: 'Card (test mode)', providerPaymentId: paymentId })
      .execute();
    return { paymentId, paymentType: 'card', amount: 1000 };
  }
  if (action === 'change-repairer') {
    const { repairerOrganisationId } = await fx.app.db
      .selectFrom('claims')
      .select('repairerOrganisationId')
      .where('id', '=', claimId)
      .executeTakeFirstOrThrow();
    // Another garage than the claim's own, whichever repairer or bodyshop the fixture assigned.
    const other = repairerOrganisationId === fx.org('repairer') ? fx.org('repairer2') : fx.org('repairer');
    return { repairerOrganisationId: other, reason: 'The garage cannot get the parts' };
  }
  return bodyOf(action);
}

/** A live bid above the claim's authorised repair cost: what asking for a bid's authorisation is about. */
async function bidAboveAuthorised(fx: Fixtures, claimId: string) {
  await fx.app.db.updateTable('claims').set({ costRepairer: 50_000 }).where('id', '=', claimId).execute();
  const bidId = await insertBid(fx.app.db, claimId, 'repairer2', { amount: 65_000 });
  return { bidId, cost: 90_000, costRepairer: 65_000 };
}

/** The workflow table decides: the party's grant for this claim (403), deleted claims only for the platform (404). */
export function actionCase(action: ClaimAction): RouteCase {
  const { requires }: ClaimActionDefinition = CLAIM_ACTIONS[action];
  const http = actionHttp(action);
  return {
    subjects: ['other'],
    expect(who, subject, success) {
      if (reachExpectation(who, subject, success) === 404) return 404;
      if (requires === 'deleted' && !isSuperAdmin(who)) return 404;
      const { client, repairer } = claimParties(subject === 'own' ? 'own' : 'other', who);
      const claim = { ...stateFor(action), clientOrganisationId: client, repairerOrganisationId: repairer };
      return mayTakeAction(who, claim, action) ? success : 403;
    },
    async request({ actor, subject, fx }) {
      const id = await fx.claim(actor, subject === 'own' ? 'own' : 'other', fixtureOf(action));
      const body = await bodyFor(action, fx, id);
      return { path: http.path.replace(':id', id).replace(':label', LABEL), ...(body ? { body } : {}) };
    },
  };
}

const readClaim: RouteCase = {
  subjects: ['other', 'deleted'],
  expect: (who, subject, success) =>
    subject === 'deleted' && !isSuperAdmin(who) ? 404 : reachExpectation(who, subject, success),
  async request({ actor, subject, fx }) {
    const id = await fx.claim(actor, subject === 'other' ? 'other' : 'own', {
      status: 'registered',
      deleted: subject === 'deleted',
    });
    return { path: `/api/claims/${id}?includeDeletedClaims=true` };
  },
};

const createClaim: RouteCase = {
  request: async ({ actor, fx }) => ({
    path: '/api/claims',
    body: {
      type: 'repair',
      registration: 'AB12CDE',
      // The platform owns no claims: it names the client (the others' own organisation is implied).
      ...(isSuperAdmin(actor) ? { clientOrganisationId: fx.org('client') } : {}),
    },
  }),
};

const fnol: RouteCase = {
  // The client's code as it is now: the matrix rotates it too (PUT /api/organisations/:id/fnol-code).
  request: async ({ fx }) => ({
    path: '/api/claims/fnol',
    body: {
      fnolCode: await fx.fnolCode('client'),
      type: 'repair',
      registration: 'AB12CDE',
      customerName: 'Dana Driver',
      customerPhone: '07700 900123',
      incidentDate: '2026-01-05',
      damageDescription: 'Rear bumper dented in a car park',
    },
  }),
};

/** Every claim route: create, FNOL, read, and one per action of the domain's workflow table. */
export const CLAIM_CASES: RouteCases = {
  'POST /api/claims': createClaim,
  'POST /api/claims/fnol': fnol,
  'GET /api/claims/:id': readClaim,
  ...Object.fromEntries(
    ROUTED_CLAIM_ACTIONS.map((action) => {
      const { http } = CLAIM_ACTIONS[action];
      return [`${http.method} ${http.path}`, actionCase(action)];
    }),
  ),
};

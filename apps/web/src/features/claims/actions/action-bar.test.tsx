import {
  CLAIM_ACTION_NAMES,
  CLAIM_ACTIONS,
  type ClaimAction,
  type ClaimActionDefinition,
  type ClaimStatus,
  VALIDATION_MESSAGES,
} from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../../test-utils/fetch-routes.ts';
import { CLAIM_ID, makeClaim } from '../../../test-utils/make-claim.ts';
import { makeUser } from '../../../test-utils/make-user.ts';
import { renderWithApp } from '../../../test-utils/render.tsx';
import { useClaim } from '../claim-api.ts';
import { ActionBar, PLACED_ELSEWHERE } from './action-bar.tsx';

// Storage takes every PUT at once here: the upload's own steps are claim-file-uploader.test.tsx's.
vi.mock('../../files/put-object.ts', () => ({ putObject: async () => undefined }));

const base = `/api/claims/${CLAIM_ID}`;
const answer = (status: ClaimStatus) => () => jsonResponse(200, { status, claim: makeClaim({ status }) });

/** The bar as the claim page shows it: over the cached claim, which a reload replaces. */
function ActionBarOfCachedClaim() {
  const claim = useClaim(CLAIM_ID);
  return claim.data ? <ActionBar claim={claim.data} /> : null;
}

function renderBar(allowedActions: ClaimAction[], user = makeUser('client', 'ADMIN'), overrides = {}) {
  return renderWithApp(
    <ActionBar claim={makeClaim({ allowedActions, rollbackTargets: ['registered'], ...overrides })} />,
    { user, path: `/dashboardClaim/${CLAIM_ID}` },
  );
}

/** The accessible names of the bar's buttons and links, in order. */
function barControls(): string[] {
  const bar = screen.getByRole('region', { name: 'Claim actions' });
  return Array.from(bar.querySelectorAll('a, button')).map((el) => el.textContent ?? '');
}

describe('action bar', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows exactly the allowed actions, labelled from the workflow table, with Edit as a link', () => {
    renderBar(['triage', 'update', 'comment', 'add-label', 'archive', 'delete', 'resolve-issue']);
    expect(barControls()).toEqual(['Register claim', 'Edit', 'Archive', 'Delete']);
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/modifyclaim/${CLAIM_ID}`);
  });

  it('has a button for every action of the table that belongs in the bar', () => {
    const inBar = CLAIM_ACTION_NAMES.filter((action) => !PLACED_ELSEWHERE.includes(action));
    renderBar(inBar);
    expect(barControls()).toEqual(inBar.map((action) => CLAIM_ACTIONS[action].label));
  });

  it('leaves the choice of a bid to the Bids section while bidding, except a super admin naming a repairer', () => {
    renderBar(['approve-for-repair', 'archive'], makeUser('client', 'ADMIN'), { status: 'bidding' });
    expect(barControls()).toEqual(['Archive']);
  });

  it.each([
    ['a client once a bid waits for authorisation', makeUser('client', 'ADMIN'), 'awaiting-bid-authorisation'],
    ['a super admin while bidding', makeUser('platform', 'SUPER_ADMIN'), 'bidding'],
  ] as const)('keeps Approve for repair in the bar for %s', (_who, user, status) => {
    renderBar(['approve-for-repair'], user, { status });
    expect(barControls()).toEqual(['Approve for repair']);
  });

  it('renders nothing without allowed actions', () => {
    renderBar([]);
    expect(screen.queryByRole('region', { name: 'Claim actions' })).toBeNull();
  });

  it('takes an action without a confirmation at once, and applies the answer', async () => {
    mockFetchRoutes(fetchMock, { [`POST ${base}/triage`]: answer('registered') });
    renderBar(['triage']);
    await userEvent.click(screen.getByRole('button', { name: 'Register claim' }));
    expect(await screen.findByText('Claim is now Registered')).not.toBeNull();
    expect(fetchCalls(fetchMock)).toEqual([{ call: `POST ${base}/triage`, body: undefined }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  const confirmed = CLAIM_ACTION_NAMES.filter(
    (action) => 'confirm' in CLAIM_ACTIONS[action] && !PLACED_ELSEWHERE.includes(action),
  );
  it.each(confirmed)('asks before %s, and Cancel sends nothing', async (action) => {
    renderBar([action]);
    const { label } = CLAIM_ACTIONS[action];
    await userEvent.click(screen.getByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: label });
    const definition: ClaimActionDefinition = CLAIM_ACTIONS[action];
    expect(within(dialog).getByText(definition.confirm ?? '')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A form may read what it offers (the repairers to choose from); it writes nothing.
    expect(fetchCalls(fetchMock).filter(({ call }) => !call.startsWith('GET '))).toEqual([]);
  });

  it.each([
    ['approve-for-marketplace', 'POST', undefined],
    ['reject', 'POST', undefined],
    ['approve-for-repair', 'POST', {}],
    ['start-repair', 'POST', undefined],
    ['archive', 'POST', undefined],
    ['rollback', 'POST', { status: 'registered' }],
  ] as const)('sends %s once confirmed, from the table', async (action, method, body) => {
    const { path } = CLAIM_ACTIONS[action].http;
    const url = path.replace(':id', CLAIM_ID);
    mockFetchRoutes(fetchMock, { [`${method} ${url}`]: answer('in-marketplace') });
    renderBar([action]);
    const { label } = CLAIM_ACTIONS[action];
    await userEvent.click(screen.getByRole('button', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: label });
    await userEvent.click(within(dialog).getByRole('button', { name: label }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchCalls(fetchMock)).toEqual([{ call: `${method} ${url}`, body }]);
    expect(await screen.findByText('Claim is now In Marketplace')).not.toBeNull();
  });

  it('deletes with DELETE after asking, and leaves the page of a claim the user can no longer see', async () => {
    mockFetchRoutes(fetchMock, { [`DELETE ${base}`]: () => jsonResponse(204) });
    renderBar(['delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Claim deleted')).not.toBeNull();
    expect(fetchCalls(fetchMock)).toEqual([{ call: `DELETE ${base}`, body: undefined }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).not.toBe(`/dashboardClaim/${CLAIM_ID}`));
  });

  it('shows the server message of a refused action as a toast and keeps the dialog for another try', async () => {
    mockFetchRoutes(fetchMock, {
      [`POST ${base}/request-quote-authorisation`]: () =>
        jsonResponse(400, { message: 'Invalid', errors: ['cost: x'] }),
    });
    renderBar(['request-quote-authorisation']);
    await userEvent.click(screen.getByRole('button', { name: 'Request quote authorisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request quote authorisation' });
    await userEvent.type(within(dialog).getByLabelText('Client cost (required)'), '10');
    await userEvent.type(within(dialog).getByLabelText('Repairer cost (required)'), '8');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request quote authorisation' }));
    expect(await screen.findByText('cost: x')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Request quote authorisation' })).not.toBeNull();
  });

  it('reloads a claim that moved on meanwhile (409), and closes a dialog its new state no longer allows', async () => {
    const message = 'Cannot start the repair of a claim that is In Repair';
    let current = makeClaim({ status: 'awaiting-pickup', allowedActions: ['start-repair'] });
    mockFetchRoutes(fetchMock, {
      [`GET ${base}`]: () => jsonResponse(200, current),
      [`POST ${base}/start-repair`]: () => {
        // Someone else started the repair a moment earlier.
        current = makeClaim({ status: 'in-repair', allowedActions: ['finish-repair'] });
        return jsonResponse(409, { message });
      },
    });
    renderWithApp(<ActionBarOfCachedClaim />, { user: makeUser('repairer', 'USER') });
    await userEvent.click(await screen.findByRole('button', { name: 'Start repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start repair' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start repair' }));
    expect(await screen.findByText(message)).not.toBeNull();
    await waitFor(() => expect(fetchCalls(fetchMock).map((c) => c.call)).toContain(`GET ${base}`));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Finish repair' })).not.toBeNull();
  });

  describe('request quote authorisation', () => {
    async function openQuote() {
      renderBar(['request-quote-authorisation']);
      await userEvent.click(screen.getByRole('button', { name: 'Request quote authorisation' }));
      const dialog = await screen.findByRole('dialog', { name: 'Request quote authorisation' });
      return {
        dialog,
        cost: within(dialog).getByLabelText('Client cost (required)'),
        costRepairer: within(dialog).getByLabelText('Repairer cost (required)'),
        send: () => userEvent.click(within(dialog).getByRole('button', { name: 'Request quote authorisation' })),
      };
    }

    it('converts the pounds typed into pence', async () => {
      mockFetchRoutes(fetchMock, {
        [`POST ${base}/request-quote-authorisation`]: answer('awaiting-quote-authorisation'),
      });
      const { cost, costRepairer, send } = await openQuote();
      await userEvent.type(cost, '1,234.50');
      await userEvent.type(costRepairer, '£980');
      await send();
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(fetchCalls(fetchMock)[0]?.body).toEqual({ cost: 123450, costRepairer: 98000 });
      expect(await screen.findByText('Claim is now Awaiting Authorisation')).not.toBeNull();
    });

    it('puts the repairer’s quote document on the claim first, then sends the quote naming it', async () => {
      const DOCUMENT_ID = '00000000-0000-4000-8000-0000000000d3';
      mockFetchRoutes(fetchMock, {
        [`GET /api/images/auth/sign-s3?${new URLSearchParams({ format: 'application/pdf', size: '4' })}`]: () =>
          jsonResponse(200, {
            signedRequest: '/api/storage/objects/k?signature=x',
            headers: {},
            s3Key: 'claims/x/estimate.pdf',
            path: '/api/storage/objects/k',
            expiresAt: '2026-01-01T00:00:00.000Z',
          }),
        [`POST ${base}/images`]: () => jsonResponse(201, { id: DOCUMENT_ID }),
        [`POST ${base}/request-quote-authorisation`]: answer('awaiting-quote-authorisation'),
      });
      const { dialog, cost, costRepairer, send } = await openQuote();
      await userEvent.type(cost, '1200');
      await userEvent.type(costRepairer, '1000');
      const chooser = within(dialog).getByLabelText('The repairer’s quote (PDF or photo), optional');
      await userEvent.upload(chooser, new File(['%PDF'], 'estimate.pdf', { type: 'application/pdf' }));
      await send();
      expect(await screen.findByText('Claim is now Awaiting Authorisation')).not.toBeNull();
      const calls = fetchCalls(fetchMock);
      expect(calls.find((c) => c.call === `POST ${base}/request-quote-authorisation`)?.body).toEqual({
        cost: 120000,
        costRepairer: 100000,
        document: DOCUMENT_ID,
      });
    });

    it('refuses a document that is neither a PDF nor a photo, and sends nothing', async () => {
      const { dialog, cost, costRepairer, send } = await openQuote();
      await userEvent.type(cost, '1200');
      await userEvent.type(costRepairer, '1000');
      const chooser = within(dialog).getByLabelText('The repairer’s quote (PDF or photo), optional');
      await userEvent.upload(chooser, new File(['x'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
      expect(within(dialog).getByRole('alert').textContent).toMatch(/text\/plain/);
      await send();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('says what is wrong with an amount in the spec words, and sends nothing', async () => {
      const { dialog, cost, costRepairer, send } = await openQuote();
      await userEvent.type(cost, 'twelve');
      await userEvent.type(costRepairer, '-5');
      await send();
      expect(await within(dialog).findByText(VALIDATION_MESSAGES.number)).not.toBeNull();
      expect(within(dialog).getByText(VALIDATION_MESSAGES.positive)).not.toBeNull();
      await userEvent.clear(cost);
      expect(await within(dialog).findByText(VALIDATION_MESSAGES.required)).not.toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  });

  it('lets a super admin name the repairer of a claim without one when approving for repair', async () => {
    const repairer = { id: '00000000-0000-4000-8000-0000000000e1', name: 'Joe Garage', type: 'repairer' };
    const bodyshop = { id: '00000000-0000-4000-8000-0000000000e2', name: 'Best Bodyshop', type: 'bodyshop' };
    mockFetchRoutes(fetchMock, {
      'GET /api/organisations?type=repairer': () => jsonResponse(200, [repairer]),
      'GET /api/organisations?type=bodyshop': () => jsonResponse(200, [bodyshop]),
      [`POST ${base}/approve-for-repair`]: answer('awaiting-pickup'),
    });
    renderBar(['approve-for-repair'], makeUser('platform', 'SUPER_ADMIN'), { status: 'bidding' });
    await userEvent.click(screen.getByRole('button', { name: 'Approve for repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve for repair' });
    const select = within(dialog).getByLabelText('Repairer or bodyshop (required)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve for repair' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.required)).not.toBeNull();
    await within(dialog).findByRole('option', { name: 'Joe Garage (Repairer)' });
    await userEvent.selectOptions(select, 'Joe Garage (Repairer)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve for repair' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchCalls(fetchMock).at(-1)).toEqual({
      call: `POST ${base}/approve-for-repair`,
      body: { repairerOrganisationId: repairer.id },
    });
  });

  it('lets a super admin give the job to another repairer, with a reason, never to the current one', async () => {
    const current = { id: '00000000-0000-4000-8000-0000000000e1', name: 'Joe Garage', type: 'repairer' };
    const other = { id: '00000000-0000-4000-8000-0000000000e3', name: 'Fast Fix', type: 'repairer' };
    mockFetchRoutes(fetchMock, {
      'GET /api/organisations?type=repairer': () => jsonResponse(200, [current, other]),
      'GET /api/organisations?type=bodyshop': () => jsonResponse(200, []),
      [`PUT ${base}/change-repairer`]: answer('in-repair'),
    });
    renderBar(['change-repairer'], makeUser('platform', 'SUPER_ADMIN'), {
      status: 'in-repair',
      repairerOrganisation: { id: current.id, name: current.name },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Change repairer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change repairer' });
    await within(dialog).findByRole('option', { name: 'Fast Fix (Repairer)' });
    expect(within(dialog).queryByRole('option', { name: 'Joe Garage (Repairer)' })).toBeNull();
    await userEvent.selectOptions(
      within(dialog).getByLabelText('New repairer or bodyshop (required)'),
      'Fast Fix (Repairer)',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change repairer' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.required)).not.toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Reason (required)'), 'Parts unavailable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change repairer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchCalls(fetchMock).at(-1)).toEqual({
      call: `PUT ${base}/change-repairer`,
      body: { repairerOrganisationId: other.id, reason: 'Parts unavailable' },
    });
  });

  it('offers the rollback targets by their labels', async () => {
    renderBar(['rollback'], makeUser('platform', 'SUPER_ADMIN'), {
      status: 'bidding',
      rollbackTargets: ['registered', 'awaiting-quote-authorisation', 'in-marketplace'],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Roll back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back' });
    const options = within(within(dialog).getByLabelText('Roll back to (required)')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['', 'Registered', 'Awaiting Authorisation', 'In Marketplace']);
  });
  it('sends to ClickMechanic once confirmed; a refusal comes back as a value shown in the bar (spec 8)', async () => {
    mockFetchRoutes(fetchMock, {
      [`POST ${base}/send-clickmechanic`]: () =>
        jsonResponse(409, { message: 'Cannot send to ClickMechanic a claim that is In Repair' }),
      [`GET ${base}?includeDeletedClaims=true`]: () => jsonResponse(200, makeClaim({ allowedActions: [] })),
    });
    renderBar(['send-clickmechanic'], makeUser('platform', 'SUPER_ADMIN'));
    await userEvent.click(screen.getByRole('button', { name: 'Send to ClickMechanic' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to ClickMechanic' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to ClickMechanic' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Cannot send to ClickMechanic a claim that is In Repair');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns a claim to Premia with the comment the form asks for', async () => {
    mockFetchRoutes(fetchMock, { [`PUT ${base}/return-to-premia`]: answer('archived') });
    renderBar(['return-to-premia'], makeUser('platform', 'SUPER_ADMIN'), { premiaReference: 'PRM-2026-0042' });
    await userEvent.click(screen.getByRole('button', { name: 'Return to Premia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to Premia' });
    expect(within(dialog).getByText(/Premia gets the claim back as PRM-2026-0042/)).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Premia' }));
    expect(await within(dialog).findByText(VALIDATION_MESSAGES.required)).not.toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Comment/ }), 'Settled privately');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Return to Premia' }));
    expect(await screen.findByText('Claim is now Archived')).not.toBeNull();
    expect(fetchCalls(fetchMock)).toEqual([
      { call: `PUT ${base}/return-to-premia`, body: { comment: 'Settled privately' } },
    ]);
  });
});

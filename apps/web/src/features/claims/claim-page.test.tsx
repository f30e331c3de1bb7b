import { ERROR_MESSAGES, SUPPORT_MESSAGES, SUPPORT_NEED_LABELS, type TClaim } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { CLAIM_ID, makeClaim } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import ClaimPage from './claim-page.tsx';

const base = `/api/claims/${CLAIM_ID}`;
/** The claim page lists the claim's files too; these claims have none (claim-files tests cover them). */
const noFiles = { [`GET ${base}/images`]: () => jsonResponse(200, []) };
const person = (name: string) => ({ id: '00000000-0000-4000-8000-0000000000b1', name });

function renderClaimPage(claim: TClaim, user = makeUser('client', 'ADMIN'), route = '/dashboardClaim') {
  return renderWithApp(
    <Routes>
      <Route path={`${route}/:claimId`} element={<ClaimPage />} />
    </Routes>,
    { user, path: `${route}/${claim.id}` },
  );
}

describe('claim page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the reference, plate, type, status, track and progress', async () => {
    const claim = makeClaim({ status: 'in-marketplace', make: 'Ford', model: 'Focus', year: 2019, fuelType: 'Petrol' });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(200, claim),
    });
    renderClaimPage(claim);
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim FX-000042' })).not.toBeNull();
    expect(screen.getByTestId('claim-plate').textContent).toBe('Registration AB12 CDE');
    expect(screen.getByText('Business track')).not.toBeNull();
    // The header draws as the claim arrives; the sections under it follow in a deferred render.
    const progress = await screen.findByRole('region', { name: 'Progress' });
    const current = within(progress)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('In Marketplace (current)');
    expect(within(progress).getByText('Registered').parentElement?.textContent).toContain('(done)');
    const vehicle = screen.getByRole('region', { name: 'Vehicle' });
    expect(within(vehicle).getByText('Focus')).not.toBeNull();
    expect(within(vehicle).getAllByText('Not provided')).toHaveLength(1);
  });

  it('shows the support a customer in vulnerable circumstances asked for, as a notice above the details', async () => {
    const claim = makeClaim({
      vulnerableCustomer: true,
      supportNeeds: ['calls-not-mail', 'carer'],
      supportDetails: 'Daughter Ana: 07700 900555',
      injuries: true,
      thirdPartyInvolved: false,
    });
    mockFetchRoutes(fetchMock, { ...noFiles, [`GET ${base}`]: () => jsonResponse(200, claim) });
    renderClaimPage(claim);
    const notice = await screen.findByRole('alert', { name: SUPPORT_MESSAGES.notice });
    expect(within(notice).getByText(SUPPORT_NEED_LABELS['calls-not-mail'])).not.toBeNull();
    expect(within(notice).getByText(SUPPORT_NEED_LABELS.carer)).not.toBeNull();
    expect(within(notice).getByText('Daughter Ana: 07700 900555')).not.toBeNull();
    const damage = await screen.findByRole('region', { name: 'Damage' });
    expect(within(damage).getByText('Anyone injured').nextSibling?.textContent).toBe('Yes');
    expect(within(damage).getByText('Third party involved').nextSibling?.textContent).toBe('No');
  });

  it('shows no support notice when none was asked for', async () => {
    const claim = makeClaim();
    mockFetchRoutes(fetchMock, { ...noFiles, [`GET ${base}`]: () => jsonResponse(200, claim) });
    renderClaimPage(claim);
    await screen.findByRole('region', { name: 'Damage' });
    expect(screen.queryByText(SUPPORT_MESSAGES.notice)).toBeNull();
  });

  it('is the same page for a repairer at /marketplace/claims/{id}, without costs it may not see', async () => {
    const claim = makeClaim({ status: 'awaiting-pickup', costs: { costRepairer: 98000 } });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(200, claim),
    });
    renderClaimPage(claim, makeUser('repairer', 'USER'), '/marketplace/claims');
    const costs = await screen.findByRole('region', { name: 'Costs' });
    expect(within(costs).getByText('Repairer cost')).not.toBeNull();
    expect(within(costs).getByText('£980.00')).not.toBeNull();
    expect(within(costs).queryByText('Client cost')).toBeNull();
  });

  it('shows who pays, the policy number, the excess and the VAT registration to the client', async () => {
    const claim = makeClaim({
      costs: { cost: 85000 },
      policyNumber: 'POL-778812',
      excess: 25000,
      vatRegistered: true,
    });
    mockFetchRoutes(fetchMock, { ...noFiles, [`GET ${base}`]: () => jsonResponse(200, claim) });
    renderClaimPage(claim);
    const policy = await screen.findByRole('region', { name: 'Payment and policy' });
    expect(policy.textContent).toBe(
      'Payment and policyPayerInsurerPolicy numberPOL-778812Excess£250.00VAT registeredYes',
    );
  });

  it('shows a garage who pays and the excess, without a policy number it is not given', async () => {
    const claim = makeClaim({ status: 'finished', payer: 'driver', costs: { costRepairer: 98000 } });
    mockFetchRoutes(fetchMock, { ...noFiles, [`GET ${base}`]: () => jsonResponse(200, claim) });
    renderClaimPage(claim, makeUser('repairer', 'USER'), '/marketplace/claims');
    const policy = await screen.findByRole('region', { name: 'Payment and policy' });
    expect(policy.textContent).toBe('Payment and policyPayerDriverExcessNoneVAT registeredNo');
  });

  it('shows a cost not set yet as £0.00 and hides the costs when none is present', async () => {
    const claim = makeClaim({ costs: { cost: null, costRepairer: 12345 } });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(200, claim),
    });
    renderClaimPage(claim);
    const costs = await screen.findByRole('region', { name: 'Costs' });
    expect(within(costs).getByText('£0.00')).not.toBeNull();
    expect(within(costs).getByText('£123.45')).not.toBeNull();
  });

  it('lists what is still missing, with a link to complete it when the user may edit', async () => {
    const claim = makeClaim({ missing: ['make', 'contact'], allowedActions: ['update'] });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(200, claim),
    });
    renderClaimPage(claim);
    expect(await screen.findByText('Make, Customer phone or email')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Costs' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Complete the details' });
    expect(link.getAttribute('href')).toBe(`/modifyclaim/${CLAIM_ID}`);
  });

  it('shows the timeline with action, statuses, who and when', async () => {
    const claim = makeClaim({
      status: 'in-marketplace',
      history: [
        {
          id: '00000000-0000-4000-8000-0000000000d2',
          action: 'approve-for-marketplace',
          fromStatus: 'registered',
          toStatus: 'in-marketplace',
          comment: null,
          actor: person('Ann Handler'),
          at: '2026-03-03T14:05:00.000Z',
        },
        {
          id: '00000000-0000-4000-8000-0000000000d1',
          action: 'create',
          fromStatus: null,
          toStatus: 'registered',
          comment: null,
          actor: person('Ann Handler'),
          at: '2026-03-02T09:00:00.000Z',
        },
      ],
    });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(200, claim),
    });
    renderClaimPage(claim);
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const rows = within(timeline).getAllByRole('listitem');
    expect(rows.map((row) => row.firstElementChild?.nextElementSibling?.textContent)).toEqual([
      'Claim created',
      'Approve for marketplace',
    ]);
    expect(rows[1]?.textContent).toContain('Registered →to In Marketplace');
    expect(rows[1]?.textContent).toContain('Ann Handler · 3 Mar 2026');
  });

  it('shows labels in their colours, adds one picked from the labels not on the claim, and removes one', async () => {
    const claim = makeClaim({ labels: ['fleet job', 'gone'], allowedActions: ['add-label', 'remove-label'] });
    const label = (name: string, colour: string) => ({
      id: `00000000-0000-4000-8000-00000000${name.length.toString().padStart(4, '0')}`,
      name,
      colour,
      description: null,
      claims: 1,
    });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(200, claim),
      'GET /api/labels': () =>
        jsonResponse(200, [label('Fleet job', '#0D47A1'), label('urgent', '#FFB300'), label('VIP', '#6A1B9A')]),
      [`PUT ${base}/add-label/urgent`]: () =>
        jsonResponse(200, { status: 'registered', claim: { ...claim, labels: ['fleet job', 'gone', 'urgent'] } }),
      [`PUT ${base}/remove-label/fleet%20job`]: () =>
        jsonResponse(200, { status: 'registered', claim: { ...claim, labels: ['gone', 'urgent'] } }),
    });
    renderClaimPage(claim);
    const section = await screen.findByRole('region', { name: 'Labels' });
    // Names match case ignored; a name no label has any more keeps the plain chip.
    await waitFor(() => expect(within(section).getByText('fleet job').closest('[data-colour]')).not.toBeNull());
    expect(within(section).getByText('fleet job').closest('.MuiChip-root')?.getAttribute('data-colour')).toBe(
      '#0D47A1',
    );
    expect(within(section).getByText('gone').closest('[data-colour]')).toBeNull();

    // The picker takes the place of its plain, disabled frame once the page is drawn and the browser idle.
    const picker = await screen.findByRole('combobox', { name: 'New label (required)' });
    await userEvent.click(screen.getByRole('button', { name: 'Add label' }));
    expect(await within(section).findByText('Choose a label to add')).not.toBeNull();
    await userEvent.click(picker);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['urgent', 'VIP']);
    await userEvent.type(picker, 'urg');
    await userEvent.click(await screen.findByRole('option', { name: 'urgent' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add label' }));
    expect(await within(section).findByText('urgent')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove label fleet job' }));
    await waitFor(() => expect(screen.queryByText('fleet job')).toBeNull());
    expect(fetchCalls(fetchMock).map((c) => c.call)).toContain(`PUT ${base}/add-label/urgent`);
  });

  it('adds a label typed by its name and left with Add, as before the picker', async () => {
    const claim = makeClaim({ allowedActions: ['add-label'] });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(200, claim),
      'GET /api/labels': () =>
        jsonResponse(200, [{ id: CLAIM_ID, name: 'Priority', colour: '#C62828', description: null, claims: 0 }]),
      [`PUT ${base}/add-label/Priority`]: () =>
        jsonResponse(200, { status: 'registered', claim: { ...claim, labels: ['Priority'] } }),
    });
    renderClaimPage(claim);
    const picker = await screen.findByRole('combobox', { name: 'New label (required)' });
    await waitFor(() => expect(fetchCalls(fetchMock).map((c) => c.call)).toContain('GET /api/labels'));
    await userEvent.type(picker, 'Priority');
    await userEvent.click(screen.getByRole('button', { name: 'Add label' }));
    expect(await screen.findByText('Label added')).not.toBeNull();
    await waitFor(() => expect(fetchCalls(fetchMock).map((c) => c.call)).toContain(`PUT ${base}/add-label/Priority`));
  });

  it('shows a raised issue with who and when, and resolves it', async () => {
    const issue = {
      comment: 'Wrong plate on the photos',
      raisedBy: person('Rita Repairer'),
      raisedAt: '2026-03-04T10:00:00.000Z',
    };
    const claim = makeClaim({ issue, allowedActions: ['resolve-issue'] });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(200, claim),
      [`PUT ${base}/resolve-issue`]: () =>
        jsonResponse(200, { status: 'registered', claim: { ...claim, issue: null } }),
    });
    renderClaimPage(claim);
    const banner = (await screen.findByText('Issue raised')).closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText('Wrong plate on the photos')).not.toBeNull();
    expect(banner.textContent).toContain('Raised by Rita Repairer on 4 Mar 2026');
    await userEvent.click(within(banner).getByRole('button', { name: 'Resolve issue' }));
    await waitFor(() => expect(screen.queryByText('Issue raised')).toBeNull());
    expect(await screen.findByText('Issue resolved')).not.toBeNull();
  });

  it('asks for deleted claims as a super admin, and says why a revive failed', async () => {
    const claim = makeClaim({ deletedAt: '2026-03-05T08:00:00.000Z', allowedActions: ['revive'] });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}?includeDeletedClaims=true`]: () => jsonResponse(200, claim),
      [`PUT ${base}/revive`]: () => jsonResponse(409, { message: 'This claim is not deleted' }),
    });
    renderClaimPage(claim, makeUser('platform', 'SUPER_ADMIN'));
    expect(await screen.findByText('This claim is deleted')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Revive' }));
    expect(await screen.findByText(`${ERROR_MESSAGES.reviveClaimFailed}This claim is not deleted`)).not.toBeNull();
  });

  it('adds a comment, and deletes one after asking', async () => {
    const mine = {
      id: '00000000-0000-4000-8000-0000000000f1',
      comment: 'Customer called',
      author: person('Ann Handler'),
      createdAt: '2026-03-03T15:00:00.000Z',
      canDelete: true,
    };
    const added = { ...mine, id: '00000000-0000-4000-8000-0000000000f2', comment: 'Booked for Monday' };
    let claim = makeClaim({ comments: [mine], allowedActions: ['comment'] });
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(200, claim),
      [`POST ${base}/comment`]: () => {
        claim = { ...claim, comments: [mine, added], version: 2 };
        return jsonResponse(201, added);
      },
      [`DELETE /api/comments/${mine.id}`]: () => {
        claim = { ...claim, comments: [added], version: 3 };
        return jsonResponse(204);
      },
    });
    renderClaimPage(claim);
    // The form is drawn disabled until its code has loaded (claim-comments.tsx).
    await waitFor(() =>
      expect((screen.getByLabelText('New comment (required)') as HTMLTextAreaElement).disabled).toBe(false),
    );
    await userEvent.type(screen.getByLabelText('New comment (required)'), 'Booked for Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Booked for Monday')).not.toBeNull();
    expect(fetchCalls(fetchMock).find((c) => c.call === `POST ${base}/comment`)?.body).toEqual({
      comment: 'Booked for Monday',
    });

    const row = screen.getByText('Customer called').closest('li') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() =>
      expect(fetchCalls(fetchMock).some((c) => c.call === `DELETE /api/comments/${mine.id}`)).toBe(true),
    );
  });

  it('answers Not found for a claim out of reach', async () => {
    mockFetchRoutes(fetchMock, {
      ...noFiles,
      [`GET ${base}`]: () => jsonResponse(404, { message: 'Not found' }),
    });
    renderClaimPage(makeClaim());
    expect(await screen.findByRole('heading', { name: ERROR_MESSAGES.notFound })).not.toBeNull();
  });
  it('names a claim from Premia by its reference there, beside its client', async () => {
    const claim = makeClaim({ premiaReference: 'PRM-2026-0417' });
    mockFetchRoutes(fetchMock, { ...noFiles, [`GET ${base}`]: () => jsonResponse(200, claim) });
    renderClaimPage(claim);
    expect(await screen.findByText('Client: Acme Insurance · No repairer yet · Premia: PRM-2026-0417')).not.toBeNull();
  });
});

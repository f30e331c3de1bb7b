import { CLAIM_MESSAGES, ERROR_MESSAGES, VALIDATION_MESSAGES } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { CLAIM_ID, CLIENT_ORGANISATION_ID, makeClaim } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import ModifyClaimPage from './modify-claim-page.tsx';
import NewClaimPage from './new-claim-page.tsx';

const location = () => screen.getByTestId('location').textContent;
const field = (label: string) => screen.getByLabelText(label);
const submit = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('claim form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  describe('new claim', () => {
    const renderNew = (user = makeUser('client', 'ADMIN')) => renderWithApp(<NewClaimPage />, { user, path: '/claim' });

    it('labels the required fields (required) in sections Vehicle, Customer, Incident and Payment and policy', () => {
      renderNew();
      expect(screen.getByRole('heading', { level: 1, name: 'New claim' })).not.toBeNull();
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Vehicle',
        'Customer',
        'Incident',
        'Payment and policy',
      ]);
      expect(field('Claim type (required)')).not.toBeNull();
      expect(field('Registration (required)')).not.toBeNull();
      expect(field('Make')).not.toBeNull();
      expect(field('Postcode')).not.toBeNull();
      expect(screen.queryByLabelText('Client organisation (required)')).toBeNull();
    });

    it('says what is wrong in the spec words and sends nothing', async () => {
      renderNew();
      await submit('Create claim');
      expect(await screen.findAllByText(VALIDATION_MESSAGES.required)).toHaveLength(2);
      await userEvent.type(field('Registration (required)'), 'AB!');
      await userEvent.type(field('Postcode'), 'nowhere');
      await userEvent.type(field('Customer email'), 'nobody');
      await userEvent.type(field('Incident date'), '2999-01-01');
      await submit('Create claim');
      expect(await screen.findByText(CLAIM_MESSAGES.registration)).not.toBeNull();
      expect(screen.getByText(CLAIM_MESSAGES.postcode)).not.toBeNull();
      expect(screen.getByText(VALIDATION_MESSAGES.email)).not.toBeNull();
      expect(screen.getByText(CLAIM_MESSAGES.futureDate)).not.toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('creates the claim with type and registration only, then opens its page', async () => {
      mockFetchRoutes(fetchMock, { 'POST /api/claims': () => jsonResponse(201, makeClaim()) });
      renderNew();
      await userEvent.selectOptions(field('Claim type (required)'), 'Repair');
      await userEvent.type(field('Registration (required)'), 'ab12 cde');
      await submit('Create claim');
      await waitFor(() => expect(location()).toBe(`/dashboardClaim/${CLAIM_ID}`));
      const body = fetchCalls(fetchMock)[0]?.body as Record<string, unknown>;
      expect(body).toMatchObject({ type: 'repair', registration: 'AB12CDE', make: null, postcode: null });
      expect(body).not.toHaveProperty('clientOrganisationId');
      expect(body).not.toHaveProperty('track');
    });

    it('sends the repair needs ticked, in the domain order', async () => {
      mockFetchRoutes(fetchMock, { 'POST /api/claims': () => jsonResponse(201, makeClaim()) });
      renderNew();
      await userEvent.selectOptions(field('Claim type (required)'), 'Repair');
      await userEvent.type(field('Registration (required)'), 'ab12 cde');
      const needs = screen.getByRole('group', { name: 'Repair needs' });
      await userEvent.click(within(needs).getByRole('checkbox', { name: 'Electric vehicles' }));
      await userEvent.click(within(needs).getByRole('checkbox', { name: 'Bodywork' }));
      await submit('Create claim');
      await waitFor(() => expect(location()).toBe(`/dashboardClaim/${CLAIM_ID}`));
      expect(fetchCalls(fetchMock)[0]?.body).toMatchObject({ needs: ['bodywork', 'ev'] });
    });

    it('shows a failed create as a toast with the spec prefix', async () => {
      mockFetchRoutes(fetchMock, {
        'POST /api/claims': () =>
          jsonResponse(400, { message: 'Invalid', errors: ['registration: taken', 'type: no'] }),
      });
      renderNew();
      await userEvent.selectOptions(field('Claim type (required)'), 'Other');
      await userEvent.type(field('Registration (required)'), 'AB12CDE');
      await submit('Create claim');
      expect(
        await screen.findByText(`${ERROR_MESSAGES.createClaimFailed}registration: taken, type: no`),
      ).not.toBeNull();
      expect(location()).toBe('/claim');
    });

    it('has a super admin name the client organisation, and offers a repairer and the track', async () => {
      const client = { id: CLIENT_ORGANISATION_ID, name: 'Acme Insurance', type: 'client' };
      mockFetchRoutes(fetchMock, {
        'GET /api/organisations?type=client': () => jsonResponse(200, [client]),
        'GET /api/organisations?type=repairer': () => jsonResponse(200, []),
        'GET /api/organisations?type=bodyshop': () => jsonResponse(200, []),
        'POST /api/claims': () => jsonResponse(201, makeClaim()),
      });
      renderNew(makeUser('platform', 'SUPER_ADMIN'));
      const organisations = screen.getByRole('region', { name: 'Organisations' });
      expect(within(organisations).getByLabelText('Repairer or bodyshop')).not.toBeNull();
      await userEvent.selectOptions(field('Claim type (required)'), 'Bodyshop repair');
      await userEvent.type(field('Registration (required)'), 'AB12CDE');
      await submit('Create claim');
      expect(await within(organisations).findByText(VALIDATION_MESSAGES.required)).not.toBeNull();

      await within(organisations).findByRole('option', { name: 'Acme Insurance' });
      await userEvent.selectOptions(field('Client organisation (required)'), 'Acme Insurance');
      await userEvent.selectOptions(field('Track'), 'Marketplace');
      await submit('Create claim');
      await waitFor(() => expect(location()).toBe(`/dashboardClaim/${CLAIM_ID}`));
      expect(fetchCalls(fetchMock).find((c) => c.call === 'POST /api/claims')?.body).toMatchObject({
        type: 'bodyshop',
        clientOrganisationId: CLIENT_ORGANISATION_ID,
        track: 'marketplace',
      });
    });
  });

  describe('modify claim', () => {
    const base = `/api/claims/${CLAIM_ID}`;
    const claim = makeClaim({ make: 'Ford', model: 'Focus', version: 3, allowedActions: ['update'] });
    const renderModify = () =>
      renderWithApp(
        <Routes>
          <Route path="/modifyclaim/:claimId" element={<ModifyClaimPage />} />
        </Routes>,
        { user: makeUser('client', 'ADMIN'), path: `/modifyclaim/${CLAIM_ID}` },
      );

    it('starts from the claim and sends only the changed fields with the version', async () => {
      mockFetchRoutes(fetchMock, {
        [`GET ${base}`]: () => jsonResponse(200, claim),
        [`PUT ${base}`]: () => jsonResponse(200, { ...claim, model: 'Fiesta', version: 4 }),
      });
      renderModify();
      const model = await screen.findByLabelText('Model');
      expect((model as HTMLInputElement).value).toBe('Focus');
      await userEvent.clear(model);
      await userEvent.type(model, 'Fiesta');
      await userEvent.clear(field('Make'));
      await submit('Save changes');
      await waitFor(() => expect(location()).toBe(`/dashboardClaim/${CLAIM_ID}`));
      expect(fetchCalls(fetchMock).find((c) => c.call === `PUT ${base}`)?.body).toEqual({
        make: null,
        model: 'Fiesta',
        version: 3,
      });
    });

    it('sends the repair needs when they changed, and not otherwise', async () => {
      const withNeeds = { ...claim, needs: ['mechanical' as const] };
      mockFetchRoutes(fetchMock, {
        [`GET ${base}`]: () => jsonResponse(200, withNeeds),
        [`PUT ${base}`]: () => jsonResponse(200, { ...withNeeds, version: 4 }),
      });
      renderModify();
      const needs = await screen.findByRole('group', { name: 'Repair needs' });
      const mechanical = within(needs).getByRole<HTMLInputElement>('checkbox', { name: 'Mechanical' });
      expect(mechanical.checked).toBe(true);
      await userEvent.click(mechanical);
      await userEvent.click(within(needs).getByRole('checkbox', { name: 'Diagnostics' }));
      await submit('Save changes');
      await waitFor(() => expect(location()).toBe(`/dashboardClaim/${CLAIM_ID}`));
      expect(fetchCalls(fetchMock).find((c) => c.call === `PUT ${base}`)?.body).toEqual({
        needs: ['diagnostics'],
        version: 3,
      });
    });

    it('edits who pays and the policy: the excess typed in pounds leaves as pence', async () => {
      mockFetchRoutes(fetchMock, {
        [`GET ${base}`]: () => jsonResponse(200, claim),
        [`PUT ${base}`]: () => jsonResponse(200, { ...claim, excess: 25000, vatRegistered: true, version: 4 }),
      });
      renderModify();
      const excess = await screen.findByLabelText('Excess in pounds');
      await userEvent.type(excess, '£1,000.50');
      await userEvent.selectOptions(field('Keeper is VAT registered'), 'Yes');
      await userEvent.type(field('Policy number'), 'POL-778812');
      await userEvent.selectOptions(field('Payer'), 'Driver');
      await submit('Save changes');
      await waitFor(() => expect(location()).toBe(`/dashboardClaim/${CLAIM_ID}`));
      expect(fetchCalls(fetchMock).find((c) => c.call === `PUT ${base}`)?.body).toEqual({
        payer: 'driver',
        policyNumber: 'POL-778812',
        excess: 100050,
        vatRegistered: true,
        version: 3,
      });
    });

    it('refuses an excess over £10,000 with the domain’s message and sends nothing', async () => {
      mockFetchRoutes(fetchMock, { [`GET ${base}`]: () => jsonResponse(200, claim) });
      renderModify();
      await userEvent.type(await screen.findByLabelText('Excess in pounds'), '10000.01');
      await submit('Save changes');
      expect(await screen.findByText(CLAIM_MESSAGES.excess)).not.toBeNull();
      expect(fetchCalls(fetchMock).map((c) => c.call)).toEqual([`GET ${base}`]);
    });

    it('shows the message of a stale version and reloads the claim on request', async () => {
      const message = ERROR_MESSAGES.claimChangedMeanwhile;
      let current = claim;
      mockFetchRoutes(fetchMock, {
        [`GET ${base}`]: () => jsonResponse(200, current),
        [`PUT ${base}`]: () => {
          current = { ...claim, model: 'Mondeo', version: 4 };
          return jsonResponse(409, { message });
        },
      });
      renderModify();
      await userEvent.type(await screen.findByLabelText('Colour'), 'Blue');
      await submit('Save changes');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(message);
      await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
      await waitFor(() => expect((field('Model') as HTMLInputElement).value).toBe('Mondeo'));
      expect(screen.queryByText(message)).toBeNull();
    });
  });
});

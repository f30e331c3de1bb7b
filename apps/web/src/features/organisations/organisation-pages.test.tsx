import {
  ORGANISATION_MESSAGES,
  type TGarage,
  type TOrganisation,
  type TOrganisationListItem,
  VALIDATION_MESSAGES,
} from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import NewOrganisationPage from './new-organisation-page.tsx';
import OrganisationPage from './organisation-page.tsx';
import OrganisationsPage from './organisations-page.tsx';

const ID = '00000000-0000-4000-8000-000000000001';
const ACME: TOrganisationListItem = {
  id: ID,
  name: 'Acme Motors',
  type: 'repairer',
  capabilities: ['mechanical', 'ev'],
  users: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const NORTHWIND: TOrganisation = {
  ...ACME,
  name: 'Northwind Insurance',
  type: 'client',
  capabilities: ['retail'],
  settings: { biddingWindowHours: 48, authorisationDeadlineDays: 2, serviceRadiusKm: 40 },
  members: [
    {
      id: '00000000-0000-4000-8000-0000000000aa',
      name: 'Claire Adams',
      email: 'c@x.test',
      role: 'ADMIN',
      disabled: false,
    },
  ],
};
const LEEDS: TGarage = {
  id: '00000000-0000-4000-8000-0000000000d1',
  organisationId: ID,
  organisationName: 'Acme Motors',
  name: 'Acme Motors Leeds',
  addressLine1: '1 Kirkgate',
  town: 'Leeds',
  postcode: 'LS1 1AA',
  phone: null,
  openingHours: null,
  openDays: [1, 2, 3, 4, 5],
  closesAt: '17:30',
  capabilities: ['mechanical'],
  serviceRadiusKm: 40,
  latitude: 53.79,
  longitude: -1.54,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const superAdmin = makeUser('platform', 'SUPER_ADMIN');
// makeUser's organisation is the one with id ID: this admin runs Northwind.
const clientAdmin = makeUser('client', 'ADMIN');
const location = () => screen.getByTestId('location').textContent;

describe('organisation pages', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('/organizations lists them with their people counted and filters by type on the server', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/organisations/directory': () => jsonResponse(200, [ACME]),
      'GET /api/organisations/directory?type=client': () => jsonResponse(200, []),
    });
    renderWithApp(<OrganisationsPage />, { user: superAdmin, path: '/organizations' });
    const row = await screen.findByTestId('organisation-row');
    expect(within(row).getByRole('link', { name: 'Acme Motors' }).getAttribute('href')).toBe(`/organizations/${ID}`);
    expect(within(row).getByTestId('organisation-users').textContent).toBe('2 people');
    expect(screen.getByRole('link', { name: 'Create organisation' })).not.toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'client');
    expect(await screen.findByText('No organisation matches these filters')).not.toBeNull();
  });

  it('an organisation admin is not offered to create one', async () => {
    mockFetchRoutes(fetchMock, { 'GET /api/organisations/directory': () => jsonResponse(200, [ACME]) });
    renderWithApp(<OrganisationsPage />, { user: clientAdmin, path: '/organizations' });
    await screen.findByTestId('organisation-row');
    expect(screen.queryByRole('link', { name: 'Create organisation' })).toBeNull();
  });

  it('/newOrganization checks its fields, offers the type’s capabilities and says a taken name', async () => {
    mockFetchRoutes(fetchMock, {
      'POST /api/organisations': () => jsonResponse(409, { message: ORGANISATION_MESSAGES.taken }),
    });
    renderWithApp(<NewOrganisationPage />, { user: superAdmin, path: '/newOrganization' });
    await userEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findAllByText(VALIDATION_MESSAGES.required)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText('Type (required)'), 'client');
    await userEvent.click(screen.getByLabelText('Premia'));
    expect(screen.queryByLabelText('Electric vehicles')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Type (required)'), 'repairer');
    expect((screen.getByLabelText('Electric vehicles') as HTMLInputElement).checked).toBe(false);
    await userEvent.click(screen.getByLabelText('Electric vehicles'));
    await userEvent.type(screen.getByLabelText('Name (required)'), 'Acme Motors');
    await userEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    expect(await screen.findByText(ORGANISATION_MESSAGES.taken)).not.toBeNull();
    // The client's capability did not carry over to the repairer.
    expect(fetchCalls(fetchMock)[0]?.body).toEqual({ name: 'Acme Motors', type: 'repairer', capabilities: ['ev'] });
  });

  it('/newOrganization opens the new organisation’s page once created', async () => {
    mockFetchRoutes(fetchMock, {
      'POST /api/organisations': () => jsonResponse(201, NORTHWIND),
    });
    renderWithApp(<NewOrganisationPage />, { user: superAdmin, path: '/newOrganization' });
    await userEvent.type(screen.getByLabelText('Name (required)'), 'Northwind Insurance');
    await userEvent.selectOptions(screen.getByLabelText('Type (required)'), 'client');
    await userEvent.click(screen.getByRole('button', { name: 'Create organisation' }));
    await waitFor(() => expect(location()).toBe(`/organizations/${ID}`));
  });

  function renderOrganisation(user = clientAdmin) {
    return renderWithApp(
      <Routes>
        <Route path="/organizations/:id" element={<OrganisationPage />} />
      </Routes>,
      { user, path: `/organizations/${ID}` },
    );
  }

  it('its admin checks and saves the settings, and rotates the FNOL code after confirming', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET /api/organisations/${ID}`]: () => jsonResponse(200, NORTHWIND),
      [`GET /api/organisations/${ID}/fnol-code`]: () => jsonResponse(200, { fnolCode: 'NORTHWIND' }),
      [`PUT /api/organisations/${ID}/settings`]: (body) =>
        jsonResponse(200, { ...NORTHWIND, settings: body as TOrganisation['settings'] }),
      [`PUT /api/organisations/${ID}/fnol-code`]: () => jsonResponse(200, { fnolCode: 'K7QX2MPA' }),
      [`GET /api/organisations/${ID}/webhooks`]: () => jsonResponse(200, []),
      [`GET /api/organisations/${ID}/api-keys`]: () => jsonResponse(200, []),
    });
    renderOrganisation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Insurance' })).not.toBeNull();
    // A client's systems, both ways, are its admin's to manage.
    expect(screen.getByRole('region', { name: 'API keys' })).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Webhooks' })).not.toBeNull();
    // Capabilities are the super admin's: shown, not edited.
    expect(screen.queryByRole('button', { name: 'Save capabilities' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save name' })).toBeNull();

    const biddingWindow = screen.getByLabelText('Marketplace bidding window (hours) (required)');
    await userEvent.clear(biddingWindow);
    await userEvent.type(biddingWindow, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please provide a number of at least 1')).not.toBeNull();
    await userEvent.clear(biddingWindow);
    await userEvent.type(biddingWindow, '24');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(ORGANISATION_MESSAGES.settingsSaved)).not.toBeNull();
    const saved = fetchCalls(fetchMock).find((c) => c.call.endsWith('/settings'));
    expect(saved?.body).toEqual({ biddingWindowHours: 24, authorisationDeadlineDays: 2, serviceRadiusKm: 40 });

    expect((await screen.findByTestId('fnol-code')).textContent).toBe('NORTHWIND');
    await userEvent.click(screen.getByRole('button', { name: 'Change code' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change code' }));
    await waitFor(() => expect(screen.getByTestId('fnol-code').textContent).toBe('K7QX2MPA'));
  });

  it('a super admin edits its name and capabilities', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET /api/organisations/${ID}`]: () =>
        jsonResponse(200, { ...NORTHWIND, ...ACME, settings: NORTHWIND.settings, members: [] }),
      [`PUT /api/organisations/${ID}/capabilities`]: (body) =>
        jsonResponse(200, { ...NORTHWIND, ...ACME, ...(body as object), settings: NORTHWIND.settings, members: [] }),
      [`GET /api/garages?organisationId=${ID}`]: () => jsonResponse(200, { data: [LEEDS], total: 1 }),
    });
    renderOrganisation(superAdmin);
    expect(await screen.findByRole('button', { name: 'Save name' })).not.toBeNull();
    // Its sites, each a link to its page, and the way to all of them.
    const sites = await screen.findByRole('list', { name: 'Its garages' });
    expect(within(sites).getByRole('link', { name: 'Acme Motors Leeds' }).getAttribute('href')).toBe(
      `/garages/${LEEDS.id}`,
    );
    expect(sites.textContent).toContain('Leeds, LS1 1AA');
    expect(screen.getByRole('link', { name: 'Its garages' }).getAttribute('href')).toBe(
      `/garages?organisationId=${ID}`,
    );
    expect(screen.queryByTestId('fnol-code')).toBeNull();
    // Only a client has keys and webhooks: nothing of them on a repairer's page.
    expect(screen.queryByRole('region', { name: 'API keys' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Webhooks' })).toBeNull();
    expect((screen.getByLabelText('Electric vehicles') as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByLabelText('Diagnostics'));
    await userEvent.click(screen.getByRole('button', { name: 'Save capabilities' }));
    await waitFor(() =>
      expect(fetchCalls(fetchMock).find((c) => c.call.endsWith('/capabilities'))?.body).toEqual({
        capabilities: ['mechanical', 'ev', 'diagnostics'],
      }),
    );
  });

  it('says an organisation out of reach was not found', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET /api/organisations/${ID}`]: () => jsonResponse(404, { message: ORGANISATION_MESSAGES.notFound }),
    });
    renderOrganisation();
    expect(await screen.findByRole('heading', { level: 1, name: ORGANISATION_MESSAGES.notFound })).not.toBeNull();
  });
});

import { GARAGE_MESSAGES, type TGarage } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import GaragePage from './garage-page.tsx';
import GaragesPage from './garages-page.tsx';

const ID = '00000000-0000-4000-8000-0000000000a1';
const LEEDS: TGarage = {
  id: ID,
  organisationId: '00000000-0000-4000-8000-000000000001',
  organisationName: 'Acme Motors',
  name: 'Acme Motors Leeds',
  addressLine1: '14 Elland Road',
  town: 'Leeds',
  postcode: 'LS11 5QS',
  phone: '0113 496 0001',
  openingHours: 'Mon–Fri 8:00–17:30',
  openDays: [1, 2, 3, 4, 5],
  closesAt: '17:30',
  capabilities: ['mechanical'],
  serviceRadiusKm: 100,
  latitude: 53.78,
  longitude: -1.555,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('garage pages', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('/garages lists a repairer’s garages with their reach in miles, searched on the server', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/garages': () => jsonResponse(200, { data: [LEEDS], total: 1 }),
      'GET /api/garages?search=york': () => jsonResponse(200, { data: [], total: 0 }),
    });
    renderWithApp(<GaragesPage />, { user: makeUser('repairer', 'ADMIN'), path: '/garages' });
    const row = await screen.findByTestId('garage-row');
    expect(within(row).getByRole('link', { name: 'Acme Motors Leeds' }).getAttribute('href')).toBe(`/garages/${ID}`);
    expect(within(row).getByText('62.14 miles')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Create garage' })).not.toBeNull();
    await userEvent.type(screen.getByLabelText('Search by name, town or postcode'), 'york');
    expect(await screen.findByText('No garage matches this search')).not.toBeNull();
  });

  it('/garages/{id}: its admin edits the details; a name taken is said beside the field', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET /api/garages/${ID}`]: () => jsonResponse(200, LEEDS),
      [`PUT /api/garages/${ID}`]: () => jsonResponse(409, { message: GARAGE_MESSAGES.taken }),
    });
    renderWithApp(
      <Routes>
        <Route path="/garages/:id" element={<GaragePage />} />
      </Routes>,
      { user: makeUser('repairer', 'ADMIN'), path: `/garages/${ID}` },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Motors Leeds' })).not.toBeNull();
    // Moving and deleting are the platform's.
    expect(screen.queryByRole('form', { name: 'Garage location' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete garage' })).toBeNull();
    expect(screen.getByText('Monday to Friday, until 17:30')).not.toBeNull();
    const form = screen.getByRole('form', { name: 'Garage details' });
    // Open on Saturdays too, closing at six (decision 0084).
    const openOn = within(form).getByRole('group', { name: 'Open on' });
    expect((within(openOn).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(true);
    expect((within(openOn).getByRole('checkbox', { name: 'Sunday' }) as HTMLInputElement).checked).toBe(false);
    await userEvent.click(within(openOn).getByRole('checkbox', { name: 'Saturday' }));
    const closesAt = within(form).getByLabelText(/^Closes at/);
    await userEvent.clear(closesAt);
    await userEvent.type(closesAt, '18:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText(GARAGE_MESSAGES.taken)).not.toBeNull();
    await waitFor(() =>
      expect(fetchCalls(fetchMock).find(({ call }) => call.startsWith('PUT'))?.body).toMatchObject({
        name: 'Acme Motors Leeds',
        serviceRadiusKm: 100,
        openDays: [1, 2, 3, 4, 5, 6],
        closesAt: '18:00',
      }),
    );
  });

  it('a garage out of reach is not found', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET /api/garages/${ID}`]: () => jsonResponse(404, { message: GARAGE_MESSAGES.notFound }),
    });
    renderWithApp(
      <Routes>
        <Route path="/garages/:id" element={<GaragePage />} />
      </Routes>,
      { user: makeUser('repairer', 'USER'), path: `/garages/${ID}` },
    );
    expect(await screen.findByRole('heading', { level: 1, name: GARAGE_MESSAGES.notFound })).not.toBeNull();
  });
});

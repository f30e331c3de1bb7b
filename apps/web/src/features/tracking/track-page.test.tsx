import { DRIVER_LINK_MESSAGES, TRACKING_MESSAGES, type TTrackingPage } from '@fixline/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import TrackPage from './track-page.tsx';

const TOKEN = '00000000-0000-4000-8000-0000000000c1.abc';
const API = `/api/track/${encodeURIComponent(TOKEN)}`;
const PAGE: TTrackingPage = {
  claimReference: 'FX-000042',
  registration: 'BD51SMR',
  track: 'business',
  status: 'awaiting-pickup',
  steps: [
    'registered',
    'awaiting-quote-authorisation',
    'in-marketplace',
    'bidding',
    'awaiting-pickup',
    'in-repair',
    'finished',
    'paid',
  ],
  activeStep: 4,
  timeline: [
    { status: 'registered', at: '2026-11-02T10:00:00.000Z' },
    { status: 'awaiting-pickup', at: '2026-11-20T15:30:00.000Z' },
  ],
  garage: { name: 'Acme Motors', town: 'Leeds' },
  prediction: { date: '2026-12-03T12:00:00.000Z', claims: 12 },
  pushPublicKey: 'BPublicKey',
};

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/track/:token" element={<TrackPage />} />
    </Routes>,
    { path: `/track/${TOKEN}` },
  );

describe('the driver’s tracking page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('says where the claim is, the next step, the garage, the predicted date with its basis, and what happened', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${API}`]: () => jsonResponse(200, PAGE) });
    renderPage();
    expect(await screen.findByText('A garage has been chosen to repair your vehicle.')).not.toBeNull();
    expect(screen.getByText('Claim FX-000042 · BD51 SMR')).not.toBeNull();
    expect(screen.getByText(/The garage contacts you to collect your vehicle or book it in\./)).not.toBeNull();
    expect(screen.getByText(/Acme Motors, Leeds/)).not.toBeNull();
    expect(screen.getByText('3 Dec 2026')).not.toBeNull();
    expect(screen.getByText(TRACKING_MESSAGES.basis(12))).not.toBeNull();
    const happened = within(screen.getByRole('region', { name: 'What has happened' })).getAllByRole('listitem');
    expect(happened.map((item) => item.textContent)).toEqual([
      'Awaiting Repair20 Nov 2026, 15:30',
      'Registered2 Nov 2026, 10:00',
    ]);
  });

  it('says when no date can be predicted yet, and that no garage has the car yet', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${API}`]: () =>
        jsonResponse(200, { ...PAGE, status: 'registered', activeStep: 0, garage: null, prediction: null }),
    });
    renderPage();
    expect(await screen.findByText(TRACKING_MESSAGES.noPrediction)).not.toBeNull();
    expect(screen.getByText(TRACKING_MESSAGES.noGarage)).not.toBeNull();
  });

  it('explains a link that no longer works', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${API}`]: () => jsonResponse(410, { message: DRIVER_LINK_MESSAGES.expired }),
    });
    renderPage();
    expect(await screen.findByText(DRIVER_LINK_MESSAGES.expired)).not.toBeNull();
  });
});

import { DRIVER_LINK_MESSAGES, TRACKING_MESSAGES, TRACKING_SOCKET, type TTrackingPage } from '@fixline/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import TrackPage from './track-page.tsx';

/** The tracking socket, driven by the test: what the server would send. */
const socket = vi.hoisted(() => {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  return {
    listeners,
    on: (event: string, listener: () => void) => listeners.set(event, listener),
    disconnect: vi.fn(),
  };
});
vi.mock('socket.io-client', () => ({ io: vi.fn(() => socket) }));

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
    socket.listeners.clear();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('says where the claim is, the next step, the garage, the predicted date with its basis, and what happened', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${API}`]: () => jsonResponse(200, PAGE) });
    renderPage();
    // What the page is for is there while the read is under way, and stays.
    expect(screen.getByText(TRACKING_MESSAGES.about)).not.toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toBeNull();
    expect(await screen.findByText('A garage has been chosen to repair your vehicle.')).not.toBeNull();
    expect(screen.getByText(TRACKING_MESSAGES.about)).not.toBeNull();
    expect(screen.getByText('Claim FX-000042 · BD51 SMR')).not.toBeNull();
    expect(screen.getByText(/The garage contacts you to collect your vehicle or book it in\./)).not.toBeNull();
    expect(screen.getByText(/Acme Motors, Leeds/)).not.toBeNull();
    expect(await screen.findByText('3 Dec 2026')).not.toBeNull();
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
    // A broken link promises nothing about a claim it cannot show.
    expect(screen.queryByText(TRACKING_MESSAGES.about)).toBeNull();
  });

  it('reads the claim again when its socket says it changed, and says the new status aloud', async () => {
    let status: TTrackingPage['status'] = 'awaiting-pickup';
    mockFetchRoutes(fetchMock, { [`GET ${API}`]: () => jsonResponse(200, { ...PAGE, status }) });
    renderPage();
    expect(await screen.findByText('A garage has been chosen to repair your vehicle.')).not.toBeNull();
    expect(screen.queryByText(/Your claim is now/)).toBeNull();
    await waitFor(() => expect(socket.listeners.has(TRACKING_SOCKET.statusChanged)).toBe(true));
    expect(io).toHaveBeenCalledWith(TRACKING_SOCKET.namespace, expect.objectContaining({ auth: { token: TOKEN } }));
    status = 'in-repair';
    // The message is a signal only: what the page shows comes from its read.
    act(() => socket.listeners.get(TRACKING_SOCKET.statusChanged)?.({ anything: 'at all' }));
    expect(await screen.findByText('Your vehicle is being repaired.')).not.toBeNull();
    expect(screen.getByText('Your claim is now In Repair.').getAttribute('role')).toBe('status');
  });
});

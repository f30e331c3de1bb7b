import type { TPartnerCallDelivery } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import IntegrationsPage from './integrations-page.tsx';

const ANSWERED: TPartnerCallDelivery = {
  id: '00000000-0000-4000-8000-0000000000c1',
  partner: 'clickmechanic',
  action: 'send-clickmechanic',
  status: 'answered',
  attempts: 1,
  maxAttempts: 5,
  lastError: null,
  summary: 'Accepted: £105.00, a mechanic on Thu, 3 Dec 2026 (job CM-1)',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:02.000Z',
  claim: { id: '00000000-0000-4000-8000-0000000000a1', reference: 'FX-000012', registration: 'YA19ABC' },
  request: { reference: 'FX-000012', registration: 'YA19ABC', postcode: 'LS1 1AA' },
  answer: { status: 'accepted', price: 10_500, jobId: 'CM-1' },
};
const FAILED: TPartnerCallDelivery = {
  ...ANSWERED,
  id: '00000000-0000-4000-8000-0000000000c2',
  status: 'failed',
  attempts: 1,
  lastError: 'HTTP 422: Postcode outside our service area',
  summary: null,
  answer: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  claim: { id: '00000000-0000-4000-8000-0000000000a2', reference: 'FX-000013', registration: 'AB12CDE' },
};

const ALL = 'GET /api/partner-calls?limit=25&offset=0';
const renderPage = (path = '/integrations') =>
  renderWithApp(<IntegrationsPage />, { user: makeUser('platform', 'SUPER_ADMIN'), path });

describe('integrations page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('lists calls with partner, action, claim link, state, attempts and outcome; opens one’s request and answer', async () => {
    mockFetchRoutes(fetchMock, { [ALL]: () => jsonResponse(200, { items: [FAILED, ANSWERED], total: 2 }) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Partner calls' });
    const rows = within(table).getAllByTestId('partner-call-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(
        'ClickMechanicSend to ClickMechanicFX-000013Failed1 of 5HTTP 422: Postcode outside our service area',
      ),
      expect.stringContaining('ClickMechanicSend to ClickMechanicFX-000012Answered1 of 5Accepted: £105.00'),
    ]);
    expect(screen.getByRole('link', { name: 'Open claim FX-000012' }).getAttribute('href')).toBe(
      `/dashboardClaim/${ANSWERED.claim.id}`,
    );
    // Only the failed call can be retried.
    expect(screen.getAllByRole('button', { name: /^Retry/ })).toHaveLength(1);

    await userEvent.click(
      screen.getByRole('button', { name: 'Show the request and answer of Send to ClickMechanic for FX-000012' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send to ClickMechanic · FX-000012' });
    expect(within(dialog).getByLabelText('Request').textContent).toBe(JSON.stringify(ANSWERED.request, null, 2));
    expect(within(dialog).getByLabelText('Answer').textContent).toBe(JSON.stringify(ANSWERED.answer, null, 2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('retries a failed call with an Idempotency-Key, then reads the list again', async () => {
    let retried = false;
    mockFetchRoutes(fetchMock, {
      [ALL]: () =>
        jsonResponse(200, { items: [retried ? { ...FAILED, status: 'queued', attempts: 0 } : FAILED], total: 1 }),
      [`POST /api/partner-calls/${FAILED.id}/retry`]: () => {
        retried = true;
        return jsonResponse(200, { ...FAILED, status: 'queued', attempts: 0 });
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry Send to ClickMechanic for FX-000013' }));
    const table = await screen.findByRole('table', { name: 'Partner calls' });
    await waitFor(() => expect(within(table).getByText('Queued')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /^Retry/ })).toBeNull();
    expect(fetchCalls(fetchMock).map(({ call }) => call)).toEqual([
      ALL,
      `POST /api/partner-calls/${FAILED.id}/retry`,
      ALL,
    ]);
    const [, init] = fetchMock.mock.calls[1] ?? [];
    expect(new Headers(init?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('filters by partner and status through the address, and says when nothing matches', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/partner-calls?limit=25&offset=0&partner=premia': () => jsonResponse(200, { items: [], total: 0 }),
      'GET /api/partner-calls?limit=25&offset=0&partner=premia&status=failed': () =>
        jsonResponse(200, { items: [], total: 0 }),
    });
    renderPage('/integrations?partner=premia');
    expect(await screen.findByText('No partner calls match')).not.toBeNull();
    expect((screen.getByRole('combobox', { name: 'Partner' }) as HTMLSelectElement).value).toBe('premia');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    await waitFor(() =>
      expect(fetchCalls(fetchMock).at(-1)?.call).toBe(
        'GET /api/partner-calls?limit=25&offset=0&partner=premia&status=failed',
      ),
    );
  });
});

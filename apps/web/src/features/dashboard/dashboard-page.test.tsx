import { CLAIM_LIST_STATUSES, CLAIM_STATUSES } from '@fixline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FetchRoutes, fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeClaimSummary } from '../../test-utils/make-claim-summary.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import DashboardPage from './dashboard-page.tsx';

/** Counts 0, 1, 2 … in status order; median times only for 'registered' (3 days 4 hours); overdue claims. */
function figureRoutes(overdue = 0): FetchRoutes {
  const routes: FetchRoutes = {
    'GET /api/claims?overdue=true&pageSize=1&includeCountAll=true': () =>
      jsonResponse(200, { data: [], count: overdue, countCapped: false }),
  };
  CLAIM_LIST_STATUSES.forEach((status, i) => {
    routes[`GET /api/claims/${status}/count`] = () => jsonResponse(200, { count: i });
  });
  for (const status of CLAIM_STATUSES) {
    const medianSeconds = status === 'registered' ? 3 * 86_400 + 4 * 3600 : null;
    routes[`GET /api/claims/${status}/median-time`] = () =>
      jsonResponse(200, { status, medianSeconds, stays: medianSeconds ? 4 : 0 });
  }
  return routes;
}

function renderDashboard(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/dashboard" element={<DashboardPage />} />
      <Route path="/dashboard/:status" element={<DashboardPage />} />
    </Routes>,
    { user: makeUser('client', 'ADMIN'), path },
  );
}

describe('dashboard page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows a card per status with its count and median time, and the claims requiring attention', async () => {
    mockFetchRoutes(fetchMock, {
      ...figureRoutes(),
      'GET /api/claims/requiring-attention': () =>
        jsonResponse(200, [makeClaimSummary(3, { status: 'awaiting-quote-authorisation', registration: 'YX19ABC' })]),
    });
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).not.toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Claims by status' }));
    const registered = await cards.findByRole('link', { name: /^Registered/ });
    expect(registered.getAttribute('href')).toBe('/dashboard/registered');
    expect(await within(registered).findByText('1')).not.toBeNull();
    expect(await within(registered).findByText('Median time: 3 days 4 hours')).not.toBeNull();
    const paid = cards.getByRole('link', { name: /^Paid/ });
    expect(await within(paid).findByText('Median time: —')).not.toBeNull();
    const raised = cards.getByRole('link', { name: /^Raised issues/ });
    expect(raised.getAttribute('href')).toBe('/dashboard/raised-issues');
    expect(await within(raised).findByText('12')).not.toBeNull();
    expect(cards.getAllByRole('link')).toHaveLength(13);

    const attention = await screen.findByRole('list', { name: 'Requiring attention' });
    const row = within(attention).getByRole('link');
    expect(row.textContent).toContain('YX19 ABC');
    expect(row.getAttribute('href')).toBe('/dashboardClaim/00000000-0000-4000-8000-000000000003');
    // Every figure was asked for at once, not one after another.
    expect(fetchCalls(fetchMock).filter((c) => c.call.endsWith('/count'))).toHaveLength(13);
  });

  it('says how many claims wait for an overdue authorisation, with the way to their list', async () => {
    mockFetchRoutes(fetchMock, {
      ...figureRoutes(2),
      'GET /api/claims/requiring-attention': () => jsonResponse(200, []),
    });
    renderDashboard('/dashboard');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Overdue: 2 claims wait for an authorisation past its deadline.');
    expect(within(notice).getByRole('link', { name: 'Show them' }).getAttribute('href')).toBe('/home?overdue=true');
  });

  it("shows a chosen status's claims with a link to the whole list, and narrows attention to it", async () => {
    mockFetchRoutes(fetchMock, {
      ...figureRoutes(),
      'GET /api/claims/requiring-attention?status=in-repair': () => jsonResponse(200, []),
      'GET /api/claims?status=in-repair&includeCountAll=true': () =>
        jsonResponse(200, {
          data: [makeClaimSummary(6, { status: 'in-repair', registration: 'GF20KLP' })],
          count: 1,
          countCapped: false,
        }),
    });
    renderDashboard('/dashboard/in-repair');
    const section = await screen.findByRole('region', { name: 'In Repair claims' });
    expect(await within(section).findByText('GF20 KLP')).not.toBeNull();
    const seeAll = within(section).getByRole('link', { name: 'See all in the list (1)' });
    expect(seeAll.getAttribute('href')).toBe('/home?status=in-repair');
    expect(await screen.findByText(/Nothing is waiting for you in In Repair/)).not.toBeNull();
    const card = screen.getByRole('link', { name: /^In Repair/ });
    expect(card.getAttribute('aria-current')).toBe('page');
  });

  it('says so when the address names no status', async () => {
    mockFetchRoutes(fetchMock, {});
    renderDashboard('/dashboard/lost');
    expect(screen.getByRole('heading', { level: 1, name: 'Status not found' })).not.toBeNull();
    expect(screen.getByText(/no claim status called ‘lost’/)).not.toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(fetchCalls(fetchMock).filter((c) => c.call === 'GET /api/claims/lost/count')).toHaveLength(0);
  });
});

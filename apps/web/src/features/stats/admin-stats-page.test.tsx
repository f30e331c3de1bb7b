import { DUPLICATE_RULE, type TClaimStats, type TClaimSummary, type TDuplicates } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { CLAIM_ID } from '../../test-utils/make-claim.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import AdminStatsPage from './admin-stats-page.tsx';

const DAY = 86_400;
const OTHER_CLAIM_ID = '00000000-0000-4000-8000-00000000c1a2';
const STATUSES: TClaimStats['statuses'] = {
  statuses: [
    { status: 'registered', count: 4 },
    { status: 'in-repair', count: 2 },
    { status: 'paid', count: 1 },
  ],
  raisedIssues: 2,
};
const createdPerDay = (days: number): TClaimStats['created-per-day'] => ({
  days: Array.from({ length: days }, (_, i) => ({
    date: new Date(Date.UTC(2026, 0, 1) + i * DAY * 1000).toISOString().slice(0, 10),
    count: i === 0 ? 3 : 1,
  })),
});
const CYCLE: TClaimStats['cycle-time'] = {
  paid: 5,
  medianSeconds: 12.5 * DAY,
  p90Seconds: 40 * DAY,
  buckets: [
    { bucket: '0–7 days', count: 1 },
    { bucket: '8–14 days', count: 3 },
    { bucket: 'over 60 days', count: 1 },
  ],
};
const org = (id: string, name: string, claims: number, median: number | null) => ({
  id: `00000000-0000-4000-8000-0000000000${id}`,
  name,
  claims,
  open: claims - 1,
  paid: 1,
  medianCycleSeconds: median,
});
const ORGANISATIONS: TClaimStats['organisations'] = {
  clients: [org('c1', 'Acme Insurance', 3, DAY), org('c2', 'Harbour Fleet', 9, null)],
  repairers: [org('r1', 'Riverside Motors', 4, 2 * DAY)],
};
const claimSummary: TClaimSummary = {
  id: CLAIM_ID,
  reference: 'FX-000042',
  status: 'registered',
  track: 'business',
  type: 'repair',
  registration: 'AB12CDE',
  make: 'Ford',
  model: 'Focus',
  customerName: 'Dana Whitfield',
  clientOrganisation: { id: CLAIM_ID, name: 'Acme Insurance' },
  repairerOrganisation: null,
  labels: [],
  costs: {},
  issueRaised: false,
  authorisationDueAt: null,
  incidentDate: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
};
const DUPLICATES: TDuplicates = {
  rule: DUPLICATE_RULE,
  count: 1,
  data: [
    {
      reason: 'same-registration',
      key: 'AB12CDE',
      claims: [claimSummary, { ...claimSummary, id: OTHER_CLAIM_ID, reference: 'FX-000043' }],
    },
  ],
};

function statsRoutes(lastDays: number) {
  return {
    [`GET /api/claims/stats/created-per-day?lastDays=${lastDays}`]: () => jsonResponse(200, createdPerDay(lastDays)),
    [`GET /api/claims/stats/cycle-time?lastDays=${lastDays}`]: () => jsonResponse(200, CYCLE),
    [`GET /api/claims/stats/organisations?lastDays=${lastDays}`]: () => jsonResponse(200, ORGANISATIONS),
  };
}

const region = (name: string) => screen.getByRole('region', { name });

describe('admin statistics page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the figures, each chart with its numbers as a table, and the duplicates to a super admin', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims/stats/statuses': () => jsonResponse(200, STATUSES),
      ...statsRoutes(30),
      'GET /api/claims/duplicates?limit=20&skip=0': () => jsonResponse(200, DUPLICATES),
    });
    renderWithApp(<AdminStatsPage />, { user: makeUser('platform', 'SUPER_ADMIN'), path: '/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).not.toBeNull();

    await waitFor(() => expect(screen.getByTestId('figure-claims').textContent).toBe('7Claims'));
    expect(screen.getByTestId('figure-issues').textContent).toBe('2Open issues');
    await waitFor(() => expect(screen.getByTestId('figure-created').textContent).toBe('32Created in the last 30 days'));
    expect(screen.getByTestId('figure-paid').textContent).toBe('5Paid in the last 30 days');

    // Every status in the workflow's order with the spec's labels, those without claims as 0.
    const statusTable = await within(region('Claims per status')).findByRole('table', { name: 'Claims per status' });
    const statusRows = within(statusTable)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(statusRows).toHaveLength(13);
    expect(statusRows).toContain('Registered4');
    expect(statusRows).toContain('Awaiting Repair0');

    const cycle = region('Cycle time');
    await waitFor(() => expect(within(cycle).getByTestId('cycle-median').textContent).toContain('12.5 days'));
    expect(within(cycle).getByTestId('cycle-p90').textContent).toContain('40 days');
    const buckets = within(cycle).getByRole('table').querySelectorAll('tbody tr');
    expect([...buckets].map((row) => row.textContent)).toEqual([
      '0–7 days1',
      '8–14 days3',
      '15–30 days0',
      '31–60 days0',
      'over 60 days1',
    ]);

    const clients = await within(region('Clients')).findByRole('table', { name: 'Claims per client' });
    expect([...clients.querySelectorAll('tbody tr')].map((row) => row.textContent)).toEqual([
      'Harbour Fleet981—',
      'Acme Insurance3211 day',
    ]);

    const duplicates = region('Possible duplicates');
    expect(duplicates.textContent).toContain(DUPLICATE_RULE);
    expect(await within(duplicates).findByRole('heading', { name: 'Same registration: AB12 CDE' })).not.toBeNull();
    expect(within(duplicates).getByRole('link', { name: 'FX-000043' }).getAttribute('href')).toBe(
      `/dashboardClaim/${OTHER_CLAIM_ID}`,
    );
  });

  it('puts the table on screen instead of the chart at the toggle', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims/stats/statuses': () => jsonResponse(200, STATUSES),
      ...statsRoutes(30),
    });
    renderWithApp(<AdminStatsPage />, { user: makeUser('client', 'ADMIN'), path: '/admin' });
    const section = region('Claims per status');
    const toggle = await within(section).findByRole('button', { name: 'Show as table' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(within(section).getByTestId('chart')).not.toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(within(section).queryByTestId('chart')).toBeNull();
    expect(within(section).getByRole('table', { name: 'Claims per status' })).not.toBeNull();
  });

  it('reads the window from the address and changes it there, without duplicates for a client admin', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims/stats/statuses': () => jsonResponse(200, STATUSES),
      ...statsRoutes(7),
      ...statsRoutes(90),
    });
    renderWithApp(<AdminStatsPage />, { user: makeUser('client', 'ADMIN'), path: '/admin?lastDays=7' });
    const window = await screen.findByRole('group', { name: 'Show the last' });
    expect(within(window).getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('figure-created').textContent).toBe('9Created in the last 7 days'));
    await userEvent.click(within(window).getByRole('button', { name: '90 days' }));
    await waitFor(() =>
      expect(fetchCalls(fetchMock).map((c) => c.call)).toContain('GET /api/claims/stats/cycle-time?lastDays=90'),
    );
    await waitFor(() => expect(screen.getByTestId('figure-created').textContent).toBe('92Created in the last 90 days'));
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).toBeNull();
    expect(fetchCalls(fetchMock).some((c) => c.call.includes('duplicates'))).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeClaimSummary } from '../../test-utils/make-claim-summary.ts';
import { makeMarketplaceSummary, makeMyBid } from '../../test-utils/make-marketplace.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { claimListApiPath } from '../claim-lists/claim-list-search.ts';
import MarketplaceListPage from './marketplace-list-page.tsx';
import RepairHomePage from './repair-home-page.tsx';

const near = makeMarketplaceSummary(7, { distanceKm: 3.2, bidCount: 1, myBidState: 'live' });
const closed = makeMarketplaceSummary(8, { biddingClosesAt: '2026-01-01T00:00:00.000Z', bidCount: 0 });
const job = makeClaimSummary(9, { status: 'in-repair', reference: 'FX-000009' });
const jobs = (status: string) => claimListApiPath({ status, pageSize: '10' });

function homeRoutes(marketplace = [near, closed], total = { count: 12, countCapped: false }) {
  return {
    'GET /api/marketplace/count': () => jsonResponse(200, total),
    'GET /api/marketplace/bids': () =>
      jsonResponse(200, { data: [makeMyBid(1, { amount: 32_000 }), makeMyBid(2, { state: 'lost' })] }),
    [`GET ${jobs('awaiting-pickup')}`]: () => jsonResponse(200, { data: [], count: 0, countCapped: false }),
    [`GET ${jobs('in-repair')}`]: () => jsonResponse(200, { data: [job], count: 1, countCapped: false }),
    'GET /api/marketplace/claims?sort=distance&pageSize=5': () =>
      jsonResponse(200, { data: marketplace, total: total.count, totalCapped: total.countCapped }),
    'GET /api/marketplace/claims?need=ev&sort=distance&page=0&pageSize=5': () =>
      jsonResponse(200, { data: [], total: 0, totalCapped: false }),
  };
}

describe('Repair home', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('counts the open claims, live bids and jobs at the top', async () => {
    mockFetchRoutes(fetchMock, homeRoutes());
    renderWithApp(<RepairHomePage />, { user: makeUser('repairer', 'USER'), path: '/repairerHome' });
    expect(screen.getByRole('heading', { level: 1, name: 'Repair home' })).not.toBeNull();
    await waitFor(() => expect(screen.getByTestId('count-open').textContent).toBe('12Open to bid'));
    await waitFor(() => expect(screen.getByTestId('count-live-bids').textContent).toBe('1My live bids'));
    await waitFor(() => expect(screen.getByTestId('count-in-repair').textContent).toBe('1In repair'));
    expect(screen.getByTestId('count-awaiting').textContent).toBe('0Awaiting repair');
  });

  it('says "1,000+" and "more than 1,000" where the server stopped counting (decision 0075)', async () => {
    mockFetchRoutes(fetchMock, homeRoutes([near, closed], { count: 1000, countCapped: true }));
    renderWithApp(<RepairHomePage />, { user: makeUser('repairer', 'USER'), path: '/repairerHome' });
    await waitFor(() => expect(screen.getByTestId('count-open').textContent).toBe('1,000+Open to bid'));
    expect(await screen.findByText('Showing 2 of more than 1,000.')).not.toBeNull();
  });

  it('lists the marketplace near the garage: miles, bids, its bid state, closing, each opening the claim', async () => {
    mockFetchRoutes(fetchMock, homeRoutes());
    renderWithApp(<RepairHomePage />, { user: makeUser('repairer', 'USER'), path: '/repairerHome' });
    const list = await screen.findByRole('list', { name: 'Marketplace near me' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'FX-000007' }).getAttribute('href')).toBe(
      `/marketplace/claims/${near.id}`,
    );
    expect(within(first).getByText('LS1 · 1.99 miles')).not.toBeNull();
    expect(within(first).getByText('1 bid')).not.toBeNull();
    expect(within(first).getByText('Live')).not.toBeNull();
    expect(within(first).getByText('Repair · Needs: Bodywork')).not.toBeNull();
    expect(within(second).getByText('Bidding closed')).not.toBeNull();
    expect(within(second).getByText('0 bids')).not.toBeNull();
    expect(screen.getByText('Showing 2 of 12.')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'The whole marketplace' }).getAttribute('href')).toBe(
      '/marketplace/in-marketplace',
    );
  });

  it('asks the API again with a chosen filter, and says when nothing matches', async () => {
    mockFetchRoutes(fetchMock, homeRoutes());
    renderWithApp(<RepairHomePage />, { user: makeUser('repairer', 'USER'), path: '/repairerHome' });
    await screen.findByRole('list', { name: 'Marketplace near me' });
    await userEvent.selectOptions(screen.getByLabelText('Repair need'), 'ev');
    expect(await screen.findByText(/No claims to bid on match these filters/)).not.toBeNull();
    expect(fetchCalls(fetchMock).map((c) => c.call)).toContain(
      'GET /api/marketplace/claims?need=ev&sort=distance&page=0&pageSize=5',
    );
  });

  it('lists its bids with their states, and its jobs opening at /marketplace/claims', async () => {
    mockFetchRoutes(fetchMock, homeRoutes());
    renderWithApp(<RepairHomePage />, { user: makeUser('bodyshop', 'USER'), path: '/bodyshopHome' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bodyshop home' })).not.toBeNull();
    const bids = await screen.findByRole('list', { name: 'My bids' });
    const [live, lost] = within(bids).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(live).getByText('Live')).not.toBeNull();
    expect(within(live).getByText(/£320.00 · 5 days from/)).not.toBeNull();
    expect(within(lost).getByText('Not chosen')).not.toBeNull();
    const inRepair = await screen.findByRole('list', { name: 'In repair' });
    expect(within(inRepair).getByRole('link').getAttribute('href')).toBe(`/marketplace/claims/${job.id}`);
    expect(screen.getByText('None at the moment.')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'The whole marketplace' }).getAttribute('href')).toBe(
      '/marketplace/bodyshop-marketplace',
    );
  });
});

describe('marketplace list page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('reads its search from the address, ignores what is not a choice, and pages through the API', async () => {
    const rows = Array.from({ length: 25 }, (_, n) => makeMarketplaceSummary(n + 1));
    mockFetchRoutes(fetchMock, {
      'GET /api/marketplace/claims?type=repair&maxMiles=25&sort=closing&page=0&pageSize=25': () =>
        jsonResponse(200, { data: rows, total: 30, totalCapped: false }),
      'GET /api/marketplace/claims?type=repair&maxMiles=25&sort=closing&page=1&pageSize=25': () =>
        jsonResponse(200, { data: rows.slice(0, 5), total: 30, totalCapped: false }),
      'GET /api/marketplace/near-misses': () => jsonResponse(200, { data: [] }),
    });
    renderWithApp(<MarketplaceListPage />, {
      user: makeUser('repairer', 'USER'),
      path: '/marketplace/claims?type=repair&need=teleporting&maxMiles=25&sort=closing',
    });
    const list = await screen.findByRole('list', { name: 'Claims to bid on' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(screen.getByLabelText<HTMLSelectElement>('Order').value).toBe('closing');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Claims to bid on' })).getAllByRole('listitem')).toHaveLength(5),
    );
  });

  it('pages on past a capped total, and says so (decision 0075)', async () => {
    const rows = Array.from({ length: 25 }, (_, n) => makeMarketplaceSummary(n + 1));
    mockFetchRoutes(fetchMock, {
      'GET /api/marketplace/claims?sort=distance&page=0&pageSize=25': () =>
        jsonResponse(200, { data: rows, total: 1000, totalCapped: true }),
      'GET /api/marketplace/near-misses': () => jsonResponse(200, { data: [] }),
    });
    renderWithApp(<MarketplaceListPage />, { user: makeUser('repairer', 'USER'), path: '/marketplace/claims' });
    expect(await screen.findByText('1–25 of more than 1,000')).not.toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Go to next page' }).disabled).toBe(false);
  });

  it('lists the claims near the garage that its settings keep out, and why', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/marketplace/claims?sort=distance&page=0&pageSize=25': () =>
        jsonResponse(200, { data: [], total: 0, totalCapped: false }),
      'GET /api/marketplace/near-misses': () =>
        jsonResponse(200, {
          data: [
            {
              postcodeDistrict: 'CA1',
              type: 'repair',
              needs: ['mobile'],
              distanceKm: 4.023,
              radiusKm: 32.187,
              reasons: ['needs'],
              missingNeeds: ['mobile'],
            },
            {
              postcodeDistrict: 'CA11',
              type: 'repair',
              needs: [],
              distanceKm: 28.164,
              radiusKm: 16.093,
              reasons: ['radius'],
              missingNeeds: [],
            },
          ],
        }),
    });
    renderWithApp(<MarketplaceListPage />, { user: makeUser('repairer', 'ADMIN'), path: '/marketplace/claims' });
    const list = await screen.findByRole('list', { name: 'Claims near you that your settings keep out' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Repair in CA1, 2.50 miles away: needs Mobile repairs, which you do not offer',
      'Repair in CA11, 17.50 miles away: beyond your radius of 10.00 miles',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Near you, but outside your settings' })).not.toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { CLAIM_ID, makeClaim } from '../../test-utils/make-claim.ts';
import { makeRankedBid, makeScore } from '../../test-utils/make-marketplace.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import ClaimPage from '../claims/claim-page.tsx';

const base = `/api/claims/${CLAIM_ID}`;
const cheap = makeRankedBid(1, {
  amount: 40_000,
  note: 'OEM parts',
  score: makeScore({
    total: 71.5,
    price: 100,
    speed: 80,
    cycleTimeDays: 4,
    rating: 4.5,
    ratingCount: 12,
    distanceKm: 10,
  }),
});
const DOCUMENT_ID = '00000000-0000-4000-8000-0000000000f1';
const dear = makeRankedBid(2, { amount: 90_000, documentId: DOCUMENT_ID, documentName: 'Garage 2 quote.pdf' });
const bidList = (overrides = {}) => ({
  data: [dear, cheap],
  canChoose: true,
  authorisedCostRepairer: 50_000,
  pendingBidId: null,
  ...overrides,
});

function renderClaim(user = makeUser('client', 'ADMIN'), claim = makeClaim({ status: 'bidding' })) {
  return renderWithApp(
    <Routes>
      <Route path="/dashboardClaim/:claimId" element={<ClaimPage />} />
    </Routes>,
    { user, path: `/dashboardClaim/${claim.id}` },
  );
}

/** The section is a chunk of its own: its first import in a run may take longer than a query's wait. */
const findBids = () => screen.findByRole('list', { name: 'Bids, best score first' }, { timeout: 5000 });

describe('bids compared on the claim page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  let current = makeClaim({ status: 'bidding' });
  const near = (name: string, extra: object) => ({
    organisation: { id: `00000000-0000-4000-8000-0000000000${name.length}0`, name },
    distanceKm: 3.219,
    radiusKm: 16.093,
    offered: false,
    reasons: [],
    missingNeeds: [],
    ...extra,
  });
  const REACH = {
    offered: 2,
    placed: true,
    nearby: [
      near('Acme Motors', { offered: true }),
      near('Riverside Autos', { distanceKm: 28.164, reasons: ['radius'] }),
      near('Crown Body Repairs', { reasons: ['needs'], missingNeeds: ['ev'] }),
    ],
  };
  const routes = (claim = makeClaim({ status: 'bidding' }), bids = bidList(), reach: object = REACH) => ({
    [`GET ${base}`]: () => jsonResponse(200, claim),
    // A super admin reads deleted claims too.
    [`GET ${base}?includeDeletedClaims=true`]: () => jsonResponse(200, claim),
    [`GET ${base}/images`]: () => jsonResponse(200, []),
    [`GET ${base}/bids`]: () => jsonResponse(200, bids),
    [`GET ${base}/reach`]: () => jsonResponse(200, reach),
    [`GET /api/images/${DOCUMENT_ID}`]: () =>
      jsonResponse(200, { url: 'https://files.example/garage-2-quote.pdf', contentType: 'application/pdf' }),
  });

  it('ranks the bids by score and shows each part with what it was measured from', async () => {
    mockFetchRoutes(fetchMock, routes());
    renderClaim();
    const list = await findBids();
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: '1. Garage 1' })).not.toBeNull();
    expect(within(first).getByText('Score 71.5 of 100')).not.toBeNull();
    expect(within(first).getByText('£400.00')).not.toBeNull();
    expect(within(first).getByText('OEM parts')).not.toBeNull();
    expect(within(first).getByText('80.0 · cycle time 4 days')).not.toBeNull();
    expect(within(first).getByText('50.0 · rating 4.5 of 5 from 12 ratings')).not.toBeNull();
    expect(within(first).getByText('50.0 · 6.21 miles')).not.toBeNull();
    expect(within(second).getByRole('heading', { name: '2. Garage 2' })).not.toBeNull();
    expect(within(second).getAllByText(/neutral: no history yet/)).toHaveLength(2);
    // The bidder's own document, opened from its signed address in a new tab.
    const document = await within(second).findByRole('link', { name: 'Open Garage 2 quote.pdf' });
    await waitFor(() => expect(document.getAttribute('href')).toBe('https://files.example/garage-2-quote.pdf'));
    expect(document.textContent).toContain('Garage 2 quote.pdf');
    expect(screen.getByText(/Authorised repair cost: £500.00/)).not.toBeNull();
  });

  it('says how many garages can bid, and why each garage near the claim cannot', async () => {
    mockFetchRoutes(fetchMock, routes(makeClaim({ status: 'bidding' }), bidList({ data: [] })));
    renderClaim();
    expect(await screen.findByText('2 garages can see this claim and bid.', {}, { timeout: 5000 })).not.toBeNull();
    const kept = screen.getByRole('list', { name: 'Garages near it that cannot bid' });
    expect(
      within(kept)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Riverside Autos, 17.50 miles away: outside its radius of 10.00 miles',
      'Crown Body Repairs, 2.00 miles away: does not offer Electric vehicles',
    ]);
    expect(screen.getByRole('link', { name: 'Change what the repair needs' }).getAttribute('href')).toBe(
      `/modifyclaim/${CLAIM_ID}`,
    );
    expect(screen.getByText('No bids yet.')).not.toBeNull();
  });

  it('warns when no garage can see the claim at all', async () => {
    mockFetchRoutes(
      fetchMock,
      routes(makeClaim({ status: 'in-marketplace' }), bidList({ data: [] }), { offered: 0, placed: true, nearby: [] }),
    );
    renderClaim();
    expect(
      await screen.findByText(
        /No garage can see this claim, so no bid can come\. No garage has a site within 50 miles/,
        {},
        { timeout: 5000 },
      ),
    ).not.toBeNull();
  });

  it('chooses a bid after asking: approve-for-repair with its id', async () => {
    current = makeClaim({ status: 'bidding' });
    mockFetchRoutes(fetchMock, {
      ...routes(),
      [`GET ${base}`]: () => jsonResponse(200, current),
      [`POST ${base}/approve-for-repair`]: () => {
        current = makeClaim({ status: 'awaiting-pickup' });
        return jsonResponse(200, { status: current.status, claim: current });
      },
    });
    renderClaim();
    const list = await findBids();
    await userEvent.click(within(list).getAllByRole('button', { name: 'Choose this bid' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Choose this bid' });
    expect(within(dialog).getByText(/Garage 1 for £400.00/)).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose this bid' }));
    expect(await screen.findByText('Claim is now Awaiting Repair')).not.toBeNull();
    expect(fetchCalls(fetchMock).find((c) => c.call === `POST ${base}/approve-for-repair`)?.body).toEqual({
      bidId: cheap.id,
    });
    // The claim has left bidding: its bids are no longer compared.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bids' })).toBeNull());
  });

  it("shows the server's message when a bid is above the authorised cost (409)", async () => {
    const message = 'This bid is above the authorised repair cost of £500.00: request bid authorisation instead';
    mockFetchRoutes(fetchMock, {
      ...routes(),
      [`POST ${base}/approve-for-repair`]: () => jsonResponse(409, { message }),
    });
    renderClaim();
    const list = await findBids();
    await userEvent.click(within(list).getAllByRole('button', { name: 'Choose this bid' })[1] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Choose this bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose this bid' }));
    expect(await screen.findByText(message)).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no choice to whoever may not choose, nor "Ask for authorisation" to a client', async () => {
    mockFetchRoutes(fetchMock, routes(makeClaim({ status: 'bidding' }), bidList({ canChoose: false })));
    renderClaim();
    await findBids();
    expect(screen.queryByRole('button', { name: 'Choose this bid' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for authorisation' })).toBeNull();
  });

  it("lets a super admin ask for a bid's authorisation, the bid's amount as the repairer cost, in pence", async () => {
    const claim = makeClaim({ status: 'bidding', allowedActions: ['request-bid-authorisation'] });
    mockFetchRoutes(fetchMock, {
      ...routes(claim),
      [`POST ${base}/request-bid-authorisation`]: () =>
        jsonResponse(200, {
          status: 'awaiting-bid-authorisation',
          claim: makeClaim({ status: 'awaiting-bid-authorisation' }),
        }),
    });
    renderClaim(makeUser('platform', 'SUPER_ADMIN'), claim);
    const list = await findBids();
    const second = within(list).getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(second).getByRole('button', { name: 'Ask for authorisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for authorisation' });
    const repairerCost = within(dialog).getByLabelText<HTMLInputElement>('Repairer cost (required)');
    expect(repairerCost.value).toBe('900.00');
    await userEvent.type(within(dialog).getByLabelText('Client cost (required)'), '1,080');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask for authorisation' }));
    expect(await screen.findByText('Claim is now Awaiting Bid Authorisation')).not.toBeNull();
    expect(fetchCalls(fetchMock).find((c) => c.call === `POST ${base}/request-bid-authorisation`)?.body).toEqual({
      bidId: dear.id,
      cost: 108_000,
      costRepairer: 90_000,
      documentId: dear.documentId,
    });
  });

  it('is not shown to a repairer, nor once the claim has left the marketplace', async () => {
    mockFetchRoutes(fetchMock, routes(makeClaim({ status: 'awaiting-pickup' })));
    renderClaim(makeUser('client', 'ADMIN'), makeClaim({ status: 'awaiting-pickup' }));
    await screen.findByRole('region', { name: 'Vehicle' });
    expect(screen.queryByRole('region', { name: 'Bids' })).toBeNull();
    expect(fetchCalls(fetchMock).map((c) => c.call)).not.toContain(`GET ${base}/bids`);
  });
});

import { VALIDATION_MESSAGES } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { CLAIM_ID, makeClaim } from '../../test-utils/make-claim.ts';
import { makeBid, makeMarketplaceClaim } from '../../test-utils/make-marketplace.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import MarketplaceClaimPage from './marketplace-claim-page.tsx';

// Storage takes every PUT at once here: the upload's own steps are claim-file-uploader.test.tsx's.
vi.mock('../files/put-object.ts', () => ({ putObject: async () => undefined }));

const view = `/api/marketplace/claims/${CLAIM_ID}`;
const bidPath = `/api/claims/${CLAIM_ID}/bid`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function renderPage() {
  return renderWithApp(
    <Routes>
      <Route path="/marketplace/claims/:claimId" element={<MarketplaceClaimPage />} />
    </Routes>,
    { user: makeUser('repairer', 'USER'), path: `/marketplace/claims/${CLAIM_ID}` },
  );
}

describe('marketplace claim page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the redacted claim: vehicle, damage, needs, district, miles, closing time and bid count, no customer', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${view}`]: () => jsonResponse(200, makeMarketplaceClaim()) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim FX-000042' })).not.toBeNull();
    const where = screen.getByRole('region', { name: 'Where and when' });
    expect(within(where).getByText('LS1')).not.toBeNull();
    expect(within(where).getByText('6.21 miles')).not.toBeNull();
    expect(within(where).getByText('2')).not.toBeNull();
    expect(within(screen.getByRole('region', { name: 'Damage' })).getByText('Bodywork')).not.toBeNull();
    expect(within(screen.getByRole('region', { name: 'Vehicle' })).getByText('AB12 CDE')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Customer' })).toBeNull();
    expect(screen.getByText(/^Closes /)).not.toBeNull();
  });

  it('opens a photo at full size, turns to the next and zooms in, as the insurer’s viewer does', async () => {
    const [first, second] = ['00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-0000000000a2'];
    const claim = makeMarketplaceClaim({ images: [first, second], thumbnails: [first] });
    const image = (id: string, size: string) => () =>
      jsonResponse(200, { url: `https://files.example/${id}-${size}.jpg`, contentType: 'image/jpeg' });
    mockFetchRoutes(fetchMock, {
      [`GET ${view}`]: () => jsonResponse(200, claim),
      [`GET /api/images/${first}?width=320`]: image(first, 'thumbnail'),
      [`GET /api/images/${first}`]: image(first, 'full'),
      [`GET /api/images/${second}`]: image(second, 'full'),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Open photo Photo 1 of the damage' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photo 1 of the damage' });
    expect(within(viewer).getByText('1 of 2')).not.toBeNull();
    await waitFor(() =>
      expect(within(viewer).getByRole('img').getAttribute('src')).toBe(`https://files.example/${first}-full.jpg`),
    );
    await userEvent.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByRole('button', { name: 'Fit to screen' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of the damage' })).not.toBeNull();
    // A bidder knows a photo by its number: no uploader, no size, no delete.
    expect(within(viewer).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(viewer).getByRole('button', { name: 'Zoom in' })).not.toBeNull();
  });

  it('says "Bidding closed" once the window has passed', async () => {
    const closed = makeMarketplaceClaim({ biddingClosesAt: '2026-01-01T00:00:00.000Z', canBid: false });
    mockFetchRoutes(fetchMock, { [`GET ${view}`]: () => jsonResponse(200, closed) });
    renderPage();
    expect(await screen.findByText('Bidding closed')).not.toBeNull();
    expect(screen.getByText('Bidding has closed on this claim.')).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'Place a bid' })).toBeNull();
  });

  it.each([
    ['', VALIDATION_MESSAGES.required],
    ['twelve', VALIDATION_MESSAGES.number],
    ['-5', VALIDATION_MESSAGES.positive],
  ])('says what is wrong with the amount %j in the spec words (5), and sends nothing', async (typed, message) => {
    mockFetchRoutes(fetchMock, { [`GET ${view}`]: () => jsonResponse(200, makeMarketplaceClaim()) });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Place a bid' });
    const amount = within(form).getByLabelText('Amount (required)');
    if (typed) await userEvent.type(amount, typed);
    await userEvent.type(within(form).getByLabelText('Repair days (required)'), '4');
    await userEvent.click(within(form).getByRole('button', { name: 'Place bid' }));
    expect(await within(form).findByText(message)).not.toBeNull();
    expect(fetchCalls(fetchMock).map((c) => c.call)).toEqual([`GET ${view}`]);
  });

  it('labels the required fields and asks for the repair days', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${view}`]: () => jsonResponse(200, makeMarketplaceClaim()) });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Place a bid' });
    for (const label of ['Amount', 'Repair days', 'Earliest start date', 'Valid until']) {
      expect(within(form).getByLabelText(`${label} (required)`)).not.toBeNull();
    }
    expect(within(form).getByLabelText('Note')).not.toBeNull();
    await userEvent.type(within(form).getByLabelText('Amount (required)'), '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Place bid' }));
    expect(await within(form).findByText(VALIDATION_MESSAGES.required)).not.toBeNull();
  });

  it('sends the pounds typed as pence with the dates and note, then confirms at /marketplace/bid/created', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${view}`]: () => jsonResponse(200, makeMarketplaceClaim()),
      [`PUT ${bidPath}`]: () => jsonResponse(200, makeBid(1)),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Place a bid' });
    await userEvent.type(within(form).getByLabelText('Amount (required)'), '1,234.50');
    await userEvent.type(within(form).getByLabelText('Repair days (required)'), '6');
    await userEvent.type(within(form).getByLabelText('Note'), '  OEM parts  ');
    await userEvent.click(within(form).getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/marketplace/bid/created'));
    expect(JSON.parse(screen.getByTestId('location').dataset.state ?? 'null')).toEqual({
      claimId: CLAIM_ID,
      reference: 'FX-000042',
    });
    const put = fetchCalls(fetchMock).find((c) => c.call === `PUT ${bidPath}`);
    expect(put?.body).toEqual({
      amount: 123_450,
      earliestStartDate: inDays(1),
      repairDays: 6,
      validUntil: inDays(7),
      note: 'OEM parts',
    });
  });

  it('puts the garage’s own quote on the claim first, then bids naming it, and keeps it when the bid changes', async () => {
    const DOCUMENT_ID = '00000000-0000-4000-8000-0000000000d1';
    const query = new URLSearchParams({ format: 'application/pdf', size: '4' });
    mockFetchRoutes(fetchMock, {
      [`GET ${view}`]: () => jsonResponse(200, makeMarketplaceClaim()),
      [`GET /api/images/auth/sign-s3?${query}`]: () =>
        jsonResponse(200, {
          signedRequest: '/api/storage/objects/k?signature=x',
          headers: {},
          s3Key: 'claims/x/quote.pdf',
          path: '/api/storage/objects/k',
          expiresAt: '2026-01-01T00:00:00.000Z',
        }),
      [`POST /api/claims/${CLAIM_ID}/images`]: () => jsonResponse(201, { id: DOCUMENT_ID }),
      [`PUT ${bidPath}`]: () => jsonResponse(200, makeBid(1, { documentId: DOCUMENT_ID })),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Place a bid' });
    await userEvent.type(within(form).getByLabelText('Amount (required)'), '300');
    await userEvent.type(within(form).getByLabelText('Repair days (required)'), '3');
    const chooser = within(form).getByLabelText('Your quote (PDF or photo), optional: only the client sees it');
    await userEvent.upload(chooser, new File(['%PDF'], 'acme-quote.pdf', { type: 'application/pdf' }));
    expect(within(form).getByText('acme-quote.pdf')).not.toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Place bid' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/marketplace/bid/created'));
    const calls = fetchCalls(fetchMock);
    expect(calls.find((c) => c.call === `POST /api/claims/${CLAIM_ID}/images`)?.body).toEqual({
      contentType: 'application/pdf',
      name: 'acme-quote.pdf',
      s3Key: 'claims/x/quote.pdf',
    });
    expect(calls.find((c) => c.call === `PUT ${bidPath}`)?.body).toMatchObject({ documentId: DOCUMENT_ID });
  });

  it('keeps a live bid’s document when the bid changes without another chosen', async () => {
    const DOCUMENT_ID = '00000000-0000-4000-8000-0000000000d2';
    const live = makeBid(1, { documentId: DOCUMENT_ID, documentName: 'acme-quote.pdf' });
    mockFetchRoutes(fetchMock, {
      [`GET ${view}`]: () => jsonResponse(200, makeMarketplaceClaim({ myBid: live })),
      [`PUT ${bidPath}`]: () => jsonResponse(200, live),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Change your bid' });
    expect(within(form).getByText('Attached: acme-quote.pdf')).not.toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Change bid' }));
    expect(await screen.findByText('Your bid has been changed')).not.toBeNull();
    expect(fetchCalls(fetchMock).find((c) => c.call === `PUT ${bidPath}`)?.body).toMatchObject({
      documentId: DOCUMENT_ID,
    });
  });

  it('shows a refused bid in the server words and stays on the form', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${view}`]: () => jsonResponse(200, makeMarketplaceClaim()),
      [`PUT ${bidPath}`]: () => jsonResponse(409, { message: 'Bids are closed on this claim' }),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Place a bid' });
    await userEvent.type(within(form).getByLabelText('Amount (required)'), '300');
    await userEvent.type(within(form).getByLabelText('Repair days (required)'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Place bid' }));
    expect(await within(form).findByText('Bids are closed on this claim')).not.toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(`/marketplace/claims/${CLAIM_ID}`);
  });

  it('changes a live bid in place, and withdraws it after asking', async () => {
    const live = makeBid(1, { amount: 45_000, repairDays: 5 });
    let current = makeMarketplaceClaim({ myBid: live });
    mockFetchRoutes(fetchMock, {
      [`GET ${view}`]: () => jsonResponse(200, current),
      [`PUT ${bidPath}`]: () => jsonResponse(200, { ...live, amount: 40_000 }),
      [`DELETE ${bidPath}`]: () => {
        current = makeMarketplaceClaim({ myBid: { ...live, state: 'withdrawn' } });
        return jsonResponse(204);
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Change your bid' });
    const amount = within(form).getByLabelText<HTMLInputElement>('Amount (required)');
    expect(amount.value).toBe('450.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.click(within(form).getByRole('button', { name: 'Change bid' }));
    expect(await screen.findByText('Your bid has been changed')).not.toBeNull();
    expect(fetchCalls(fetchMock).find((c) => c.call === `PUT ${bidPath}`)?.body).toMatchObject({
      amount: 40_000,
      repairDays: 5,
    });

    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw bid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw bid' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw bid' }));
    expect(await screen.findByText('Your bid has been withdrawn')).not.toBeNull();
    expect(fetchCalls(fetchMock).map((c) => c.call)).toContain(`DELETE ${bidPath}`);
    // Withdrawn, the bid may be placed again while the claim is open.
    expect(await screen.findByRole('form', { name: 'Place a bid' })).not.toBeNull();
  });

  it('tells a losing bidder the claim went to another bid, without a form', async () => {
    // The server sends a losing bidder the claim as its bid knew it, never its later status (issue 46).
    const lost = makeMarketplaceClaim({
      status: 'bidding',
      canBid: false,
      myBid: makeBid(1, { state: 'lost' }),
    });
    mockFetchRoutes(fetchMock, { [`GET ${view}`]: () => jsonResponse(200, lost) });
    renderPage();
    expect(await screen.findByText('Another bid was chosen for this claim. Thank you for bidding.')).not.toBeNull();
    expect(screen.getByText('Not chosen')).not.toBeNull();
    expect(screen.queryByText('Awaiting Repair')).toBeNull();
    // Bidding is over for it: neither the claim's 'Bidding' nor a closing time still to come.
    expect(screen.getByText('Bidding closed')).not.toBeNull();
    expect(screen.queryByText('Bidding')).toBeNull();
    expect(screen.queryByText(/^Closes /)).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it("shows the full claim page once the claim is the organisation's job", async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${view}`]: () => jsonResponse(200, makeMarketplaceClaim({ assignedToMe: true, status: 'awaiting-pickup' })),
      [`GET /api/claims/${CLAIM_ID}`]: () =>
        jsonResponse(200, makeClaim({ status: 'awaiting-pickup', customerName: 'Dana Whitfield' })),
      [`GET /api/claims/${CLAIM_ID}/images`]: () => jsonResponse(200, []),
    });
    renderPage();
    // The claim page is a chunk of its own: its first import in a run may take longer than a query's wait.
    const customer = await screen.findByRole('region', { name: 'Customer' }, { timeout: 5000 });
    expect(within(customer).getByText('Dana Whitfield')).not.toBeNull();
    expect(screen.queryByRole('form', { name: 'Place a bid' })).toBeNull();
  });

  it('answers Not found when neither the marketplace nor the claims know the claim for this user', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${view}`]: () => jsonResponse(404, { message: 'Claim not found' }),
      [`GET /api/claims/${CLAIM_ID}`]: () => jsonResponse(404, { message: 'Claim not found' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Not found' }, { timeout: 5000 })).not.toBeNull();
  });
});

import { DRIVER_LINK_MESSAGES, type TDriverQuote } from '@fixline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import QuoteAcceptPage from './quote-accept-page.tsx';

const TOKEN = '00000000-0000-4000-8000-0000000000c1.abc';
const QUOTE_ID = '00000000-0000-4000-8000-0000000000a1';
const API = `/api/driver/quotes/${encodeURIComponent(TOKEN)}`;
const QUOTE: TDriverQuote = {
  quoteId: QUOTE_ID,
  claimReference: 'FX-000042',
  registration: 'AB12CDE',
  items: [
    { description: 'Rear bumper', amount: 30000 },
    { description: 'Paint', amount: 20000 },
  ],
  discount: 5000,
  total: 45000,
  state: 'awaiting',
};

const renderPage = (prefix = '/quote-accept') =>
  renderWithApp(
    <Routes>
      <Route path={`${prefix}/:quoteId`} element={<QuoteAcceptPage />} />
    </Routes>,
    { path: `${prefix}/${QUOTE_ID}?token=${encodeURIComponent(TOKEN)}` },
  );

describe('the driver’s quote page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the lines, the discount and the total in pounds, then accepts with a key and says what comes next', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${API}`]: () => jsonResponse(200, QUOTE),
      [`POST ${API}/accept`]: () => jsonResponse(200, { quote: { ...QUOTE, state: 'accepted' }, url: null }),
    });
    renderPage();
    expect(await screen.findByText('£450.00')).not.toBeNull();
    expect(screen.getByText('−£50.00')).not.toBeNull();
    expect(screen.getByText(/If you accept, garages near you offer/)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Accept quote' }));
    expect(await screen.findByText(/Thank you: you accepted this quote/)).not.toBeNull();
    const [, init] = fetchMock.mock.calls.at(-1) ?? [];
    expect((init?.headers as Record<string, string> | undefined)?.['Idempotency-Key']).toMatch(/-accept$/);
    expect(fetchCalls(fetchMock).map((c) => c.call)).toEqual([`GET ${API}`, `POST ${API}/accept`]);
  });

  it('hides the explanation on the bodyshop’s page', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${API}`]: () => jsonResponse(200, QUOTE) });
    renderPage('/bodyshop-quote-accept');
    expect(await screen.findByText('£450.00')).not.toBeNull();
    expect(screen.queryByText(/If you accept, garages near you offer/)).toBeNull();
  });

  it('explains how to get a new link when this one has expired', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${API}`]: () => jsonResponse(410, { message: DRIVER_LINK_MESSAGES.expired }) });
    renderPage();
    expect(await screen.findByText(DRIVER_LINK_MESSAGES.expired)).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Your repair quote' })).not.toBeNull();
  });
});

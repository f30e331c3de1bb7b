import type { TPaymentPage } from '@fixline/domain';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import PaymentPage from './payment-page.tsx';

const TOKEN = '00000000-0000-4000-8000-0000000000c1.abc';
const CLAIM_ID = '00000000-0000-4000-8000-00000000c1a1';
const API = `/api/driver/payment/${encodeURIComponent(TOKEN)}`;
const PAGE: TPaymentPage = {
  claimReference: 'FX-000042',
  registration: 'AB12CDE',
  lines: [
    { kind: 'excess', label: 'Policy excess', amount: 25000 },
    { kind: 'vat', label: 'VAT on the repair', amount: 17000 },
  ],
  owed: 42000,
  paid: 0,
  testMode: false,
};

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/payment/:claimId" element={<PaymentPage />} />
    </Routes>,
    { path: `/payment/${CLAIM_ID}?token=${encodeURIComponent(TOKEN)}` },
  );

describe('the driver’s payment page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows each line and what was paid before the total and the pay button', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${API}`]: () => jsonResponse(200, PAGE) });
    renderPage();
    expect(await screen.findByText('Policy excess')).not.toBeNull();
    expect(screen.getByText('£250.00')).not.toBeNull();
    expect(screen.getByText('VAT on the repair')).not.toBeNull();
    expect(screen.getByText('£170.00')).not.toBeNull();
    expect(screen.getByText('Already paid')).not.toBeNull();
    expect(screen.getByText('−£0.00')).not.toBeNull();
    expect(screen.getByText('To pay: £420.00')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Pay £420.00' })).not.toBeNull();
  });

  it('says in plain words that an insured driver without an excess has nothing to pay', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${API}`]: () => jsonResponse(200, { ...PAGE, lines: [], owed: 0 }),
    });
    renderPage();
    expect(await screen.findByText(/You have nothing to pay on this claim/)).not.toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(screen.queryByText(/To pay/)).toBeNull();
  });

  it('thanks a driver who has paid everything', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${API}`]: () => jsonResponse(200, { ...PAGE, owed: 0, paid: 42000 }) });
    renderPage();
    expect(await screen.findByText('You have paid everything you owe on this claim. Thank you.')).not.toBeNull();
    expect(screen.getByText('−£420.00')).not.toBeNull();
  });
});

import { DRIVER_LINK_MESSAGES, RATING_MESSAGES, type TRatingPage } from '@fixline/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import RateRepairPage from './rate-repair-page.tsx';

const TOKEN = '00000000-0000-4000-8000-0000000000c1.abc';
const API = `/api/ratings/${encodeURIComponent(TOKEN)}`;
const PAGE: TRatingPage = { claimReference: 'FX-000042', repairerName: 'Acme Motors', rating: null };

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/rate/:token" element={<RateRepairPage />} />
    </Routes>,
    { path: `/rate/${TOKEN}` },
  );

describe('rate your repair page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks for the stars, sends them with the comment, then says thanks', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${API}`]: () => jsonResponse(200, PAGE),
      [`POST ${API}`]: () => jsonResponse(201, { ...PAGE, rating: { stars: 4, comment: 'Quick and tidy' } }),
    });
    renderPage();
    expect(await screen.findByText(/Claim FX-000042, repaired by/)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByText(RATING_MESSAGES.stars)).not.toBeNull();
    expect(fetchCalls(fetchMock).map((c) => c.call)).toEqual([`GET ${API}`]);

    // A pointer click (MUI's Rating takes a click at 0,0 for the keyboard's 'clear').
    await userEvent.pointer({
      target: screen.getByRole('radio', { name: '4 stars: Good' }),
      keys: '[MouseLeft]',
      coords: { clientX: 5, clientY: 5 },
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'Quick and tidy');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText(RATING_MESSAGES.thanks)).not.toBeNull();
    expect(screen.getByText(/You gave Acme Motors 4 stars: good, and wrote: “Quick and tidy”/)).not.toBeNull();
    expect(fetchCalls(fetchMock).at(-1)).toEqual({
      call: `POST ${API}`,
      body: { stars: 4, comment: 'Quick and tidy' },
    });
  });

  it('says thanks at once for a repair already rated', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${API}`]: () => jsonResponse(200, { ...PAGE, rating: { stars: 5, comment: null } }),
    });
    renderPage();
    expect(await screen.findByText(RATING_MESSAGES.thanks)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
  });

  it('explains how to get a new link when this one has expired', async () => {
    mockFetchRoutes(fetchMock, { [`GET ${API}`]: () => jsonResponse(410, { message: DRIVER_LINK_MESSAGES.expired }) });
    renderPage();
    expect(await screen.findByText(DRIVER_LINK_MESSAGES.expired)).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Rate your repair' })).not.toBeNull();
  });
});

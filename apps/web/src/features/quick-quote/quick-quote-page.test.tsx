import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeClaim } from '../../test-utils/make-claim.ts';
import { makeClaimSummary } from '../../test-utils/make-claim-summary.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import QuickQuotePage from './quick-quote-page.tsx';
import { quickQuoteQuery } from './quick-quote-search.ts';

const registered = makeClaimSummary(42, { registration: 'AB12CDE' });
const repairing = makeClaimSummary(43, { registration: 'AB12CDF', status: 'in-repair' });
const QUOTE = '00000000-0000-4000-8000-0000000000a1';

describe('what the search asks for', () => {
  it('a reference as people read it out, else a part of the plate', () => {
    expect(quickQuoteQuery('FX-000042')).toBe('reference=FX-000042&pageSize=10');
    expect(quickQuoteQuery(' 42 ')).toBe('reference=42&pageSize=10');
    expect(quickQuoteQuery('ab12 cde')).toBe('plateNumber=AB12CDE&pageSize=10');
    expect(quickQuoteQuery('  ')).toBeNull();
  });
});

describe('/quick-quote', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('finds claims by plate, quotes the registered one in pounds and offers its PDF', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?plateNumber=AB12&pageSize=10': () => jsonResponse(200, [registered, repairing]),
      [`POST /api/claims/${registered.id}/request-quote-authorisation`]: () =>
        jsonResponse(200, {
          status: 'awaiting-quote-authorisation',
          claim: makeClaim({ id: registered.id, status: 'awaiting-quote-authorisation', quoteId: QUOTE }),
        }),
    });
    renderWithApp(<QuickQuotePage />, { user: makeUser('platform', 'SUPER_ADMIN'), path: '/quick-quote' });
    await userEvent.type(screen.getByLabelText('Plate or reference'), 'ab12{Enter}');

    const other = await screen.findByRole('article', { name: `Claim ${repairing.reference}` });
    expect(
      within(other).getByText(/A quote can be sent only for a registered claim; this one is In Repair/),
    ).not.toBeNull();
    expect(within(other).queryByRole('button', { name: 'Send for authorisation' })).toBeNull();

    const claim = screen.getByRole('article', { name: `Claim ${registered.reference}` });
    await userEvent.click(within(claim).getByRole('button', { name: 'Send for authorisation' }));
    expect(await within(claim).findAllByText('This field is required')).toHaveLength(2);
    await userEvent.type(within(claim).getByLabelText(/Client cost/), '1,250.50');
    await userEvent.type(within(claim).getByLabelText(/Repairer cost/), '1000');
    await userEvent.click(within(claim).getByRole('button', { name: 'Send for authorisation' }));

    expect(await within(claim).findByText(/The quote was sent to .* for authorisation/)).not.toBeNull();
    expect(within(claim).getByRole('button', { name: 'Quote (PDF)' })).not.toBeNull();
    expect(within(claim).getByRole('link', { name: 'Open claim' }).getAttribute('href')).toBe(
      `/dashboardClaim/${registered.id}`,
    );
    expect(fetchCalls(fetchMock).filter(({ call }) => call.startsWith('POST'))).toEqual([
      {
        call: `POST /api/claims/${registered.id}/request-quote-authorisation`,
        body: { cost: 125050, costRepairer: 100000 },
      },
    ]);
  });

  it('says when nothing matches', async () => {
    mockFetchRoutes(fetchMock, { 'GET /api/claims?reference=FX-999999&pageSize=10': () => jsonResponse(200, []) });
    renderWithApp(<QuickQuotePage />, { user: makeUser('platform', 'SUPER_ADMIN'), path: '/quick-quote' });
    await userEvent.type(screen.getByLabelText('Plate or reference'), 'FX-999999{Enter}');
    expect(await screen.findByText('No claim matches “FX-999999”')).not.toBeNull();
  });
});

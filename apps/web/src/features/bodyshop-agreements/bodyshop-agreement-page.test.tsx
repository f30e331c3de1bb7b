import {
  BODYSHOP_AGREEMENT_MESSAGES,
  BODYSHOP_AGREEMENT_TERMS,
  bodyshopAgreementSections,
  DRIVER_LINK_MESSAGES,
  type TBodyshopAgreementPage,
} from '@fixline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../components/format-date.ts';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import BodyshopAgreementPage from './bodyshop-agreement-page.tsx';

const CLAIM = '00000000-0000-4000-8000-0000000000a1';
const TOKEN = '00000000-0000-4000-8000-0000000000c1.abc';
const API = `/api/driver/bodyshop-agreement/${encodeURIComponent(TOKEN)}`;
const PAGE: TBodyshopAgreementPage = {
  claimReference: 'FX-000042',
  registration: 'AB12CDE',
  bodyshopName: 'Precision Bodyworks',
  customerName: 'Dana Driver',
  copyMailed: true,
  terms: {
    version: BODYSHOP_AGREEMENT_TERMS.version,
    sections: bodyshopAgreementSections({ bodyshopName: 'Precision Bodyworks', registration: 'AB12CDE' }),
  },
  agreement: null,
};
const ACCEPTED_AT = '2026-11-27T14:05:00.000Z';

/** The success alert's words (the test's location <output> is a status too). */
const acceptance = () => screen.findByText(/Accepted by/);

const renderPage = () =>
  renderWithApp(
    <Routes>
      <Route path="/bodyshop/:claimId" element={<BodyshopAgreementPage />} />
    </Routes>,
    { path: `/bodyshop/${CLAIM}?token=${encodeURIComponent(TOKEN)}` },
  );

describe('bodyshop agreement page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows the claim, the bodyshop and every term, asks for a name, then says when it was accepted', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${API}`]: () => jsonResponse(200, PAGE),
      [`POST ${API}`]: () =>
        jsonResponse(201, { ...PAGE, agreement: { signedName: 'Dana Driver', acceptedAt: ACCEPTED_AT } }),
    });
    renderPage();
    expect(await screen.findByText('FX-000042')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Bodyshop agreement' })).not.toBeNull();
    expect(screen.getByText('AB12 CDE')).not.toBeNull();
    const terms = screen.getByRole('region', { name: 'The terms' });
    expect(within(terms).getAllByRole('heading', { level: 3 })).toHaveLength(BODYSHOP_AGREEMENT_TERMS.sections.length);
    expect(
      within(terms).getByText(/authorise Precision Bodyworks to repair the vehicle with registration AB12 CDE/),
    ).not.toBeNull();

    const accept = screen.getByRole('button', { name: 'I accept the agreement' });
    await userEvent.type(screen.getByRole('textbox', { name: /Type your full name to sign/ }), ' D ');
    await userEvent.click(accept);
    expect(screen.getByText(BODYSHOP_AGREEMENT_MESSAGES.name, { selector: 'p' })).not.toBeNull();
    expect(fetchCalls(fetchMock).map((c) => c.call)).toEqual([`GET ${API}`]);

    const field = screen.getByRole('textbox', { name: /Type your full name to sign/ });
    await userEvent.clear(field);
    await userEvent.type(field, ' Dana Driver ');
    await userEvent.click(accept);
    const done = await acceptance();
    expect(done.textContent).toContain(BODYSHOP_AGREEMENT_MESSAGES.thanks);
    expect(done.textContent).toContain(`Accepted by Dana Driver on ${formatDateTime(ACCEPTED_AT)}`);
    expect(done.textContent).toContain('A copy has been emailed to you');
    expect(screen.queryByRole('button', { name: 'I accept the agreement' })).toBeNull();
    expect(fetchCalls(fetchMock).at(-1)).toEqual({ call: `POST ${API}`, body: { signedName: 'Dana Driver' } });
  });

  it('shows an acceptance already given, without the form, and no copy mailed without an address', async () => {
    mockFetchRoutes(fetchMock, {
      [`GET ${API}`]: () =>
        jsonResponse(200, {
          ...PAGE,
          copyMailed: false,
          agreement: { signedName: 'D Driver', acceptedAt: ACCEPTED_AT },
        }),
    });
    renderPage();
    const done = await acceptance();
    expect(done.textContent).toContain('Accepted by D Driver');
    expect(done.textContent).not.toContain('emailed');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the answer of a second acceptance, and the first one once read again', async () => {
    let accepted = false;
    mockFetchRoutes(fetchMock, {
      [`GET ${API}`]: () =>
        jsonResponse(
          200,
          accepted ? { ...PAGE, agreement: { signedName: 'Other Tab', acceptedAt: ACCEPTED_AT } } : PAGE,
        ),
      [`POST ${API}`]: () => {
        accepted = true;
        return jsonResponse(409, { message: BODYSHOP_AGREEMENT_MESSAGES.alreadyAccepted });
      },
    });
    renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: /Type your full name/ }), 'Dana Driver');
    await userEvent.click(screen.getByRole('button', { name: 'I accept the agreement' }));
    expect((await acceptance()).textContent).toContain('Accepted by Other Tab');
  });

  it.each([
    [410, DRIVER_LINK_MESSAGES.expired],
    [404, DRIVER_LINK_MESSAGES.notFound],
    [409, BODYSHOP_AGREEMENT_MESSAGES.noBodyshop],
  ])('explains a link that does not open (%i)', async (status, message) => {
    mockFetchRoutes(fetchMock, { [`GET ${API}`]: () => jsonResponse(status, { message }) });
    renderPage();
    expect(await screen.findByText(message)).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Bodyshop agreement' })).not.toBeNull();
  });
});

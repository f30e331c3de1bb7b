import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeClaim } from '../../test-utils/make-claim.ts';
import { makeClaimSummary } from '../../test-utils/make-claim-summary.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import ExplorerPage from './explorer-page.tsx';

function renderExplorer(path: string) {
  return renderWithApp(
    <Routes>
      <Route path="/explorer" element={<ExplorerPage />} />
      <Route path="/explorer/:number" element={<ExplorerPage />} />
    </Routes>,
    { user: makeUser('client', 'ADMIN'), path },
  );
}

const newer = makeClaimSummary(2, { status: 'in-repair', createdAt: '2026-03-10T09:00:00.000Z' });
const older = makeClaimSummary(1, { status: 'paid' });
const other = makeClaimSummary(3, { registration: 'XAB12CDE' });

describe('vehicle explorer page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('looks a plate up and lists its claims newest first, each with its timeline', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?plateNumber=AB12CDE&pageSize=100': () => jsonResponse(200, [newer, other, older]),
      [`GET /api/claims/${newer.id}`]: () =>
        jsonResponse(
          200,
          makeClaim({
            id: newer.id,
            history: [
              {
                id: '00000000-0000-4000-8000-0000000000d1',
                action: 'create',
                fromStatus: null,
                toStatus: 'registered',
                comment: null,
                actor: { id: '00000000-0000-4000-8000-0000000000b1', name: 'Ann Handler' },
                at: '2026-03-10T09:00:00.000Z',
              },
            ],
          }),
        ),
      [`GET /api/claims/${older.id}`]: () => jsonResponse(404, { message: 'Not found' }),
    });
    renderExplorer('/explorer');
    await userEvent.type(screen.getByLabelText('Registration plate'), 'ab12 cde{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/explorer/AB12CDE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vehicle AB12 CDE' })).not.toBeNull();

    const claims = await screen.findAllByRole('article');
    expect(claims.map((c) => within(c).getAllByRole('heading', { level: 2 })[0]?.textContent)).toEqual([
      'Claim FX-000002',
      'Claim FX-000001',
    ]);
    const [first, second] = claims as [HTMLElement, HTMLElement];
    expect(within(first).getByText('In Repair')).not.toBeNull();
    const timeline = await within(first).findByRole('region', { name: 'Timeline' });
    expect(timeline.textContent).toContain('Claim created');
    expect(timeline.textContent).toContain('Ann Handler');
    expect(await within(second).findByText(/The timeline could not be loaded: Not found/)).not.toBeNull();
    expect(within(first).getByRole('link', { name: 'Open claim FX-000002' }).getAttribute('href')).toBe(
      `/dashboardClaim/${newer.id}`,
    );
    const didYouMean = screen.getByRole('navigation', { name: 'Did you mean' });
    expect(within(didYouMean).getByRole('link', { name: 'XAB12CDE' }).getAttribute('href')).toBe('/explorer/XAB12CDE');
  });

  it('says when a vehicle has no claims', async () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?plateNumber=ZZ99ZZZ&pageSize=100': () => jsonResponse(200, []),
    });
    renderExplorer('/explorer/ZZ99ZZZ');
    expect(await screen.findByRole('heading', { name: 'No claims for ZZ99 ZZZ' })).not.toBeNull();
  });

  it('refuses a plate the API would refuse, without asking it', async () => {
    mockFetchRoutes(fetchMock, {});
    renderExplorer('/explorer');
    await userEvent.type(screen.getByLabelText('Registration plate'), 'AB!2{Enter}');
    expect(screen.getByText('Please provide up to 8 letters and digits of a registration plate')).not.toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/explorer');
  });

  it('gives a vehicle one address whatever the case and spaces', () => {
    mockFetchRoutes(fetchMock, {
      'GET /api/claims?plateNumber=AB12CDE&pageSize=100': () => jsonResponse(200, []),
    });
    renderExplorer('/explorer/ab12%20cde');
    expect(screen.getByTestId('location').textContent).toBe('/explorer/AB12CDE');
  });
});

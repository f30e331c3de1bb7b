import { isPermitted, isRoleAllowed, NAV_ROUTES, ORGANISATION_TYPES, ROLES } from '@fixline/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageFile } from '../page-files.ts';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../test-utils/fetch-routes.ts';
import { makeUser } from '../test-utils/make-user.ts';
import { renderWithApp } from '../test-utils/render.tsx';
import { NavDrawer } from './nav-drawer.tsx';

function entryLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

const roleCases = ORGANISATION_TYPES.flatMap((type) =>
  ROLES.filter((role) => isRoleAllowed(type, role)).map((role) => [type, role] as const),
);

describe('navigation drawer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let marketplaceCount = 0;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    mockFetchRoutes(fetchMock, {
      'GET /api/marketplace/count': () => jsonResponse(200, { count: marketplaceCount, countCapped: false }),
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it.each(roleCases)('lists exactly the entries a %s %s may open', (type, role) => {
    const user = makeUser(type, role);
    renderWithApp(<NavDrawer user={user} mobile={false} open onClose={vi.fn()} />, { user });
    const expected = NAV_ROUTES.filter(
      (route) =>
        pageFile(route.path) !== undefined && (route.access.kind !== 'privileged' || isPermitted(user, route.access)),
    ).map((route) => route.nav.label);
    expect(entryLabels()).toEqual(expected);
  });

  it('spot checks: client user, repairer user and super admin', () => {
    const client = makeUser('client', 'USER');
    const { unmount } = renderWithApp(<NavDrawer user={client} mobile={false} open onClose={vi.fn()} />, {
      user: client,
    });
    expect(entryLabels()).toEqual(['Claims', 'Dashboard', 'Explorer']);
    unmount();

    const repairer = makeUser('repairer', 'USER');
    const second = renderWithApp(<NavDrawer user={repairer} mobile={false} open onClose={vi.fn()} />, {
      user: repairer,
    });
    expect(entryLabels()).toEqual(['Repair home', 'Garages', 'Map']);
    // The marketplace badge slot exists and stays invisible while no count is known (or it is 0).
    const badge = screen.getByTestId('nav-badge-marketplace');
    expect(badge.querySelector('.MuiBadge-invisible')).not.toBeNull();
    second.unmount();

    const superAdmin = makeUser('platform', 'SUPER_ADMIN');
    renderWithApp(<NavDrawer user={superAdmin} mobile={false} open onClose={vi.fn()} />, { user: superAdmin });
    expect(entryLabels()).toHaveLength(15);
  });

  it.each([
    ['repairer', 'Repair home'],
    ['bodyshop', 'Bodyshop home'],
  ] as const)('shows the count of claims a %s may bid on, on %s', async (type, label) => {
    marketplaceCount = 7;
    const user = makeUser(type, 'USER');
    renderWithApp(<NavDrawer user={user} mobile={false} open onClose={vi.fn()} />, { user });
    await waitFor(() => expect(screen.getByTestId('nav-badge-marketplace').textContent).toContain('7'));
    expect(screen.getByRole('link', { name: new RegExp(label) })).not.toBeNull();
  });

  it('shows the count drawn by the shell, outside the query provider each page brings', async () => {
    marketplaceCount = 4;
    const repairer = makeUser('repairer', 'USER');
    render(
      <MemoryRouter>
        <NavDrawer user={repairer} mobile={false} open onClose={vi.fn()} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('nav-badge-marketplace').textContent).toContain('4'));
  });

  it('does not ask for the marketplace count when no entry shows it', () => {
    const client = makeUser('client', 'ADMIN');
    renderWithApp(<NavDrawer user={client} mobile={false} open onClose={vi.fn()} />, { user: client });
    expect(screen.queryByTestId('nav-badge-marketplace')).toBeNull();
    expect(fetchCalls(fetchMock)).toEqual([]);
  });
});

import { isPermitted, isRoleAllowed, NAV_ROUTES, ORGANISATION_TYPES, ROLES } from '@fixline/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test-utils/make-user.ts';
import { renderWithApp } from '../test-utils/render.tsx';
import { NavBadgesContext } from './nav-badges.tsx';
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
  it.each(roleCases)('lists exactly the entries a %s %s may open', (type, role) => {
    const user = makeUser(type, role);
    renderWithApp(<NavDrawer user={user} mobile={false} open onClose={vi.fn()} />, { user });
    const expected = NAV_ROUTES.filter(
      (route) => route.access.kind !== 'privileged' || isPermitted(user, route.access),
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
    // The marketplace badge slot exists and stays invisible while no count is known.
    const badge = screen.getByTestId('nav-badge-marketplace');
    expect(badge.querySelector('.MuiBadge-invisible')).not.toBeNull();
    second.unmount();

    const superAdmin = makeUser('platform', 'SUPER_ADMIN');
    renderWithApp(<NavDrawer user={superAdmin} mobile={false} open onClose={vi.fn()} />, { user: superAdmin });
    expect(entryLabels()).toHaveLength(13);
  });

  it('shows the marketplace count a feature provides on the repair home entry', () => {
    const repairer = makeUser('repairer', 'USER');
    renderWithApp(
      <NavBadgesContext value={{ marketplace: 7 }}>
        <NavDrawer user={repairer} mobile={false} open onClose={vi.fn()} />
      </NavBadgesContext>,
      { user: repairer },
    );
    expect(screen.getByTestId('nav-badge-marketplace').textContent).toContain('7');
  });
});

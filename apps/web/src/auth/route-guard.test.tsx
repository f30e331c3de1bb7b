import { ERROR_MESSAGES } from '@fixline/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../routes.tsx';
import { makeUser } from '../test-utils/make-user.ts';
import { renderWithApp } from '../test-utils/render.tsx';

const location = () => screen.getByTestId('location');

describe('route guard', () => {
  it('sends a signed-out visitor of a protected route to /login, remembering where they came from', async () => {
    renderWithApp(<AppRoutes />, { user: null, path: '/dashboard?status=paid' });
    await waitFor(() => expect(location().textContent).toBe('/login'));
    const state = JSON.parse(location().dataset.state ?? 'null') as { from: { pathname: string; search: string } };
    expect(state.from.pathname).toBe('/dashboard');
    expect(state.from.search).toBe('?status=paid');
  });

  it('shows Not permitted inside the shell to a user lacking the route privileges', async () => {
    renderWithApp(<AppRoutes />, { user: makeUser('repairer', 'USER'), path: '/labels' });
    expect(await screen.findByRole('heading', { name: ERROR_MESSAGES.notPermitted })).not.toBeNull();
    expect(location().textContent).toBe('/labels');
    // The side navigation loads apart from the entry (shell-layout.tsx), so it may come a moment later.
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).not.toBeNull();
  });

  it('lets a permitted user through to the page', async () => {
    renderWithApp(<AppRoutes />, { user: makeUser('platform', 'SUPER_ADMIN'), path: '/quick-quote' });
    expect(await screen.findByRole('heading', { name: 'Quick quote', level: 1 })).not.toBeNull();
  });

  it('redirects a user who must change their password to /password-reset', async () => {
    const user = makeUser('client', 'USER', { requiredPasswordChange: true });
    renderWithApp(<AppRoutes />, { user, path: '/home' });
    await waitFor(() => expect(location().textContent).toBe('/password-reset'));
  });

  it('waits for the session restore instead of flashing the login page', async () => {
    renderWithApp(<AppRoutes />, { user: null, status: 'restoring', path: '/dashboard' });
    expect(await screen.findByLabelText('Loading')).not.toBeNull();
    expect(location().textContent).toBe('/dashboard');
  });

  it('opens public routes without a session', async () => {
    renderWithApp(<AppRoutes />, { user: null, path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).not.toBeNull();
  });
});

import type { TNotification, TUser } from '@fixline/domain';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { BaseProviders } from '../App.tsx';
import { QueryProvider } from '../api/query-provider.tsx';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../auth/auth-context.ts';
import { NotificationsProvider } from '../shell/notifications-context.tsx';

interface RenderOptions {
  user?: TUser | null;
  status?: AuthStatus;
  path?: string;
  /** The unread notifications the feed would have delivered. */
  notifications?: TNotification[];
  /** The location's state, as a page that navigated here handed it on. */
  state?: unknown;
}

/** A fake session for components that only read it; the real provider has its own tests through e2e. */
export function fakeAuth(user: TUser | null, status?: AuthStatus): AuthContextValue {
  return {
    status: status ?? (user ? 'signed-in' : 'signed-out'),
    user,
    login: vi.fn(),
    logout: vi.fn(async () => undefined),
    updateUser: vi.fn(),
  };
}

/** Shows where the router ended up, and with which location state, so redirects can be asserted. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export function renderWithApp(
  ui: ReactNode,
  { user = null, status, path = '/', notifications, state }: RenderOptions = {},
) {
  const auth = fakeAuth(user, status);
  const result = render(
    <BaseProviders>
      <QueryProvider>
        <MemoryRouter initialEntries={[state === undefined ? path : { ...parsePath(path), state }]}>
          <AuthContext value={auth}>
            <NotificationsProvider userId={user?.id ?? null} initial={notifications}>
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
              <LocationProbe />
            </NotificationsProvider>
          </AuthContext>
        </MemoryRouter>
      </QueryProvider>
    </BaseProviders>,
  );
  return { ...result, auth };
}

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BaseProviders } from '../App.tsx';
import { queryClient } from '../api/query-client.ts';
import { LocationProbe } from '../test-utils/render.tsx';
import { useAuth } from './auth-context.ts';
import { AuthProvider } from './auth-provider.tsx';

function LogoutButton() {
  const { logout } = useAuth();
  return (
    <button type="button" onClick={() => void logout('Logged out')}>
      Logout
    </button>
  );
}

describe('AuthProvider', () => {
  it('forgets every cached answer at logout, so the next person to sign in on the device never sees them', async () => {
    queryClient.setQueryData(['claims', { page: 1 }], [{ id: 'a claim of the last user' }]);
    render(
      <BaseProviders>
        <MemoryRouter initialEntries={['/home']}>
          <AuthProvider>
            <LogoutButton />
            <LocationProbe />
          </AuthProvider>
        </MemoryRouter>
      </BaseProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
    await waitFor(() => expect(queryClient.getQueryCache().getAll()).toEqual([]));
  });
});

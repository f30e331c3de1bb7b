import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import PasswordResetPage from './password-reset-page.tsx';

describe('password reset page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('says when the passwords differ, then sends once they match and clears the forced change', async () => {
    const user = makeUser('client', 'USER', { requiredPasswordChange: true });
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ ...user, requiredPasswordChange: false }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { auth } = renderWithApp(<PasswordResetPage />, { user, path: '/password-reset' });
    await userEvent.type(screen.getByLabelText('Current password (required)'), 'Fixline-demo-1');
    await userEvent.type(screen.getByLabelText('New password (required)'), 'Fixline-new-2');
    const confirm = screen.getByLabelText('Confirm new password (required)');
    await userEvent.type(confirm, 'Fixline-other-3');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords do not match')).not.toBeNull();

    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Fixline-new-2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(auth.updateUser).toHaveBeenCalledWith(expect.objectContaining({ requiredPasswordChange: false }));
    // The first built page the user may open: a client's claims list.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/home'));
  });
});

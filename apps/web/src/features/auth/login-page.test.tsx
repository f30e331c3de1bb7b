import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test-utils/render.tsx';
import { checkLogin } from './login-checks.ts';
import LoginPage from './login-page.tsx';

/** What the server's schema says of a blank field: the form shows the same words. */
function blankMessage(field: 'email' | 'password'): string {
  const result = checkLogin({ email: '', password: '' });
  if (result.ok) throw new Error('blank credentials passed the checks');
  return result.errors[field] ?? '';
}

/**
 * The message under a field: its helper text, which the input names as its description. Blank when
 * none (MUI writes a zero-width space there to keep the line).
 */
function messageUnder(label: string): string {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return (document.getElementById(id)?.textContent ?? '').replace(/\u200b/g, '').trim();
}

describe('login page', () => {
  it('says a field is missing once it is left, and clears the message as soon as it is filled', async () => {
    renderWithApp(<LoginPage />, { path: '/login' });
    const email = screen.getByLabelText('Email (required)');
    await userEvent.click(email);
    expect(messageUnder('Email (required)')).toBe('');
    await userEvent.tab();
    await waitFor(() => expect(messageUnder('Email (required)')).toBe(blankMessage('email')));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // Focus is in the password now, which has not been left: no message for it yet.
    expect(messageUnder('Password (required)')).toBe('');
    await userEvent.type(email, 'a');
    await waitFor(() => expect(messageUnder('Email (required)')).toBe(''));
  });

  it('checks every field on submit, focuses the first in error and sends nothing', async () => {
    const { auth } = renderWithApp(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Password (required)'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(messageUnder('Email (required)')).toBe(blankMessage('email')));
    expect(messageUnder('Password (required)')).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Email (required)'));
    expect(auth.login).not.toHaveBeenCalled();
  });

  it('signs in with the credentials as the schema reads them (the email trimmed)', async () => {
    const { auth } = renderWithApp(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('Email (required)'), '  client@fixline.test ');
    await userEvent.type(screen.getByLabelText('Password (required)'), 'Fixline-demo-1{Enter}');
    await waitFor(() =>
      expect(auth.login).toHaveBeenCalledWith({ email: 'client@fixline.test', password: 'Fixline-demo-1' }),
    );
    expect(auth.login).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal above the form and lets the person try again', async () => {
    const { auth } = renderWithApp(<LoginPage />, { path: '/login' });
    vi.mocked(auth.login).mockRejectedValueOnce({ message: 'Invalid email or password' });
    await userEvent.type(screen.getByLabelText('Email (required)'), 'client@fixline.test');
    await userEvent.type(screen.getByLabelText('Password (required)'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    await userEvent.click(button);
    await waitFor(() => expect(auth.login).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

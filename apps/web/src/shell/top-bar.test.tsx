import { UI_MESSAGES } from '@fixline/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test-utils/make-user.ts';
import { renderWithApp } from '../test-utils/render.tsx';
import { TopBar } from './top-bar.tsx';

function renderTopBar(user: Parameters<typeof renderWithApp>[1]) {
  return renderWithApp(<TopBar iconOnly={false} onOpenDrawer={vi.fn()} onOpenFeedback={vi.fn()} />, user);
}

/** The accessible names of the top bar's account buttons and links, in order. */
function accountControls(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Account' });
  return Array.from(nav.querySelectorAll('a, button')).map(
    (el) => el.getAttribute('aria-label') ?? el.textContent ?? '',
  );
}

describe('top bar', () => {
  it('shows only a Login link when signed out, and no drawer button', () => {
    renderTopBar({ user: null });
    expect(accountControls()).toEqual(['Login']);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('shows nothing while the session is restored', () => {
    renderTopBar({ user: null, status: 'restoring' });
    expect(accountControls()).toEqual([]);
  });

  it('shows only Help & Feedback and Logout when a password change is required', () => {
    renderTopBar({ user: makeUser('client', 'USER', { requiredPasswordChange: true }) });
    expect(accountControls()).toEqual(['Help & Feedback', 'Logout']);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('shows Admin only with ReadClaimsStats', () => {
    renderTopBar({ user: makeUser('client', 'ADMIN') });
    expect(accountControls()).toEqual(['Admin', 'Help & Feedback', 'Account', 'Notifications', 'Logout']);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/password-reset');
  });

  it('shows the normal buttons and a drawer button to a user without ReadClaimsStats', () => {
    renderTopBar({ user: makeUser('repairer', 'USER') });
    expect(accountControls()).toEqual(['Help & Feedback', 'Account', 'Notifications', 'Logout']);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeNull();
  });

  it('opens an empty notifications menu with a disabled Mark all as read', async () => {
    renderTopBar({ user: makeUser('client', 'USER') });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(menu).queryByText(UI_MESSAGES.noNotifications)).not.toBeNull();
    const markAll = within(menu).getByRole('button', { name: UI_MESSAGES.markAllAsRead });
    expect(markAll.hasAttribute('disabled')).toBe(true);
  });

  it('logs out through the session when Logout is clicked', async () => {
    const { auth } = renderTopBar({ user: makeUser('client', 'USER') });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('shows icon-only buttons labelled with their text on small screens', () => {
    renderWithApp(<TopBar iconOnly onOpenDrawer={vi.fn()} onOpenFeedback={vi.fn()} />, {
      user: makeUser('client', 'ADMIN'),
    });
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(logout.textContent).toBe('');
    expect(logout.getAttribute('aria-label')).toBe('Logout');
  });

  it('closes an icon button’s tooltip when it is pressed, so none stays behind the dialog it opens', async () => {
    const onOpenFeedback = vi.fn();
    renderWithApp(<TopBar iconOnly onOpenDrawer={vi.fn()} onOpenFeedback={onOpenFeedback} />, {
      user: makeUser('client', 'USER'),
    });
    // Named and usable from the first render; its tooltip arrives just after (top-bar-button.tsx).
    expect(screen.getByRole('button', { name: 'Help & Feedback' })).not.toBeNull();
    await act(async () => {
      await import('@mui/material/Tooltip');
    });
    const help = screen.getByRole('button', { name: 'Help & Feedback' });
    await userEvent.hover(help);
    expect(await screen.findByRole('tooltip', { name: 'Help & Feedback' })).not.toBeNull();
    await userEvent.click(help);
    expect(onOpenFeedback).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});

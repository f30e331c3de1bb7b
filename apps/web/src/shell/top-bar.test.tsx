import { UI_MESSAGES } from '@fixline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test-utils/make-user.ts';
import { renderWithApp } from '../test-utils/render.tsx';
import { TopBar } from './top-bar.tsx';

type Session = Parameters<typeof renderWithApp>[1];

/**
 * The top bar as a session sees it once its buttons are there: a signed-in user's load just after the
 * first render (top-bar.tsx), and every such user has a Logout.
 */
async function renderTopBar(session: Session, { iconOnly = false, onOpenFeedback = vi.fn() } = {}) {
  const result = renderWithApp(
    <TopBar iconOnly={iconOnly} onOpenDrawer={vi.fn()} onOpenFeedback={onOpenFeedback} />,
    session,
  );
  if (session?.user) await screen.findByRole('button', { name: 'Logout' });
  return result;
}

/** The accessible names of the top bar's account buttons and links, in order. */
function accountControls(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Account' });
  return Array.from(nav.querySelectorAll('a, button')).map(
    (el) => el.getAttribute('aria-label') ?? el.textContent ?? '',
  );
}

describe('top bar', () => {
  it('shows only a Login link when signed out, and no drawer button', async () => {
    await renderTopBar({ user: null });
    expect(accountControls()).toEqual(['Login']);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('shows nothing while the session is restored', async () => {
    await renderTopBar({ user: null, status: 'restoring' });
    expect(accountControls()).toEqual([]);
  });

  it('shows only Help & Feedback and Logout when a password change is required', async () => {
    await renderTopBar({ user: makeUser('client', 'USER', { requiredPasswordChange: true }) });
    expect(accountControls()).toEqual(['Help & Feedback', 'Logout']);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).toBeNull();
  });

  it('shows Admin only with ReadClaimsStats', async () => {
    await renderTopBar({ user: makeUser('client', 'ADMIN') });
    expect(accountControls()).toEqual(['Admin', 'Help & Feedback', 'Account', 'Notifications', 'Logout']);
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/password-reset');
  });

  it('shows the normal buttons and a drawer button to a user without ReadClaimsStats', async () => {
    await renderTopBar({ user: makeUser('repairer', 'USER') });
    expect(accountControls()).toEqual(['Help & Feedback', 'Account', 'Notifications', 'Logout']);
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeNull();
  });

  it('opens an empty notifications menu with a disabled Mark all as read', async () => {
    await renderTopBar({ user: makeUser('client', 'USER') });
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(menu).queryByText(UI_MESSAGES.noNotifications)).not.toBeNull();
    const markAll = within(menu).getByRole('button', { name: UI_MESSAGES.markAllAsRead });
    expect(markAll.hasAttribute('disabled')).toBe(true);
  });

  it('logs out through the session when Logout is clicked', async () => {
    const { auth } = await renderTopBar({ user: makeUser('client', 'USER') });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(auth.logout).toHaveBeenCalledTimes(1);
  });

  it('shows icon-only buttons labelled with their text on small screens', async () => {
    await renderTopBar({ user: makeUser('client', 'ADMIN') }, { iconOnly: true });
    const logout = screen.getByRole('button', { name: 'Logout' });
    expect(logout.textContent).toBe('');
    expect(logout.getAttribute('aria-label')).toBe('Logout');
  });

  it('closes an icon button’s tooltip when it is pressed, so none stays behind the dialog it opens', async () => {
    const onOpenFeedback = vi.fn();
    await renderTopBar({ user: makeUser('client', 'USER') }, { iconOnly: true, onOpenFeedback });
    // Named and usable as soon as it is there; its tooltip arrives just after (top-bar-button.tsx).
    expect(screen.getByRole('button', { name: 'Help & Feedback' })).not.toBeNull();
    const help = () => screen.getByRole('button', { name: 'Help & Feedback' });
    // A hover before the tooltip's chunk has arrived shows none (top-bar-button.tsx); a later one does.
    await waitFor(
      async () => {
        await userEvent.unhover(help());
        await userEvent.hover(help());
        expect(await screen.findByRole('tooltip', { name: 'Help & Feedback' }, { timeout: 300 })).not.toBeNull();
      },
      { timeout: 3000 },
    );
    await userEvent.click(help());
    expect(onOpenFeedback).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});

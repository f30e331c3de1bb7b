import { UI_MESSAGES } from '@fixline/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCalls, jsonResponse, mockFetchRoutes } from '../test-utils/fetch-routes.ts';
import { CLAIM_ID } from '../test-utils/make-claim.ts';
import { makeNotification } from '../test-utils/make-notification.ts';
import { makeUser } from '../test-utils/make-user.ts';
import { renderWithApp } from '../test-utils/render.tsx';
import { NotificationsButton } from './notifications-button.tsx';

/** Two groups: AB12CDE's status changes (3, newest 2 minutes ago) and a comment on YX19ABC (5 minutes ago). */
const NOTIFICATIONS = [
  makeNotification(2, { payload: { status: 'finished' } }),
  makeNotification(5, {
    type: 'ClaimCommentAdded',
    registration: 'YX19ABC',
    claimId: '00000000-0000-4000-8000-0000000000c2',
    payload: { comment: 'Parts arrive on Monday.' },
  }),
  makeNotification(10),
  makeNotification(60),
];

const MARKED = () => jsonResponse(200, { marked: 1 });

function renderMenu(options: Parameters<typeof renderWithApp>[1] = {}) {
  return renderWithApp(<NotificationsButton iconOnly={false} />, {
    user: makeUser('client', 'USER'),
    notifications: NOTIFICATIONS,
    ...options,
  });
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('notifications menu', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('says there are none, with Mark all as read disabled and no badge', async () => {
    renderMenu({ notifications: [] });
    const button = screen.getByRole('button', { name: 'Notifications' });
    expect(button.getAttribute('aria-describedby')).toBeNull();
    const menu = await openMenu();
    expect(within(menu).getByText(UI_MESSAGES.noNotifications)).not.toBeNull();
    expect(within(menu).getByRole('button', { name: UI_MESSAGES.markAllAsRead }).hasAttribute('disabled')).toBe(true);
  });

  it('counts groups on the badge and lists each with its newest summary, time and count', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Notifications' });
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('2 new');
    const menu = await openMenu();
    const groups = within(menu).getAllByRole('listitem');
    expect(groups).toHaveLength(2);
    expect(groups[0]?.textContent).toContain('AB12 CDE');
    expect(groups[0]?.textContent).toContain('3 new');
    expect(groups[0]?.textContent).toContain('2 minutes ago');
    expect(groups[0]?.textContent).toContain('Claim status changed to Finished');
    expect(groups[1]?.textContent).toContain('YX19 ABC');
    expect(groups[1]?.textContent).toContain('New comment added: Parts arrive on Monday.');
    expect(groups[1]?.textContent).not.toContain('new comment');
  });

  it('marks one group read without opening it, and keeps the keyboard in the list', async () => {
    mockFetchRoutes(fetchMock, { 'POST /api/notifications/mark-group-as-read': MARKED });
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Mark as read: AB12 CDE, Claim status changed' }));
    expect(within(menu).getAllByRole('listitem')).toHaveLength(1);
    expect(document.activeElement?.textContent).toContain('YX19 ABC');
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(fetchCalls(fetchMock)).toEqual([
      {
        call: 'POST /api/notifications/mark-group-as-read',
        body: { registration: 'AB12CDE', type: 'ClaimStatusUpdated' },
      },
    ]);
  });

  it('marks all read', async () => {
    mockFetchRoutes(fetchMock, { 'POST /api/notifications/mark-all-as-read': MARKED });
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: UI_MESSAGES.markAllAsRead }));
    expect(within(menu).getByText(UI_MESSAGES.noNotifications)).not.toBeNull();
    // The menu is modal: the page behind it, the button too, is hidden from assistive technology meanwhile.
    const button = screen.getByRole('button', { name: 'Notifications', hidden: true });
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(fetchCalls(fetchMock).map((c) => c.call)).toEqual(['POST /api/notifications/mark-all-as-read']);
  });

  it('only logs a failed mark as read', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetchRoutes(fetchMock, { 'POST /api/notifications/mark-all-as-read': () => jsonResponse(500, {}) });
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: UI_MESSAGES.markAllAsRead }));
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(within(menu).getByText(UI_MESSAGES.noNotifications)).not.toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    log.mockRestore();
  });

  it.each([
    ['a client, with ReadClaims, on the claim page', makeUser('client', 'USER'), `/dashboardClaim/${CLAIM_ID}`],
    ['a repairer on the marketplace claim page', makeUser('repairer', 'USER'), `/marketplace/claims/${CLAIM_ID}`],
  ])('opens a group for %s and marks it read', async (_who, user, path) => {
    mockFetchRoutes(fetchMock, { 'POST /api/notifications/mark-group-as-read': MARKED });
    renderMenu({ user });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('button', { name: /^AB12 CDE/ }));
    expect(screen.getByTestId('location').textContent).toBe(path);
    expect(fetchCalls(fetchMock).map((c) => c.call)).toEqual(['POST /api/notifications/mark-group-as-read']);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(within(await screen.findByRole('dialog')).getAllByRole('listitem')).toHaveLength(1);
  });
});

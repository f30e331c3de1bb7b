import { SESSION_MESSAGES, SOCKET_EVENTS } from '@fixline/domain';
import { act, screen } from '@testing-library/react';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../../auth/token-storage.ts';
import { NotificationsButton } from '../../shell/notifications-button.tsx';
import { jsonResponse, mockFetchRoutes } from '../../test-utils/fetch-routes.ts';
import { makeNotification } from '../../test-utils/make-notification.ts';
import { makeUser } from '../../test-utils/make-user.ts';
import { renderWithApp } from '../../test-utils/render.tsx';
import { useMarketplaceCount } from '../marketplace/marketplace-count.ts';
import { NotificationsFeed } from './notifications-feed.tsx';
import { startPush } from './push-registration.ts';

/** A socket the test drives: what the server would send, and what the client emitted. */
const socket = vi.hoisted(() => {
  const listeners = new Map<string, (...args: unknown[]) => void>();
  return {
    listeners,
    on: (event: string, listener: (...args: unknown[]) => void) => listeners.set(event, listener),
    emit: vi.fn(),
    disconnect: vi.fn(),
  };
});
vi.mock('socket.io-client', () => ({ io: vi.fn(() => socket) }));
vi.mock('./push-registration.ts', () => ({
  startPush: vi.fn(async () => undefined),
  stopPush: vi.fn(),
  registerSync: vi.fn(),
}));

function serverSends(event: string, ...args: unknown[]) {
  act(() => socket.listeners.get(event)?.(...args));
}

const badge = () => {
  const button = screen.getByRole('button', { name: 'Notifications' });
  return document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
};

describe('notifications feed', () => {
  const user = makeUser('client', 'USER');
  beforeEach(() => storeToken('the-token'));
  afterEach(() => {
    socket.listeners.clear();
    vi.clearAllMocks();
  });

  function renderFeed() {
    return renderWithApp(
      <>
        <NotificationsFeed user={user} />
        <NotificationsButton iconOnly={false} />
      </>,
      { user },
    );
  }

  it('connects with the token over websocket only, registers when ready, and starts push', () => {
    const { unmount } = renderFeed();
    expect(io).toHaveBeenCalledWith({
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: 'the-token' },
      forceNew: true,
    });
    expect(startPush).toHaveBeenCalledWith(user, 'the-token');
    serverSends(SOCKET_EVENTS.readyToRegister);
    expect(socket.emit).toHaveBeenCalledWith(SOCKET_EVENTS.register, {});
    unmount();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('takes the initial list, then toasts each new notification once', async () => {
    renderFeed();
    serverSends(SOCKET_EVENTS.initialState, [makeNotification(3)]);
    expect(badge()).toBe('1 new');
    expect(screen.queryByRole('alert')).toBeNull();

    const finished = makeNotification(0, { registration: 'GF20KLP', payload: { status: 'finished' } });
    serverSends(SOCKET_EVENTS.newNotification, finished);
    expect(await screen.findByText('GF20 KLP — Claim status changed to Finished')).not.toBeNull();
    expect(badge()).toBe('2 new');
    // A recovered connection replays it: no second toast, no second entry.
    serverSends(SOCKET_EVENTS.newNotification, { ...finished });
    expect(screen.getAllByText('GF20 KLP — Claim status changed to Finished')).toHaveLength(1);
    expect(badge()).toBe('2 new');
  });

  it('logs out with Logged out when the session ends elsewhere', () => {
    const { auth } = renderFeed();
    serverSends(SOCKET_EVENTS.sessionEnded);
    expect(auth.logout).toHaveBeenCalledWith(SESSION_MESSAGES.loggedOut);
  });

  it('only logs a refused connection', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { auth } = renderFeed();
    serverSends('connect_error', new Error('Unauthorized'));
    expect(warn).toHaveBeenCalled();
    expect(auth.logout).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    warn.mockRestore();
  });

  it('asks the marketplace again when the server says it changed, and when a notification arrives', async () => {
    let count = 3;
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    mockFetchRoutes(fetchMock, {
      'GET /api/marketplace/count': () => jsonResponse(200, { count, countCapped: false }),
    });
    const repairer = makeUser('repairer', 'USER');
    renderWithApp(
      <>
        <NotificationsFeed user={repairer} />
        <MarketplaceCountProbe />
      </>,
      { user: repairer },
    );
    expect(await screen.findByText('Open: 3')).not.toBeNull();
    count = 4;
    serverSends(SOCKET_EVENTS.marketplaceChanged);
    expect(await screen.findByText('Open: 4')).not.toBeNull();
    count = 2;
    serverSends(SOCKET_EVENTS.newNotification, makeNotification(1));
    expect(await screen.findByText('Open: 2')).not.toBeNull();
    vi.unstubAllGlobals();
  });
});

/** Shows the marketplace count as the navigation badge reads it. */
function MarketplaceCountProbe() {
  const count = useMarketplaceCount();
  return <p>Open: {count.data?.count ?? '…'}</p>;
}

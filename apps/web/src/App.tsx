import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useAuth } from './auth/auth-context.ts';
import { AuthProvider } from './auth/auth-provider.tsx';
import { lazyNamed } from './components/lazy-named.ts';
import { useHydrated } from './components/use-hydrated.ts';
import { AppRoutes } from './routes.tsx';
import { afterFirstPageDrawn } from './shell/first-page-drawn.ts';
import { NotificationsProvider } from './shell/notifications-context.tsx';
import { theme } from './theme.ts';

/**
 * Toasts (notistack) load once the first page is drawn: a toast asked for before that, such as the
 * expired session's on start, waits for them (shell/toasts.ts).
 */
const Toaster = lazyNamed(() => afterFirstPageDrawn().then(() => import('./shell/toaster.tsx')), 'Toaster');

/**
 * The live feed (socket.io, web push, the browser DB) is for signed-in users only: it loads when one is,
 * once their first page is drawn. Its first answer brings the unread count, a moment after the page.
 */
const NotificationsFeed = lazyNamed(
  () => afterFirstPageDrawn().then(() => import('./features/notifications/notifications-feed.tsx')),
  'NotificationsFeed',
);

/** The notifications state belongs to the signed-in user; their live feed runs while they are signed in. */
function UserScopedProviders({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return (
    <NotificationsProvider userId={user?.id ?? null}>
      {user && (
        <Suspense fallback={null}>
          <NotificationsFeed key={user.id} user={user} />
        </Suspense>
      )}
      {children}
    </NotificationsProvider>
  );
}

/**
 * Providers that need no router: theme, and the toaster beside the app. Tests reuse them. The query cache's provider comes
 * with each page (pages.ts), so the login page's entry does without TanStack Query.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      {/* Not in a page drawn ahead (prerender.tsx), which would wait for a first page that never draws there. */}
      {useHydrated() && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ThemeProvider>
  );
}

/**
 * The session and the pages, inside whichever router the caller gives: the browser's, or the prerender's,
 * which draws a signed-in page as it is while the session restores (`restoring`).
 */
export function AppContent({ restoring = false }: { restoring?: boolean }) {
  return (
    <AuthProvider restoring={restoring}>
      <UserScopedProviders>
        <AppRoutes />
      </UserScopedProviders>
    </AuthProvider>
  );
}

export function App() {
  return (
    <BaseProviders>
      <BrowserRouter>
        <AppContent />
      </BrowserRouter>
    </BaseProviders>
  );
}

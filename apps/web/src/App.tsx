import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useAuth } from './auth/auth-context.ts';
import { AuthProvider } from './auth/auth-provider.tsx';
import { lazyNamed } from './components/lazy-named.ts';
import { AppRoutes } from './routes.tsx';
import { NotificationsProvider } from './shell/notifications-context.tsx';
import { theme } from './theme.ts';

/**
 * Toasts (notistack) load beside the first page: a toast asked for before that, such as the expired
 * session's on start, waits for them (shell/toasts.ts).
 */
const Toaster = lazyNamed(() => import('./shell/toaster.tsx'), 'Toaster');

/**
 * The live feed (socket.io, web push, the browser DB) is for signed-in users only: it loads when one is.
 * Its first answer brings the unread count.
 */
const NotificationsFeed = lazyNamed(
  () => import('./features/notifications/notifications-feed.tsx'),
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
 * The theme, which every page needs; the public frames' build reuses it. The query cache's provider
 * comes with each page (pages.ts), so the sign-in page's entry does without TanStack Query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

/** The theme with the toaster beside the app. Tests reuse them. */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <AppProviders>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </AppProviders>
  );
}

/** The session and the pages, inside whichever router the caller gives: the browser's, or the public frames' build's. */
export function AppContent() {
  return (
    <AuthProvider>
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

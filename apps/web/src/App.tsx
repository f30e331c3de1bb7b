import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { useAuth } from './auth/auth-context.ts';
import { AuthProvider } from './auth/auth-provider.tsx';
import { lazyNamed } from './components/lazy-named.ts';
import { AppRoutes } from './routes.tsx';
import { NotificationsProvider } from './shell/notifications-context.tsx';
import { theme } from './theme.ts';

/** Toasts (notistack) load just after the first render: nothing shows one before that (shell/toasts.ts). */
const Toaster = lazyNamed(() => import('./shell/toaster.tsx'), 'Toaster');

/** The live feed (socket.io, web push, the browser DB) is for signed-in users only: it loads when one is. */
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
 * Providers that need no router: theme, and the toaster beside the app. Tests reuse them. The query cache's provider comes
 * with each page (pages.ts), so the login page's entry does without TanStack Query.
 */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ThemeProvider>
  );
}

/** The session and the pages, inside whichever router the caller gives: the browser's, or the prerender's. */
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

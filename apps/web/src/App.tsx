import { LAYOUT } from '@fixline/domain';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { queryClient } from './api/query-client.ts';
import { useAuth } from './auth/auth-context.ts';
import { AuthProvider } from './auth/auth-provider.tsx';
import { lazyNamed } from './components/lazy-named.ts';
import { AppRoutes } from './routes.tsx';
import { NotificationsProvider } from './shell/notifications-context.tsx';
import { TOAST_COMPONENTS } from './shell/toast-content.tsx';
import { theme } from './theme.ts';

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

/** Providers that need no router: theme, toasts and the query cache. Tests reuse them. */
export function BaseProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={LAYOUT.maxToasts}
        autoHideDuration={LAYOUT.toastAutoHideMs}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        Components={TOAST_COMPONENTS}
      >
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

export function App() {
  return (
    <BaseProviders>
      <BrowserRouter>
        <AuthProvider>
          <UserScopedProviders>
            <AppRoutes />
          </UserScopedProviders>
        </AuthProvider>
      </BrowserRouter>
    </BaseProviders>
  );
}

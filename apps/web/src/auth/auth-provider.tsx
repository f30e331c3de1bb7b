import { SESSION_MESSAGES, type TLoginRequest, type TUser } from '@fixline/domain';
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { apiRequest, onUnauthorized } from '../api/client.ts';
import { showToast } from '../shell/toasts.ts';
import { AuthContext, type AuthContextValue, type AuthStatus, CURRENT_USER_PATH } from './auth-context.ts';
import { runLogoutTasks } from './logout-tasks.ts';
import { clearToken, isTokenExpired, readToken, storeToken } from './token-storage.ts';

interface AuthState {
  status: AuthStatus;
  user: TUser | null;
}

/** Holds the session of spec section 4: restore on start, login, logout, and logout on any 401. */
export function AuthProvider({ children }: { children: ReactNode }) {
  // Without a stored token there is nothing to restore: the first render is already signed out, so the
  // login page draws its form at once instead of a skeleton first.
  const [state, setState] = useState<AuthState>(() => ({
    status: readToken() ? 'restoring' : 'signed-out',
    user: null,
  }));
  const navigate = useNavigate();

  const logout = useCallback(
    async (reason?: string) => {
      // The user is logged out locally at once, whatever the server answers. The session's last calls
      // (push unsubscribe) carry its token and finish before the logout call revokes it; a revoked
      // token must not trigger the inactivity logout again.
      const token = readToken();
      const revoke = token
        ? runLogoutTasks(token)
            .then(() => apiRequest('/api/users/logout', { method: 'POST', ignoreUnauthorized: true, token }))
            .catch(() => undefined)
        : Promise.resolve();
      clearToken();
      setState({ status: 'signed-out', user: null });
      // The cache holds what this user could read (claims, customers' details): on a device shared at a
      // garage or a desk, the next person to sign in must not see it, not even while their own loads.
      // It came with the first page that reads (pages.ts), so it is loaded already whenever it holds anything.
      void import('../api/query-client.ts').then(({ queryClient }) => queryClient.clear());
      if (reason) showToast(reason, { variant: 'info' });
      navigate('/login', { replace: true });
      await revoke;
    },
    [navigate],
  );

  // The listener's removal is the effect's clean-up.
  useEffect(() => {
    return onUnauthorized(() => {
      // Several calls can fail together; only the first one ends the session and shows the toast.
      if (!readToken()) return;
      void logout(SESSION_MESSAGES.inactivity);
    });
  }, [logout]);

  // Restore once on start; the ref keeps StrictMode's second effect run from restoring twice.
  const restoreStarted = useRef(false);
  useEffect(() => {
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    const token = readToken();
    if (!token) return;
    if (isTokenExpired(token)) {
      clearToken();
      setState({ status: 'signed-out', user: null });
      showToast(SESSION_MESSAGES.expired, { variant: 'info' });
      return;
    }
    apiRequest<TUser>(CURRENT_USER_PATH)
      // The first signed-in render draws the shell and the page at once: as a transition it yields to the
      // browser every few milliseconds instead of blocking it (total blocking time,
      // docs/decisions/0036-signed-in-pages-load-set.md).
      .then((user) => startTransition(() => setState({ status: 'signed-in', user })))
      .catch((error: unknown) => {
        // A 401 has already logged the user out through the listener above, with its own reason.
        if (isApiError(error, 401)) return;
        void logout(SESSION_MESSAGES.restoreFailed);
      });
  }, [logout]);

  const login = useCallback(async (credentials: TLoginRequest) => {
    const { token, user } = await apiRequest<{ token: string; user: TUser }>('/api/users/login', {
      method: 'POST',
      body: credentials,
    });
    storeToken(token);
    setState({ status: 'signed-in', user });
    return user;
  }, []);

  const updateUser = useCallback((user: TUser) => setState({ status: 'signed-in', user }), []);

  const value = useMemo<AuthContextValue>(
    () => ({ status: state.status, user: state.user, login, logout, updateUser }),
    [state, login, logout, updateUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

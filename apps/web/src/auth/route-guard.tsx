import { type AppRoute, isPermitted } from '@fixline/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { NotPermittedPage } from '../components/not-permitted-page.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { useAuth } from './auth-context.ts';

export const PASSWORD_RESET_PATH = '/password-reset';

/** Location state of a redirect to /login: the page to return to after sign-in. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/**
 * Applies a route's access from the domain's APP_ROUTES (spec section 2): public pages open, protected
 * pages send visitors to /login remembering the origin, a forced password change wins over every other
 * page, and missing privileges show 'Not permitted' inside the shell.
 */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { status, user } = useAuth();
  const location = useLocation();
  if (route.access.kind === 'public') return <>{children}</>;
  if (status === 'restoring') return <PageSkeleton />;
  if (!user) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to="/login" state={state} replace />;
  }
  if (user.requiredPasswordChange && route.path !== PASSWORD_RESET_PATH) {
    return <Navigate to={PASSWORD_RESET_PATH} replace />;
  }
  if (route.access.kind === 'privileged' && !isPermitted(user, route.access)) return <NotPermittedPage />;
  return <>{children}</>;
}

import { isPermitted, NAV_ROUTES, type Permissioned } from '@fixline/domain';
import { hasPage } from '../pages.ts';

/**
 * Where a user lands after sign-in: the first navigation entry they may open that is built, else their
 * profile — never a not-found page just for signing in.
 */
export function defaultPathFor(user: Permissioned): string {
  const first = NAV_ROUTES.find(
    (route) => hasPage(route.path) && (route.access.kind !== 'privileged' || isPermitted(user, route.access)),
  );
  return first?.path ?? '/user';
}

import { isPermitted, NAV_ROUTES, type Permissioned } from '@fixline/domain';
import { hasPage } from '../pages.ts';

/** Where staff who read claims start their day: the claims list (super admins too, who may open every page). */
const CLAIMS_LIST = '/home';

/**
 * Where a user lands after sign-in: the claims list for those who read claims, else the first navigation
 * entry they may open that is built (a garage's home), else their profile — never a not-found page just
 * for signing in.
 */
export function defaultPathFor(user: Permissioned): string {
  const opens = NAV_ROUTES.filter(
    (route) => hasPage(route.path) && (route.access.kind !== 'privileged' || isPermitted(user, route.access)),
  );
  const first = opens.find((route) => route.path === CLAIMS_LIST) ?? opens[0];
  return first?.path ?? '/user';
}

import path from 'node:path';
import { APP_ROUTES, type AppRoute, CLAIM_STATUSES, isPermitted } from '@fixline/domain';
import { DEMO_CLAIMS } from '../../apps/server/src/db/demo-claims.ts';
import { demoClaimId } from '../../apps/server/src/db/seed-demo-claims.ts';
import { DEMO_LOGINS } from '../../e2e/support/accounts.ts';

/** One page to check: where to go and who is signed in (null: nobody). */
export interface PageVisit {
  route: string;
  path: string;
  email: string | null;
}

/** Who opens a page, in this order of preference: the first demo account the route table permits. */
const PREFERRED = [
  'client@fixline.test',
  'client.admin@fixline.test',
  'superadmin@fixline.test',
  'repairer@fixline.test',
  'repairer.admin@fixline.test',
  'bodyshop@fixline.test',
];

/** A claim each account can open: the README's fixed demo claims. */
const CLAIM_OF: Record<string, string> = {
  'client@fixline.test': demoClaimId(1),
  'client.admin@fixline.test': demoClaimId(1),
  'superadmin@fixline.test': demoClaimId(5),
  'repairer@fixline.test': demoClaimId(4),
  'repairer.admin@fixline.test': demoClaimId(4),
};

/** Values for the route table's parameters; a route with a parameter not here fails the check loudly. */
function parameter(name: string, email: string | null, labelId: string): string {
  const registration = DEMO_CLAIMS[1]?.vehicle[0];
  const values: Record<string, string | undefined> = {
    claimId: email ? CLAIM_OF[email] : undefined,
    status: CLAIM_STATUSES[0],
    number: registration,
    labelId,
  };
  const value = values[name];
  if (!value) throw new Error(`No sample value for :${name} as ${email ?? 'nobody'}: add one in page-visits.ts`);
  return value;
}

function visitor(route: AppRoute): string | null {
  if (route.access.kind === 'public') return null;
  const access = route.access;
  const email = PREFERRED.find((candidate) => {
    const login = DEMO_LOGINS.find((l) => l.email === candidate);
    return login && (access.kind === 'signed-in' || isPermitted(login.actor, access));
  });
  if (!email) throw new Error(`No demo account may open ${route.path}`);
  return email;
}

/**
 * Every page of the app, found from the code: each route of the domain's APP_ROUTES that has a page in
 * the web's page table (page-files.ts), opened by a demo account it permits, plus one route without a page yet (they all
 * show the same Not found page). A route added tomorrow is checked without anyone listing it here.
 */
export async function pageVisits(labelId: string): Promise<PageVisit[]> {
  // Read at run time: the web's page table is type-checked with the web app, not with this script.
  const pagesModule = path.resolve(import.meta.dirname, '../../apps/web/src/page-files.ts');
  const { PAGE_PATHS } = (await import(pagesModule)) as { PAGE_PATHS: readonly string[] };
  const pages = new Set(PAGE_PATHS);
  const withPage = APP_ROUTES.filter((route) => pages.has(route.path));
  const withoutPage = APP_ROUTES.find((route) => !pages.has(route.path) && !route.path.includes(':'));
  return [...withPage, ...(withoutPage ? [withoutPage] : [])].map((route) => {
    const email = visitor(route);
    const concrete = route.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => parameter(name, email, labelId));
    return {
      route: pages.has(route.path) ? route.path : `${route.path} (no page yet: Not found)`,
      path: concrete,
      email,
    };
  });
}

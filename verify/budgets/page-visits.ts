import path from 'node:path';
import { APP_ROUTES, type AppRoute, CLAIM_STATUSES, isPermitted } from '@fixline/domain';
import { DEMO_CLAIMS } from '../../apps/server/src/demo/demo-claims.ts';
import { demoClaimId } from '../../apps/server/src/demo/seed-demo-claims.ts';
import { DEMO_PICKUP_CLAIM } from '../../apps/server/src/demo/seed-demo-pickup.ts';
import { DEMO_LOGINS } from '../../e2e/support/accounts.ts';
import { SEEDED } from '../../e2e/support/claims.ts';

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

/**
 * The garages' pages are visited by a garage, for what a garage sees there: the platform may open them
 * too, but has no marketplace of its own, and a bodyshop's by a bodyshop.
 */
const GARAGE_VISITOR: Record<string, string> = {
  '/repairerHome': 'repairer@fixline.test',
  '/bodyshopHome': 'bodyshop@fixline.test',
  '/marketplace/claims': 'repairer@fixline.test',
  '/marketplace/in-marketplace': 'repairer@fixline.test',
  '/marketplace/bodyshop-marketplace': 'bodyshop@fixline.test',
  '/marketplace/claims/:claimId': 'repairer@fixline.test',
  '/marketplace/bid/created': 'repairer@fixline.test',
};

/**
 * A claim each account can open: the README's fixed demo claims. A repairer opens one still in the
 * marketplace, so its page is the redacted claim with the bid form (the full claim page is the client's).
 */
const CLAIM_OF: Record<string, string> = {
  'client@fixline.test': demoClaimId(1),
  'client.admin@fixline.test': demoClaimId(1),
  'superadmin@fixline.test': demoClaimId(5),
  'repairer@fixline.test': SEEDED.inMarketplace,
  'repairer.admin@fixline.test': demoClaimId(4),
};

/** Parameter values only the running app knows: a label's id, organisations' ids, a working driver link's token. */
export interface VisitObjects {
  labelId: string;
  /** Each visiting account's own organisation, by email. */
  organisationIds: Record<string, string>;
  /** The demo's completed claim's rating link (seed-demo-links.ts). */
  ratingToken: string;
  /** The demo's tracking link, of the claim awaiting repair at Acme Motors (seed-demo-links.ts). */
  trackingToken: string;
  /** A demo garage, for /garages/{id} (whose :id is a garage's, not an organisation's). */
  garageId: string;
  /** The demo's claim awaiting repair: its working pickup link (seed-demo-pickup.ts). */
  pickupToken: string;
  /** Driver pages whose path names an object and carries ?token= (a quote's, a payment's), by route. */
  driverPaths: Record<string, string>;
}

/**
 * The driver's pages whose path names an object carry their token as `?token=` (decision 0045). The
 * preferred-dates page is opened with the pickup link: until the demo has a quote to issue a dates link
 * for, it is checked in the state it shows for a link of another page (its error).
 */
const TOKEN_IN_QUERY: readonly string[] = ['/pickup/:claimId', '/preferred-dates/:quoteId'];
/** A quote id for the preferred-dates page (none of the demo's: see TOKEN_IN_QUERY). */
const SAMPLE_QUOTE_ID = '00000000-0000-4000-8000-00000000a001';

/** Values for the route table's parameters; a route with a parameter not here fails the check loudly. */
function parameter(
  name: string,
  email: string | null,
  { labelId, organisationIds, ratingToken, trackingToken }: VisitObjects,
  path: string,
): string {
  const registration = DEMO_CLAIMS[1]?.vehicle[0];
  const values: Record<string, string | undefined> = {
    // Signed in: a claim the account opens; a driver's page (no account): the claim its link is for.
    claimId: email ? CLAIM_OF[email] : DEMO_PICKUP_CLAIM,
    quoteId: SAMPLE_QUOTE_ID,
    status: CLAIM_STATUSES[0],
    number: registration,
    labelId,
    id: email ? organisationIds[email] : undefined,
    // A driver link's token opens its own purpose's page only.
    token: path.startsWith('/track/') ? trackingToken : ratingToken,
  };
  const value = values[name];
  if (!value) throw new Error(`No sample value for :${name} as ${email ?? 'nobody'}: add one in page-visits.ts`);
  return value;
}

function visitor(route: AppRoute): string | null {
  if (route.access.kind === 'public') return null;
  const garage = GARAGE_VISITOR[route.path];
  if (garage) return garage;
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
export async function pageVisits(objects: VisitObjects): Promise<PageVisit[]> {
  // Read at run time: the web's page table is type-checked with the web app, not with this script.
  const pagesModule = path.resolve(import.meta.dirname, '../../apps/web/src/page-files.ts');
  const { PAGE_PATHS } = (await import(pagesModule)) as { PAGE_PATHS: readonly string[] };
  const pages = new Set(PAGE_PATHS);
  const withPage = APP_ROUTES.filter((route) => pages.has(route.path));
  const withoutPage = APP_ROUTES.find((route) => !pages.has(route.path) && !route.path.includes(':'));
  return [...withPage, ...(withoutPage ? [withoutPage] : [])].map((route) => {
    const email = visitor(route);
    const filled =
      route.path === '/garages/:id'
        ? `/garages/${objects.garageId}`
        : route.path.replace(/:([a-zA-Z]+)/g, (_, name: string) => parameter(name, email, objects, route.path));
    const concrete =
      objects.driverPaths[route.path] ??
      (TOKEN_IN_QUERY.includes(route.path) ? `${filled}?token=${encodeURIComponent(objects.pickupToken)}` : filled);
    return {
      route: pages.has(route.path) ? route.path : `${route.path} (no page yet: Not found)`,
      path: concrete,
      email,
    };
  });
}

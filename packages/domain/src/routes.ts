import type { Privilege } from './privileges.ts';

/**
 * Every route of spec section 2 with who may open it: one table for the web's router, its navigation
 * and the server's knowledge of the app's pages. Per-route privileges are not in the spec; they are
 * decided here (docs/decisions/0003-route-privileges.md).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'privileged'; privileges: readonly Privilege[] };

export interface NavEntry {
  label: string;
  /** Name of the icon in the web's icon map. */
  icon: string;
  /** Shows the count of claims in the marketplace. */
  badge?: 'marketplace';
}

/**
 * Browser features a page may ask for beyond what every page has (the server's Permissions-Policy,
 * decision 0042): the FNOL form's photos and location, the driver's pickup page's location.
 */
export type DeviceFeature = 'camera' | 'geolocation';

export interface AppRoute {
  path: string;
  access: RouteAccess;
  nav?: NavEntry;
  /** The driver's pages show no top bar and no drawer (spec section 2). */
  bare?: boolean;
  /**
   * The devices the page uses: the server allows them to this page's document only. A document keeps the
   * policy it was loaded with, so the app reaches such a page by loading it, never by a client-side link.
   */
  devices?: readonly DeviceFeature[];
}

const open: RouteAccess = { kind: 'public' };
const signedIn: RouteAccess = { kind: 'signed-in' };
const needs = (...privileges: Privilege[]): RouteAccess => ({ kind: 'privileged', privileges });

const claimReaders = needs('ReadClaims', 'ReadRepairClaims', 'ReadBodyshopClaims');
const repairReaders = needs('ReadRepairClaims', 'ReadBodyshopClaims');

export const APP_ROUTES = [
  { path: '/', access: open },
  { path: '/register', access: open },
  { path: '/login', access: open },
  { path: '/forgot-password', access: open },
  { path: '/reset-password', access: open },
  { path: '/payment-status', access: open },
  { path: '/payment/:claimId', access: open },
  { path: '/fnol', access: open, devices: ['camera', 'geolocation'] },
  { path: '/fnol/complete', access: open },
  { path: '/pickup/:claimId', access: open, bare: true, devices: ['camera', 'geolocation'] },
  { path: '/repairDateSelected', access: open, bare: true },
  { path: '/repairDateRejected', access: open, bare: true },
  { path: '/quote-accept/:quoteId', access: open, bare: true },
  { path: '/preferred-dates/:quoteId', access: open, bare: true },
  { path: '/bodyshop-quote-accept/:quoteId', access: open, bare: true },
  { path: '/rate/:token', access: open, bare: true },
  { path: '/track/:token', access: open, bare: true },
  { path: '/bodyshop/:claimId', access: open, bare: true },

  {
    path: '/repairerHome',
    access: needs('ReadRepairClaims'),
    nav: { label: 'Repair home', icon: 'build', badge: 'marketplace' },
  },
  {
    path: '/bodyshopHome',
    access: needs('ReadBodyshopClaims'),
    nav: { label: 'Bodyshop home', icon: 'carRepair', badge: 'marketplace' },
  },
  { path: '/home', access: needs('ReadClaims'), nav: { label: 'Claims', icon: 'list' } },
  { path: '/dashboard', access: needs('ReadClaims'), nav: { label: 'Dashboard', icon: 'dashboard' } },
  { path: '/explorer', access: needs('ReadClaims'), nav: { label: 'Explorer', icon: 'search' } },
  { path: '/garages', access: needs('ReadGarages'), nav: { label: 'Garages', icon: 'garage' } },
  { path: '/repairMap', access: needs('ReadGarages'), nav: { label: 'Map', icon: 'map' } },
  {
    path: '/organizations',
    access: needs('ExecuteUserInvite', 'ReadOrganisations'),
    nav: { label: 'Organization', icon: 'business' },
  },
  {
    path: '/newOrganization',
    access: needs('CreateOrganisation'),
    nav: { label: 'Create Organization', icon: 'addBusiness' },
  },
  { path: '/inviteAdmin', access: needs('ExecuteSuperAdminInvite'), nav: { label: 'Invite Admin', icon: 'personAdd' } },
  { path: '/labels', access: needs('SuperAdminLabels'), nav: { label: 'Labels', icon: 'label' } },
  { path: '/quick-quote', access: needs('SuperAdminUpdateQuote'), nav: { label: 'Quick Quote', icon: 'requestQuote' } },
  {
    path: '/users',
    access: needs('ReadOrgUsers', 'WriteOrgUsers', 'SuperAdminAccessAllUsers'),
    nav: { label: 'Users', icon: 'people' },
  },
  { path: '/sent-mail', access: needs('SuperAdminAccessAllUsers'), nav: { label: 'Sent mail', icon: 'mail' } },
  // The partner actions' platform-only privileges, as GET /api/partner-calls asks (decision 0055).
  {
    path: '/integrations',
    access: needs('SuperAdminExternalPremia', 'SuperAdminRequestBodyshopApproval'),
    nav: { label: 'Integrations', icon: 'hub' },
  },

  { path: '/marketplace/claims', access: repairReaders },
  { path: '/marketplace/in-marketplace', access: needs('ReadRepairClaims') },
  { path: '/marketplace/bodyshop-marketplace', access: needs('ReadBodyshopClaims') },
  { path: '/marketplace/claimImages/:claimId', access: claimReaders },
  { path: '/marketplace/claimDocuments/:claimId', access: claimReaders },
  { path: '/marketplace/claimVideos/:claimId', access: claimReaders },
  { path: '/marketplace/claims/:claimId', access: repairReaders },
  { path: '/marketplace/bid/created', access: needs('CreateBid') },
  { path: '/user', access: signedIn },
  { path: '/password-reset', access: signedIn },
  { path: '/explorer/:number', access: needs('ReadClaims') },
  { path: '/dashboard/:status', access: needs('ReadClaims') },
  { path: '/dashboardClaim/:claimId', access: needs('ReadClaims') },
  { path: '/modifyclaim/:claimId', access: needs('UpdateClaim') },
  { path: '/claim', access: needs('CreateClaim') },
  { path: '/admin', access: needs('ReadClaimsStats') },
  { path: '/garages/:id', access: needs('ReadGarages') },
  // A garage is placed from the browser's location too.
  { path: '/createGarage', access: needs('CreateGarages', 'CreateSingleGarage'), devices: ['geolocation'] },
  { path: '/organizations/:id', access: needs('ExecuteUserInvite', 'ReadOrganisations') },
  { path: '/createLabel', access: needs('SuperAdminLabels') },
  { path: '/updateLabel/:labelId', access: needs('SuperAdminLabels') },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof APP_ROUTES)[number]['path'];

/** The side navigation, in the spec's order. */
export const NAV_ROUTES: readonly (AppRoute & { nav: NavEntry })[] = APP_ROUTES.filter(
  (route): route is (typeof APP_ROUTES)[number] & { nav: NavEntry } => 'nav' in route,
);

export function routeByPath(path: AppPath): AppRoute {
  const route = APP_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route;
}

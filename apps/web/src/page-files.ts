import type { AppPath } from '@fixline/domain';

/**
 * The pages built so far, by their path in the domain's APP_ROUTES, each with its module under src/
 * (pages.ts loads each on demand). Plain data, read in Node too: by the browser tests and by the
 * accessibility check, which visits every page. Every other route is still guarded and then answers
 * Not found; each issue that builds a page adds it here.
 */
export const PAGE_FILES = {
  '/login': 'features/auth/login-page.tsx',
  // The driver's retail quote; the bodyshop's page is the same without the dates and the explanation.
  '/quote-accept/:quoteId': 'features/retail-quotes/quote-accept-page.tsx',
  '/bodyshop-quote-accept/:quoteId': 'features/retail-quotes/quote-accept-page.tsx',
  '/payment/:claimId': 'features/payments/payment-page.tsx',
  '/payment-status': 'features/payments/payment-status-page.tsx',
  '/bodyshop/:claimId': 'features/bodyshop-agreements/bodyshop-agreement-page.tsx',
  '/': 'features/auth/landing-page.tsx',
  '/register': 'features/auth/register-page.tsx',
  '/password-reset': 'features/auth/password-reset-page.tsx',
  '/forgot-password': 'features/auth/forgot-password-page.tsx',
  '/reset-password': 'features/auth/reset-password-page.tsx',
  '/user': 'features/auth/user-profile-page.tsx',
  // One claim page for both audiences: what each sees and may do comes with the claim from the server.
  '/dashboardClaim/:claimId': 'features/claims/claim-page.tsx',
  // A repairer's view of a claim: redacted with the bid form while on the marketplace, else the claim page.
  '/marketplace/claims/:claimId': 'features/marketplace/marketplace-claim-page.tsx',
  // One home for repairers and bodyshops, one list for the three marketplace pages: the server answers each
  // organisation with its own work.
  '/repairerHome': 'features/marketplace/repair-home-page.tsx',
  '/bodyshopHome': 'features/marketplace/repair-home-page.tsx',
  '/marketplace/claims': 'features/marketplace/marketplace-list-page.tsx',
  '/marketplace/in-marketplace': 'features/marketplace/marketplace-list-page.tsx',
  '/marketplace/bodyshop-marketplace': 'features/marketplace/marketplace-list-page.tsx',
  '/marketplace/bid/created': 'features/marketplace/bid-created-page.tsx',
  '/claim': 'features/claims/new-claim-page.tsx',
  '/quick-quote': 'features/quick-quote/quick-quote-page.tsx',
  // One page for the three galleries of a claim's files: the path says which kind it shows.
  '/marketplace/claimImages/:claimId': 'features/files/claim-gallery-page.tsx',
  '/marketplace/claimDocuments/:claimId': 'features/files/claim-gallery-page.tsx',
  '/marketplace/claimVideos/:claimId': 'features/files/claim-gallery-page.tsx',
  '/modifyclaim/:claimId': 'features/claims/modify-claim-page.tsx',
  '/home': 'features/claim-lists/claims-list-page.tsx',
  '/dashboard': 'features/dashboard/dashboard-page.tsx',
  '/dashboard/:status': 'features/dashboard/dashboard-page.tsx',
  '/explorer': 'features/explorer/explorer-page.tsx',
  '/explorer/:number': 'features/explorer/explorer-page.tsx',
  '/labels': 'features/labels/labels-page.tsx',
  // One form for a new label and for changing one.
  '/createLabel': 'features/labels/label-editor-page.tsx',
  '/updateLabel/:labelId': 'features/labels/label-editor-page.tsx',
  '/admin': 'features/stats/admin-stats-page.tsx',
  '/fnol': 'features/fnol/fnol-page.tsx',
  '/fnol/complete': 'features/fnol/fnol-complete-page.tsx',
  '/organizations': 'features/organisations/organisations-page.tsx',
  '/organizations/:id': 'features/organisations/organisation-page.tsx',
  '/newOrganization': 'features/organisations/new-organisation-page.tsx',
  '/inviteAdmin': 'features/users/invite-admin-page.tsx',
  '/users': 'features/users/users-page.tsx',
  '/sent-mail': 'features/sent-mail/sent-mail-page.tsx',
  '/integrations': 'features/integrations/integrations-page.tsx',
  '/garages': 'features/garages/garages-page.tsx',
  '/garages/:id': 'features/garages/garage-page.tsx',
  '/createGarage': 'features/garages/create-garage-page.tsx',
  '/repairMap': 'features/garages/repair-map-page.tsx',
  '/rate/:token': 'features/ratings/rate-repair-page.tsx',
  '/track/:token': 'features/tracking/track-page.tsx',
  '/pickup/:claimId': 'features/pickup/pickup-page.tsx',
  '/preferred-dates/:quoteId': 'features/pickup/preferred-dates-page.tsx',
  '/repairDateSelected': 'features/pickup/repair-date-selected-page.tsx',
  '/repairDateRejected': 'features/pickup/repair-date-rejected-page.tsx',
} as const satisfies Partial<Record<AppPath, string>>;

/** The module under src/ that draws the page at `path`, if it has one. */
export function pageFile(path: string): string | undefined {
  return (PAGE_FILES as Partial<Record<string, string>>)[path];
}

/** Every route that has a page of its own. */
export const PAGE_PATHS: readonly string[] = Object.keys(PAGE_FILES);

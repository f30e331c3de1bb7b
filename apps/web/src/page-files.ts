import type { AppPath } from '@fixline/domain';

/**
 * The pages built so far that load on demand, by their path in the domain's APP_ROUTES, each with its
 * module under src/ (pages.ts loads them). Plain data, read by the build too (a page's drawn frame asks
 * for the page's chunks, prerender.tsx) and by the accessibility check, which visits every page. Every
 * other route is still guarded and then answers Not found; each issue that builds a page adds it here.
 */
export const PAGE_FILES = {
  '/': 'features/auth/landing-page.tsx',
  '/register': 'features/auth/register-page.tsx',
  '/password-reset': 'features/auth/password-reset-page.tsx',
  '/user': 'features/auth/user-profile-page.tsx',
  // One claim page for both audiences: what each sees and may do comes with the claim from the server.
  '/dashboardClaim/:claimId': 'features/claims/claim-page.tsx',
  '/marketplace/claims/:claimId': 'features/claims/claim-page.tsx',
  '/claim': 'features/claims/new-claim-page.tsx',
  // One page for the three galleries of a claim's files: the path says which kind it shows.
  '/marketplace/claimImages/:claimId': 'features/claim-files/claim-gallery-page.tsx',
  '/marketplace/claimDocuments/:claimId': 'features/claim-files/claim-gallery-page.tsx',
  '/marketplace/claimVideos/:claimId': 'features/claim-files/claim-gallery-page.tsx',
  '/modifyclaim/:claimId': 'features/claims/modify-claim-page.tsx',
  '/home': 'features/claims-list/claims-list-page.tsx',
  '/dashboard': 'features/dashboard/dashboard-page.tsx',
  '/dashboard/:status': 'features/dashboard/dashboard-page.tsx',
  '/explorer': 'features/explorer/explorer-page.tsx',
  '/explorer/:number': 'features/explorer/explorer-page.tsx',
  '/labels': 'features/labels/labels-page.tsx',
  // One form for a new label and for changing one.
  '/createLabel': 'features/labels/label-editor-page.tsx',
  '/updateLabel/:labelId': 'features/labels/label-editor-page.tsx',
  '/admin': 'features/stats/admin-stats-page.tsx',
} as const satisfies Partial<Record<AppPath, string>>;

/** The module under src/ that draws the page at `path`, if the page loads on demand. */
export function pageFile(path: string): string | undefined {
  return (PAGE_FILES as Partial<Record<string, string>>)[path];
}

/** The sign-in page, which is in the entry: most visits start there (pages.ts). */
export const ENTRY_PAGE = '/login' satisfies AppPath;

/** Every route that has a page of its own. */
export const PAGE_PATHS: readonly string[] = [ENTRY_PAGE, ...Object.keys(PAGE_FILES)];

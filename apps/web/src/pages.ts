import type { AppPath } from '@fixline/domain';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import LoginPage from './features/auth/login-page.tsx';
import { useFirstPageDrawn } from './shell/first-page-drawn.ts';

export type Page = LazyExoticComponent<ComponentType> | ComponentType;

type PageModule = { default: ComponentType };

/**
 * Every page's module but the sign-in page's, each loaded on demand (its own chunk), so no chunk
 * outgrows the build's warning (ARCHITECTURE.md).
 */
const PAGE_MODULES = import.meta.glob<PageModule>(['./features/**/*-page.tsx', '!./features/auth/login-page.tsx']);

/**
 * The pages built so far that load on demand, by their path in the domain's APP_ROUTES, each with its
 * module under src/. The build reads this too: a page's drawn frame asks for the page's chunks
 * (prerender.tsx). Every other route is still guarded and then answers Not found; each issue that builds
 * a page adds it here.
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

/**
 * A page loaded on demand, inside the query cache's provider, which loads beside it: TanStack Query
 * stays out of the entry. The cache is one (query-client.ts), so what one page read is there for the next.
 */
function page(file: string): Page {
  const load = PAGE_MODULES[`./${file}`];
  if (!load) throw new Error(`pages.ts names ${file}, which is no page module`);
  return lazy(async () => {
    const [{ default: Content }, { QueryProvider }] = await Promise.all([load(), import('./api/query-provider.tsx')]);
    return { default: drawnPage(() => createElement(QueryProvider, null, createElement(Content))) };
  });
}

/** A page that tells, once drawn, that what waits for the first page can load now (first-page-drawn.ts). */
function drawnPage(Content: ComponentType): ComponentType {
  return function DrawnPage() {
    useFirstPageDrawn();
    return createElement(Content);
  };
}

export const PAGES: Partial<Record<AppPath, Page>> = {
  ...Object.fromEntries(Object.entries(PAGE_FILES).map(([path, file]) => [path, page(file)])),
  // Most visits' first page, drawn ahead by the build (prerender.tsx), is in the entry: no chunk to wait
  // for before it works, and its text fields are the ones every other page uses too. It reads nothing
  // through the query cache, so it goes without it.
  '/login': drawnPage(LoginPage),
};

export function hasPage(path: string): boolean {
  return path in PAGES;
}

import type { AppPath } from '@fixline/domain';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import LoginPage from './features/auth/login-page.tsx';
import { useFirstPageDrawn } from './shell/first-page-drawn.ts';

export type Page = LazyExoticComponent<ComponentType> | ComponentType;

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Pages load on demand so no chunk outgrows the build's warning (ARCHITECTURE.md), each inside the
 * query cache's provider, which loads beside it: TanStack Query stays out of the entry. The cache is
 * one (query-client.ts), so what one page read is there for the next.
 */
const page = (load: () => PageModule): Page =>
  lazy(async () => {
    const [{ default: Content }, { QueryProvider }] = await Promise.all([load(), import('./api/query-provider.tsx')]);
    return { default: drawnPage(() => createElement(QueryProvider, null, createElement(Content))) };
  });

/** A page that tells, once drawn, that what waits for the first page can load now (first-page-drawn.ts). */
function drawnPage(Content: ComponentType): ComponentType {
  return function DrawnPage() {
    useFirstPageDrawn();
    return createElement(Content);
  };
}

/**
 * The pages built so far, by their path in the domain's APP_ROUTES. Every other route is still guarded
 * and then answers Not found; each issue that builds a page adds it here.
 */
export const PAGES: Partial<Record<AppPath, Page>> = {
  '/': page(() => import('./features/auth/landing-page.tsx')),
  // Most visits' first page, drawn ahead by the build (prerender.tsx), is in the entry: no chunk to wait
  // for before it works, and its text fields are the ones every other page uses too. It reads nothing
  // through the query cache, so it goes without it.
  '/login': drawnPage(LoginPage),
  '/register': page(() => import('./features/auth/register-page.tsx')),
  '/password-reset': page(() => import('./features/auth/password-reset-page.tsx')),
  '/user': page(() => import('./features/auth/user-profile-page.tsx')),
  // One claim page for both audiences: what each sees and may do comes with the claim from the server.
  '/dashboardClaim/:claimId': page(() => import('./features/claims/claim-page.tsx')),
  '/marketplace/claims/:claimId': page(() => import('./features/claims/claim-page.tsx')),
  '/claim': page(() => import('./features/claims/new-claim-page.tsx')),
  // One page for the three galleries of a claim's files: the path says which kind it shows.
  '/marketplace/claimImages/:claimId': page(() => import('./features/claim-files/claim-gallery-page.tsx')),
  '/marketplace/claimDocuments/:claimId': page(() => import('./features/claim-files/claim-gallery-page.tsx')),
  '/marketplace/claimVideos/:claimId': page(() => import('./features/claim-files/claim-gallery-page.tsx')),
  '/modifyclaim/:claimId': page(() => import('./features/claims/modify-claim-page.tsx')),
  '/home': page(() => import('./features/claims-list/claims-list-page.tsx')),
  '/dashboard': page(() => import('./features/dashboard/dashboard-page.tsx')),
  '/dashboard/:status': page(() => import('./features/dashboard/dashboard-page.tsx')),
  '/explorer': page(() => import('./features/explorer/explorer-page.tsx')),
  '/explorer/:number': page(() => import('./features/explorer/explorer-page.tsx')),
  '/labels': page(() => import('./features/labels/labels-page.tsx')),
  // One form for a new label and for changing one.
  '/createLabel': page(() => import('./features/labels/label-editor-page.tsx')),
  '/updateLabel/:labelId': page(() => import('./features/labels/label-editor-page.tsx')),
  '/admin': page(() => import('./features/stats/admin-stats-page.tsx')),
};

export function hasPage(path: string): boolean {
  return path in PAGES;
}

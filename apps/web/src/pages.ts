import type { AppPath } from '@fixline/domain';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import LoginPage from './features/auth/login-page.tsx';
import { ENTRY_PAGE, PAGE_FILES, PAGE_PATHS } from './page-files.ts';
import { useFirstPageDrawn } from './shell/first-page-drawn.ts';

export type Page = LazyExoticComponent<ComponentType> | ComponentType;

type PageModule = { default: ComponentType };

/**
 * Every page's module but the sign-in page's, each loaded on demand (its own chunk), so no chunk
 * outgrows the build's warning (ARCHITECTURE.md).
 */
const PAGE_MODULES = import.meta.glob<PageModule>(['./features/**/*-page.tsx', '!./features/auth/login-page.tsx']);

/**
 * A page loaded on demand, inside the query cache's provider, which loads beside it: TanStack Query
 * stays out of the entry. The cache is one (query-client.ts), so what one page read is there for the next.
 */
function page(file: string): Page {
  const load = PAGE_MODULES[`./${file}`];
  if (!load) throw new Error(`page-files.ts names ${file}, which is no page module`);
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

/** Every page, by its path in the domain's APP_ROUTES (page-files.ts has the list). */
export const PAGES: Partial<Record<AppPath, Page>> = {
  ...Object.fromEntries(Object.entries(PAGE_FILES).map(([path, file]) => [path, page(file)])),
  // Most visits' first page, drawn ahead by the build (prerender.tsx), is in the entry: no chunk to wait
  // for before it works, and its text fields are the ones every other page uses too. It reads nothing
  // through the query cache, so it goes without it.
  [ENTRY_PAGE]: drawnPage(LoginPage),
};

export function hasPage(path: string): boolean {
  return PAGE_PATHS.includes(path);
}

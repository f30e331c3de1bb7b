import type { AppPath } from '@fixline/domain';
import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import LoginPage from './features/auth/login-page.tsx';
import { PAGE_FILES, PAGE_PATHS } from './page-files.ts';

export type Page = LazyExoticComponent<ComponentType> | ComponentType;

/** Every page's module but the sign-in page's, each loaded on demand: a chunk of its own. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>([
  './features/**/*-page.tsx',
  '!./features/auth/login-page.tsx',
]);

/**
 * A page loaded on demand, inside the query cache's provider, which loads beside it: TanStack Query
 * stays out of the entry, which /login and /fnol load before anything (their budgets, verify/budgets).
 * The cache is one (query-client.ts), so what one page read is there for the next.
 */
function page(file: string): Page {
  const load = PAGE_MODULES[`./${file}`];
  if (!load) throw new Error(`page-files.ts names ${file}, which is no page module`);
  return lazy(async () => {
    const [{ default: Content }, { QueryProvider }] = await Promise.all([load(), import('./api/query-provider.tsx')]);
    return { default: () => createElement(QueryProvider, null, createElement(Content)) };
  });
}

/** Every page, by its path in the domain's APP_ROUTES (page-files.ts has the list). */
export const PAGES: Partial<Record<AppPath, Page>> = {
  ...Object.fromEntries(
    Object.entries(PAGE_FILES)
      .filter(([path]) => path !== '/login')
      .map(([path, file]) => [path, page(file)]),
  ),
  // Most visits' first page is in the entry: nothing to wait for before it works, and its text fields
  // are the ones the FNOL wizard's first step uses too. It reads nothing through the query cache.
  '/login': LoginPage,
};

export function hasPage(path: string): boolean {
  return PAGE_PATHS.includes(path);
}

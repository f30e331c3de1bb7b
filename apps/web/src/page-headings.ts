import type { AppPath } from '@fixline/domain';

/**
 * The headings known before anything is loaded, for the pages whose heading is always the same. The
 * page's skeleton shows its heading (route-guard.tsx), so the page's title is on screen as soon as its
 * drawn frame arrives (prerender.tsx), while the session restores and the page's code loads.
 */
export const PAGE_HEADINGS = {
  '/home': 'Claims',
  '/user': 'Your profile',
  '/admin': 'Statistics',
  '/labels': 'Labels',
  '/claim': 'New claim',
  '/createLabel': 'Create label',
} as const satisfies Partial<Record<AppPath, string>>;

export function pageHeading(path: string): string | undefined {
  return (PAGE_HEADINGS as Partial<Record<string, string>>)[path];
}

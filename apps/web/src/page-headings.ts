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
  '/quick-quote': 'Quick quote',
  '/createLabel': 'Create label',
  '/fnol': 'Report a claim',
  '/fnol/complete': 'Claim reported',
  '/track/:token': 'Your claim',
  '/organizations': 'Organisations',
  '/newOrganization': 'Create organisation',
  '/inviteAdmin': 'Invite admin',
  '/users': 'Users',
  '/sent-mail': 'Sent mail',
  '/integrations': 'Integrations',
  '/garages': 'Garages',
  '/createGarage': 'Create garage',
  '/repairMap': 'Map',
  '/repairerHome': 'Repair home',
  '/bodyshopHome': 'Bodyshop home',
  '/marketplace/claims': 'Marketplace',
  '/marketplace/in-marketplace': 'Marketplace',
  '/marketplace/bodyshop-marketplace': 'Marketplace',
  '/marketplace/bid/created': 'Bid placed',
} as const satisfies Partial<Record<AppPath, string>>;

/**
 * A heading that names what the page's first read brings: its words, then a field of that read's
 * answer. The page's frame starts the read (early-start-script.ts) and fills the field in as soon as
 * the answer arrives, before the page's code; the page's skeletons show it too, so the heading stays
 * on screen, unchanged, until the page draws its own.
 */
export interface ReadHeading {
  words: string;
  /** A field of the answer, a string. */
  field: string;
}

/** A claim's page is headed by its reference: 'Claim FX-000123'. */
export const CLAIM_HEADING = { words: 'Claim', field: 'reference' } as const satisfies ReadHeading;

export const READ_HEADINGS = {
  '/dashboardClaim/:claimId': CLAIM_HEADING,
  '/marketplace/claims/:claimId': CLAIM_HEADING,
} as const satisfies Partial<Record<AppPath, ReadHeading>>;

/** The heading of the page at `path` known before the page's code runs, if any. */
export function pageHeading(path: string): string | ReadHeading | undefined {
  return (
    (PAGE_HEADINGS as Partial<Record<string, string>>)[path] ??
    (READ_HEADINGS as Partial<Record<string, ReadHeading>>)[path]
  );
}

import { isSuperAdmin, organisationIdsWith, type Permissioned } from '../permissions.ts';
import type { AppPath } from '../routes.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/**
 * What a driver link opens (issue 24 "Driver links"): each link is bound to one claim and one of these.
 * Drivers have no account: the link is their only key, so it is signed, expires, and can be revoked.
 */
export const DRIVER_LINK_PURPOSES = [
  'upload',
  'quote',
  'dates',
  'pickup',
  'payment',
  'tracking',
  'feedback',
  'agreement',
] as const;
export type DriverLinkPurpose = (typeof DRIVER_LINK_PURPOSES)[number];

export const DRIVER_LINK_PURPOSE_LABELS: Record<DriverLinkPurpose, string> = {
  upload: 'Upload photos',
  quote: 'Accept the quote',
  dates: 'Choose repair dates',
  pickup: 'Arrange pickup',
  payment: 'Pay for the repair',
  tracking: 'Track the repair',
  feedback: 'Rate the repair',
  agreement: 'Sign the bodyshop agreement',
};

/**
 * The driver's page each purpose opens, once that page exists; staff can issue links only for these.
 * A page added for another purpose is added here (typed against the route table, so it must exist).
 */
export const DRIVER_LINK_PAGES = {
  feedback: '/rate/:token',
  tracking: '/track/:token',
  pickup: '/pickup/:claimId',
  dates: '/preferred-dates/:quoteId',
  quote: '/quote-accept/:quoteId',
  payment: '/payment/:claimId',
  agreement: '/bodyshop/:claimId',
} as const satisfies Partial<Record<DriverLinkPurpose, AppPath>>;
export type IssuableDriverLinkPurpose = keyof typeof DRIVER_LINK_PAGES;
/**
 * What staff may issue by hand: the pages that need only the claim. A page about a quote
 * (/preferred-dates/:quoteId) is issued with its quote by the module that makes the quote.
 */
export const ISSUABLE_DRIVER_LINK_PURPOSES = (Object.keys(DRIVER_LINK_PAGES) as IssuableDriverLinkPurpose[]).filter(
  (purpose) => !(DRIVER_LINK_PAGES[purpose] as string).includes(':quoteId'),
) as [IssuableDriverLinkPurpose, ...IssuableDriverLinkPurpose[]];

/** What a link's page path is filled with: its token, its claim, and the object it is about (a quote). */
export interface DriverLinkPathIds {
  claimId: string;
  subjectId?: string | null;
}

/**
 * The path of a driver's page for a link. A page whose spec path names an id (`/pickup/:claimId`,
 * `/quote-accept/:quoteId`) gets that id from the link and the token as `?token=`; a page whose path
 * has `:token` (`/rate/:token`) carries it there. The page's API calls send the token, never the id alone.
 */
export function driverLinkPath(purpose: IssuableDriverLinkPurpose, token: string, ids: DriverLinkPathIds): string {
  return fillDriverLinkPath(DRIVER_LINK_PAGES[purpose], token, ids);
}

/** A page path template of APP_ROUTES filled for one link (driverLinkPath). */
export function fillDriverLinkPath(template: string, token: string, ids: DriverLinkPathIds): string {
  const path = template
    .replace(':claimId', encodeURIComponent(ids.claimId))
    .replace(':quoteId', encodeURIComponent(ids.subjectId ?? ''))
    .replace(':token', encodeURIComponent(token));
  return template.includes(':token') ? path : `${path}?token=${encodeURIComponent(token)}`;
}

/**
 * What a driver is told when a link no longer works. Expired and revoked links are 410 Gone, with the way
 * to a new one; a forged link, or one for another page, is 404 and says nothing about any claim.
 */
export const DRIVER_LINK_MESSAGES = {
  notFound: 'This link is not valid. Check that you copied all of it, or ask your insurer for a new link.',
  expired:
    'This link has expired. Contact your insurer or the garage repairing your vehicle and ask them to send you a new link.',
  revoked:
    'This link has been withdrawn. Contact your insurer or the garage repairing your vehicle and ask them to send you a new link.',
  noCustomerEmail: 'This claim has no customer email address to send the link to',
  notActive: 'Only a link that still works can be sent again: issue a new one',
} as const;

export const DRIVER_LINK_STATES = ['active', 'expired', 'revoked'] as const;
export type DriverLinkState = (typeof DRIVER_LINK_STATES)[number];

export const ZDriverLink = z.object({
  id: ZId,
  purpose: z.enum(DRIVER_LINK_PURPOSES),
  /** The driver's address for it; staff can copy it again at any time (it is recomputed, never stored). */
  url: z.string().nullable(),
  state: z.enum(DRIVER_LINK_STATES),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
});
export type TDriverLink = z.infer<typeof ZDriverLink>;

export const ZDriverLinkRequest = z.strictObject({
  purpose: z.enum(ISSUABLE_DRIVER_LINK_PURPOSES),
});
export type TDriverLinkRequest = z.infer<typeof ZDriverLinkRequest>;

export const ZDriverLinkParams = z.object({ id: ZId, linkId: ZId });

export const ZDriverLinkResent = z.object({
  /** The mail queued (Sent mail page). */
  mailId: ZId,
  to: z.string(),
});

/**
 * Who sees and manages a claim's driver links: super admins, and staff of the claim's own client with
 * ReadClaims. The repairer's staff do not (they reach drivers through the claim's owner).
 */
export function managesDriverLinks(actor: Permissioned, clientOrganisationId: string): boolean {
  return isSuperAdmin(actor) || organisationIdsWith(actor, 'ReadClaims').includes(clientOrganisationId);
}

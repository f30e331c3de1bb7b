import { CLAIM_STATUS_LABELS, CLAIM_STATUSES } from './claim-status.ts';

/**
 * What the claims list offers (spec section 7): its status choices, page sizes and the messages of its
 * query. Apart from the list's schemas (schemas/claim-list.ts), so a page can show the choices without
 * loading zod.
 */

/** What the list's status filter offers besides the statuses (spec 4): claims with an open issue. */
export const RAISED_ISSUES = 'raised-issues';
export const CLAIM_LIST_STATUSES = [...CLAIM_STATUSES, RAISED_ISSUES] as const;
export type ClaimListStatus = (typeof CLAIM_LIST_STATUSES)[number];
export const CLAIM_LIST_STATUS_LABELS: Record<ClaimListStatus, string> = {
  ...CLAIM_STATUS_LABELS,
  [RAISED_ISSUES]: 'Raised issues',
};

export const CLAIM_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_CLAIM_PAGE_SIZE = 25;
export const MAX_LABEL_FILTERS = 20;
/**
 * How far a filtered list's total is counted: beyond it the list says "more than 1,000", so the count
 * costs at most this many rows however large the table grows (decision 0073).
 */
export const CLAIM_COUNT_CAP = 1000;
export const LIST_QUERY_MESSAGES = {
  plate: 'Please provide up to 8 letters and digits of a registration plate',
  reference: 'Please provide a claim reference, such as FX-000042',
  phone: 'Please provide a phone number of 7 to 15 digits',
  labels: `Please choose at most ${MAX_LABEL_FILTERS} labels`,
  boolean: "Please answer 'true' or 'false'",
  search: 'Please search with 1 to 100 characters: a reference, plate, name, email, phone, postcode or policy number',
} as const;

import { CLAIM_TYPES } from '../claim-fields.ts';
import {
  CLAIM_LIST_STATUSES,
  DEFAULT_CLAIM_PAGE_SIZE,
  LIST_QUERY_MESSAGES,
  MAX_LABEL_FILTERS,
} from '../claim-list-options.ts';
import { MAX_CLAIM_SEARCH_LENGTH } from '../claim-search.ts';
import { CLAIM_STATUSES, CLAIM_TRACKS, normaliseRegistration } from '../claim-status.ts';
import { z } from '../validation.ts';
import { plateTextPattern, ZPence } from './claim.ts';
import { ZId } from './common.ts';

/**
 * Finding claims (spec section 7 "Claims", the list part): the list's query, its rows, the counts,
 * median times, statistics and duplicates. Pagination is `page` (from 1) and `pageSize` (at most
 * 100): the list is shown as numbered pages with a total, which a cursor cannot give.
 */

/** A query string value that must be a whole number in a range ('2' → 2). */
const queryInt = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const queryBoolean = z
  .enum(['true', 'false'], { message: LIST_QUERY_MESSAGES.boolean })
  .optional()
  .transform((v) => v === 'true');

/** Label names the list filters by: 'Urgent,VIP' → ['Urgent', 'VIP']. */
const ZLabelList = z
  .string()
  .max(MAX_LABEL_FILTERS * 41)
  .transform((v) =>
    v
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(40)).max(MAX_LABEL_FILTERS, { message: LIST_QUERY_MESSAGES.labels }))
  // The rule as the document carries it (issue 29), in words: as a pattern it is one no text of the
  // fuzzer's 40 characters can break, so its generator of invalid values would search for ever.
  .meta({
    description: `Label names separated by commas: at most ${MAX_LABEL_FILTERS}, each at most 40 characters.`,
  })
  .optional();

/** UK phone numbers compared by their digits, '+44 7700 900123' the same as '07700 900123'. */
export function normalisePhone(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^440?/, '0');
}

/**
 * normalisePhone's rule on the text as sent (issue 29): any characters between the digits, and 7 to 15
 * digits once a leading 44 (or 440) becomes 0. One branch per start: 440, 44 then not 0, 4 then not 4,
 * and any other first digit. No lookahead, so the fuzzer can generate from it.
 */
export const PHONE_TEXT_PATTERN =
  '^\\D*(?:4\\D*4\\D*0(?:\\D*\\d){6,14}|4\\D*4\\D*[1-9](?:\\D*\\d){5,13}|4\\D*[0-35-9](?:\\D*\\d){5,13}|[0-35-9](?:\\D*\\d){6,14})\\D*$';

/** A claim reference's text: FX, an optional hyphen and up to 10 digits, or the digits alone. */
const CLAIM_REFERENCE_TEXT = /^([Ff][Xx]-?)?[0-9]{1,10}$/;

export const ZClaimListQuery = z.object({
  /** Only claims created in the last N days (spec: `lastDays`). */
  lastDays: queryInt(1, 3650).optional(),
  status: z.enum(CLAIM_LIST_STATUSES).optional(),
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(DEFAULT_CLAIM_PAGE_SIZE),
  /** By creation time: newest first by default. */
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  labels: ZLabelList,
  excludeLabels: ZLabelList,
  /** Any part of a plate, spaces and case ignored: 'ab12' finds AB12 CDE. */
  plateNumber: z
    .string()
    .max(20, { message: LIST_QUERY_MESSAGES.plate })
    .transform(normaliseRegistration)
    .pipe(z.string().regex(/^[A-Z0-9]{1,8}$/, { message: LIST_QUERY_MESSAGES.plate }))
    // Any part of a plate: 1 to 8 letters and digits, spaces and hyphens ignored (issue 29).
    .meta({ pattern: plateTextPattern(1, 8) })
    .optional(),
  /** A claim's reference as people read it out: 'FX-000042', 'fx42' or '42'. */
  reference: z
    .string()
    .trim()
    .regex(CLAIM_REFERENCE_TEXT, { message: LIST_QUERY_MESSAGES.reference })
    .transform((text) => Number(text.replace(/^fx-?/i, '')))
    .pipe(z.number().int().min(1, { message: LIST_QUERY_MESSAGES.reference }))
    .meta({ pattern: CLAIM_REFERENCE_TEXT.source })
    .optional(),
  /**
   * One box for whatever the caller read out (claimSearchTerms): a reference, any part of a plate, a
   * name, email, phone, postcode or policy number. Exact references and plates come first.
   */
  search: z
    .string()
    .trim()
    .min(1, { message: LIST_QUERY_MESSAGES.search })
    .max(MAX_CLAIM_SEARCH_LENGTH, { message: LIST_QUERY_MESSAGES.search })
    .optional(),
  /** Only claims whose client's authorisation is overdue (decision 0056): due, and still awaited. */
  overdue: queryBoolean,
  /** The customer's email, case ignored. */
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .transform((v) => v.toLowerCase())
    .optional(),
  /** The customer's phone, by its digits. */
  phoneNumber: z
    .string()
    .max(30, { message: LIST_QUERY_MESSAGES.phone })
    .transform(normalisePhone)
    .pipe(z.string().regex(/^\d{7,15}$/, { message: LIST_QUERY_MESSAGES.phone }))
    .meta({ pattern: PHONE_TEXT_PATTERN })
    .optional(),
  /** With it the answer is `{ data, count }`, count being every claim that matches, not just this page. */
  includeCountAll: queryBoolean,
});
export type ClaimListQuery = z.infer<typeof ZClaimListQuery>;

/** GET /api/claims/export: the list's filters and sort, without pages (issue 44, "Take it away"). */
export const ZClaimExportQuery = ZClaimListQuery.omit({ page: true, pageSize: true, includeCountAll: true });
export type ClaimExportQuery = z.infer<typeof ZClaimExportQuery>;
/** The query as the web writes it into the URL and the API reads it: every field optional, as text. */
export type ClaimListSearch = Partial<Record<keyof ClaimListQuery, string>>;

const ZPartyRef = z.object({ id: ZId, name: z.string() });

/** One row of a claims list: what a person scans a list for, no comments or timeline. */
export const ZClaimSummary = z.object({
  id: ZId,
  reference: z.string(),
  status: z.enum(CLAIM_STATUSES),
  track: z.enum(CLAIM_TRACKS),
  type: z.enum(CLAIM_TYPES),
  registration: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  customerName: z.string().nullable(),
  clientOrganisation: ZPartyRef,
  repairerOrganisation: ZPartyRef.nullable(),
  labels: z.array(z.string()),
  /** Pence, per viewer as on the claim page. */
  costs: z.object({ cost: ZPence.nullable().optional(), costRepairer: ZPence.nullable().optional() }),
  issueRaised: z.boolean(),
  /** When the client's authorisation is due, while the claim awaits it (decision 0056). */
  authorisationDueAt: z.iso.datetime().nullable(),
  incidentDate: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TClaimSummary = z.infer<typeof ZClaimSummary>;

export const ZClaimList = z.array(ZClaimSummary);
/**
 * A page and the total. A total beyond CLAIM_COUNT_CAP is not counted to its end: `countCapped` then
 * says there are more than `count` (decision 0073).
 */
export const ZClaimListWithCount = z.object({
  data: ZClaimList,
  count: z.number().int(),
  countCapped: z.boolean(),
});
export type TClaimListWithCount = z.infer<typeof ZClaimListWithCount>;

export const ZClaimStatusParams = z.object({ status: z.enum(CLAIM_STATUSES) });
export const ZCount = z.object({ count: z.number().int() });
export type TCount = z.infer<typeof ZCount>;

export const ZRequiringAttentionQuery = z.object({ status: z.enum(CLAIM_STATUSES).optional() });

/**
 * How long claims stay in a status: the median over every stay that has ended (entered, then left),
 * from the timeline. Null when no claim has left that status yet.
 */
export const ZMedianTime = z.object({
  status: z.enum(CLAIM_STATUSES),
  medianSeconds: z.number().nullable(),
  /** How many stays the median is taken over. */
  stays: z.number().int(),
});
export type TMedianTime = z.infer<typeof ZMedianTime>;

/** The statistics of GET /api/claims/stats/{x} (docs/claims-lists.md says what each figure means). */
export const CLAIM_STATS = ['statuses', 'created-per-day', 'cycle-time', 'organisations'] as const;
export type ClaimStat = (typeof CLAIM_STATS)[number];
export const ZClaimStatParams = z.object({ x: z.enum(CLAIM_STATS) });
export const ZClaimStatQuery = z.object({ lastDays: queryInt(1, 366).default(30) });

export const ZStatusCounts = z.object({
  statuses: z.array(z.object({ status: z.enum(CLAIM_STATUSES), count: z.number().int() })),
  raisedIssues: z.number().int(),
});
export const ZCreatedPerDay = z.object({
  /** Every day of the window, oldest first, days without claims as 0 (dates in Europe/London). */
  days: z.array(z.object({ date: z.iso.date(), count: z.number().int() })),
});
export const CYCLE_TIME_BUCKETS = ['0–7 days', '8–14 days', '15–30 days', '31–60 days', 'over 60 days'] as const;
/** From a claim's creation to its payment, for claims paid in the window. */
export const ZCycleTime = z.object({
  paid: z.number().int(),
  medianSeconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  buckets: z.array(z.object({ bucket: z.enum(CYCLE_TIME_BUCKETS), count: z.number().int() })),
});
const ZOrganisationFigures = z.object({
  id: ZId,
  name: z.string(),
  /** Claims that are not deleted. */
  claims: z.number().int(),
  /** Not yet paid, completed or archived. */
  open: z.number().int(),
  paid: z.number().int(),
  /** Creation to payment, for its claims paid in the window. */
  medianCycleSeconds: z.number().nullable(),
});
export const ZOrganisationStats = z.object({
  clients: z.array(ZOrganisationFigures),
  repairers: z.array(ZOrganisationFigures),
});
export const CLAIM_STAT_SCHEMAS = {
  statuses: ZStatusCounts,
  'created-per-day': ZCreatedPerDay,
  'cycle-time': ZCycleTime,
  organisations: ZOrganisationStats,
} as const satisfies Record<ClaimStat, z.ZodType>;
export type TClaimStats = { [K in ClaimStat]: z.infer<(typeof CLAIM_STAT_SCHEMAS)[K]> };

export const DUPLICATE_WINDOW_DAYS = 30;
export const DUPLICATE_REASONS = ['same-registration', 'same-customer-and-incident-date'] as const;
export const DUPLICATE_RULE =
  `Claims are possible duplicates when they share a registration and were created within ` +
  `${DUPLICATE_WINDOW_DAYS} days of each other, or share a customer (email or phone) and an incident date.`;
export const ZDuplicatesQuery = z.object({
  limit: queryInt(1, 100).default(20),
  skip: queryInt(0, 100_000).default(0),
});
export const ZDuplicates = z.object({
  rule: z.string(),
  /** Every group, not just this page. */
  count: z.number().int(),
  data: z.array(
    z.object({
      reason: z.enum(DUPLICATE_REASONS),
      /** The registration, or the customer and incident date, the claims share. */
      key: z.string(),
      claims: ZClaimList,
    }),
  ),
});
export type TDuplicates = z.infer<typeof ZDuplicates>;

import { CLAIM_MESSAGES, CLAIM_TYPES, MISSING_DETAILS } from '../claim-fields.ts';
import { CLAIM_STATUSES, CLAIM_TRACKS, normaliseRegistration } from '../claim-status.ts';
import { CLAIM_ACTION_NAMES } from '../claim-workflow.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { poundsToPence } from '../money.ts';
import { z } from '../validation.ts';
import { ZEmail, ZId } from './common.ts';
import { ZLabelName } from './label.ts';

/** A form's empty text box means "no value": '' and blanks become null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalText = (max: number) => z.preprocess(blankToNull, z.string().trim().max(max).nullable().optional());

export const ZRegistration = z
  .string()
  .trim()
  .min(1)
  .max(12)
  .transform(normaliseRegistration)
  .pipe(z.string().regex(/^[A-Z0-9]{2,8}$/, { message: CLAIM_MESSAGES.registration }));

/** UK postcodes, kept upper case with one space before the inward code ('sw1a1aa' → 'SW1A 1AA'). */
const ZPostcode = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(10)
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/, { message: CLAIM_MESSAGES.postcode }))
    .transform((v) => `${v.slice(0, -3)} ${v.slice(-3)}`)
    .nullable()
    .optional(),
);

const ZPhone = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(20)
    .regex(/^\+?[\d\s()-]{7,20}$/, { message: CLAIM_MESSAGES.phone })
    .nullable()
    .optional(),
);

const ZOptionalEmail = z.preprocess(blankToNull, ZEmail.nullable().optional());

const today = () => new Date().toISOString().slice(0, 10);
const ZIncidentDate = z.preprocess(
  blankToNull,
  z.iso
    .date({ message: 'Please provide a date' })
    .refine((d) => d <= today(), { message: CLAIM_MESSAGES.futureDate })
    .nullable()
    .optional(),
);

const ZYear = z.preprocess(
  (value) => {
    const v = blankToNull(value);
    return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
  },
  z
    .number()
    .int()
    .refine((y) => y >= 1900 && y <= new Date().getFullYear() + 1, { message: CLAIM_MESSAGES.year })
    .nullable()
    .optional(),
);

const ZCoordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().optional();

/**
 * The claim's data a person fills in and edits: vehicle, customer, damage. Shared by every claim form.
 * Strict: a body that tries to set anything else (status, costs, organisation) is refused, not ignored.
 */
export const ZClaimDetails = z.strictObject({
  type: z.enum(CLAIM_TYPES),
  registration: ZRegistration,
  make: optionalText(60),
  model: optionalText(60),
  colour: optionalText(40),
  year: ZYear,
  customerName: optionalText(120),
  customerEmail: ZOptionalEmail,
  customerPhone: ZPhone,
  addressLine1: optionalText(120),
  addressLine2: optionalText(120),
  town: optionalText(80),
  postcode: ZPostcode,
  latitude: ZCoordinate(90),
  longitude: ZCoordinate(180),
  damageDescription: optionalText(5000),
  incidentDate: ZIncidentDate,
});
export type TClaimDetails = z.infer<typeof ZClaimDetails>;
export type ClaimDetailField = keyof TClaimDetails;

/**
 * POST /api/claims: only type and registration are needed, so intake is fast; the rest can follow.
 * The caller's client organisation owns the claim; a super admin names the organisation, and may
 * assign a repairer directly and put the claim on the marketplace-only track.
 */
export const ZCreateClaimRequest = ZClaimDetails.extend({
  track: z.enum(['business', 'marketplace']).optional(),
  clientOrganisationId: ZId.optional(),
  repairerOrganisationId: ZId.optional(),
});
export type TCreateClaimRequest = z.infer<typeof ZCreateClaimRequest>;
export type TCreateClaimInput = z.input<typeof ZCreateClaimRequest>;

/** POST /api/claims/fnol: a driver reports a loss with their insurer's FNOL code; no account needed. */
export const ZFnolClaimRequest = ZClaimDetails.extend({
  fnolCode: z.string().trim().min(1).max(40),
  customerName: z.string().trim().min(1).max(120),
  incidentDate: z.iso.date({ message: 'Please provide a date' }).refine((d) => d <= today(), {
    message: CLAIM_MESSAGES.futureDate,
  }),
  damageDescription: z.string().trim().min(1).max(5000),
}).refine((body) => Boolean(body.customerEmail || body.customerPhone), {
  message: CLAIM_MESSAGES.contact,
  path: ['customerPhone'],
});
export type TFnolClaimRequest = z.infer<typeof ZFnolClaimRequest>;
export const ZFnolClaimResponse = z.object({
  id: ZId,
  reference: z.string(),
  status: z.enum(CLAIM_STATUSES),
  /** Adds the driver's photos to this claim, and no other, without an account (GET /api/images/noauth/sign-s3). */
  uploadSecret: z.string(),
  uploadSecretExpiresAt: z.iso.datetime(),
});
export type TFnolClaimResponse = z.infer<typeof ZFnolClaimResponse>;

/** PUT /api/claims/{id}: any subset of the details, with the version the editor started from. */
export const ZUpdateClaimRequest = ZClaimDetails.partial().extend({
  version: z.number().int().min(1),
});
export type TUpdateClaimRequest = z.infer<typeof ZUpdateClaimRequest>;
export type TUpdateClaimInput = z.input<typeof ZUpdateClaimRequest>;

/** Integer pence: the API speaks pence, like the database; pounds appear only on screen. */
export const ZPence = z.number().int().min(0).max(100_000_000, { message: 'This amount is too large' });

/** An amount typed in pounds ('1,234.50', '£80') that leaves the form as pence. Messages of spec 5. */
export const ZPoundsText = z
  .string()
  .trim()
  .min(1, { abort: true })
  .refine((text) => !text.startsWith('-'), { message: VALIDATION_MESSAGES.positive, abort: true })
  .refine((text) => poundsToPence(text) !== null, { message: VALIDATION_MESSAGES.number, abort: true })
  .transform((text) => poundsToPence(text) ?? 0)
  .pipe(ZPence);

export const ZQuoteAuthorisationRequest = z.strictObject({ cost: ZPence, costRepairer: ZPence });
export type TQuoteAuthorisationRequest = z.infer<typeof ZQuoteAuthorisationRequest>;
export const ZRollbackRequest = z.strictObject({ status: z.enum(CLAIM_STATUSES) });
export const ZRaiseIssueRequest = z.strictObject({ issueComment: z.string().trim().min(1).max(2000) });
export const ZApproveForRepairRequest = z.strictObject({ repairerOrganisationId: ZId.optional() });
export const ZCommentRequest = z.strictObject({ comment: z.string().trim().min(1).max(5000) });
export const ZLabelParams = z.object({ id: ZId, label: ZLabelName });
export const ZClaimQuery = z.object({
  includeDeletedClaims: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

const ZPartyRef = z.object({ id: ZId, name: z.string() });

export const ZComment = z.object({
  id: ZId,
  comment: z.string(),
  author: ZPartyRef.nullable(),
  createdAt: z.iso.datetime(),
  /** The author, or a super admin with SuperAdminDeleteClaimComment. */
  canDelete: z.boolean(),
});
export type TComment = z.infer<typeof ZComment>;

/** One line of the claim's timeline: who did what, from and to which status, when. */
export const ZClaimHistoryEntry = z.object({
  id: ZId,
  action: z.string(),
  fromStatus: z.enum(CLAIM_STATUSES).nullable(),
  toStatus: z.enum(CLAIM_STATUSES).nullable(),
  comment: z.string().nullable(),
  /** Who acted; a driver without an account has a name and no id, the system neither. */
  actor: z.object({ id: ZId.nullable(), name: z.string() }).nullable(),
  at: z.iso.datetime(),
});
export type TClaimHistoryEntry = z.infer<typeof ZClaimHistoryEntry>;

const text = z.string().nullable();

/** The details as stored and answered: plain values (requests normalise them on the way in). */
const ZStoredClaimDetails = z.object({
  type: z.enum(CLAIM_TYPES),
  registration: z.string(),
  make: text,
  model: text,
  colour: text,
  year: z.number().int().nullable(),
  customerName: text,
  customerEmail: text,
  customerPhone: text,
  addressLine1: text,
  addressLine2: text,
  town: text,
  postcode: text,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  damageDescription: text,
  incidentDate: text,
}) satisfies z.ZodType<Record<ClaimDetailField, unknown>>;

export const ZClaim = ZStoredClaimDetails.extend({
  id: ZId,
  /** A short number people can read out on the phone: FX-000042. */
  reference: z.string(),
  status: z.enum(CLAIM_STATUSES),
  track: z.enum(CLAIM_TRACKS),
  clientOrganisation: ZPartyRef,
  repairerOrganisation: ZPartyRef.nullable(),
  labels: z.array(z.string()),
  /** Pence. `cost` (what the client pays) is never shown to repairers; `costRepairer` only to the platform and the repairer. */
  costs: z.object({ cost: ZPence.nullable().optional(), costRepairer: ZPence.nullable().optional() }),
  quoteStripeId: z.string().nullable(),
  issue: z.object({ comment: z.string(), raisedBy: ZPartyRef.nullable(), raisedAt: z.iso.datetime() }).nullable(),
  archivedFrom: z.enum(CLAIM_STATUSES).nullable(),
  deletedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: z.number().int(),
  comments: z.array(ZComment),
  history: z.array(ZClaimHistoryEntry),
  /** Spec 3: the ids of the claim's files (photos, documents, videos) the reader may see, oldest first. */
  images: z.array(ZId),
  /** The ids among `images` that have a 320×240 thumbnail (GET /api/images/{id}?width=320). */
  thumbnails: z.array(ZId),
  /** The actions the caller may take now: exactly what the server will accept. */
  allowedActions: z.array(z.enum(CLAIM_ACTION_NAMES)),
  rollbackTargets: z.array(z.enum(CLAIM_STATUSES)),
  /** Details still to complete before the claim can be registered or quoted. */
  missing: z.array(z.enum(MISSING_DETAILS)),
});
export type TClaim = z.infer<typeof ZClaim>;

export const ZClaimActionResponse = z.object({ status: z.enum(CLAIM_STATUSES), claim: ZClaim });
export type TClaimActionResponse = z.infer<typeof ZClaimActionResponse>;

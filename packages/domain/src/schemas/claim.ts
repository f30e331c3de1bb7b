import { CLAIM_MESSAGES, CLAIM_TYPES, MISSING_DETAILS, VEHICLE_LOCATIONS } from '../claim-fields.ts';
import { CLAIM_STATUSES, CLAIM_TRACKS, normaliseRegistration } from '../claim-status.ts';
import { CLAIM_ACTION_NAMES } from '../claim-workflow.ts';
import { CLAIM_PAYERS } from '../driver-share.ts';
import { blankTextToNull, humanText } from '../human-text.ts';
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '../messages.ts';
import { poundsToPence } from '../money.ts';
import { REPAIR_CAPABILITIES } from '../organisation.ts';
import { SUPPORT_MESSAGES, SUPPORT_NEEDS } from '../support-needs.ts';
import { UNPROCESSABLE, z } from '../validation.ts';
import { EMAIL_PATTERN, ZEmail, ZId } from './common.ts';
import { ZLabelName } from './label.ts';
import { ZPartnerCall } from './partner-call.ts';

/** A form's empty text box means "no value": '' and blanks become null. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * The OpenAPI document shows a preprocessed field as its inner schema alone, so a field that also takes
 * a blank (as null) or text it converts says so itself (issue 29): these are its documented inputs,
 * besides null.
 */
type JsonBranch = Record<string, unknown>;
const BLANK: JsonBranch = { type: 'string', pattern: '^\\s*$' };
const documented = (...branches: JsonBranch[]) => ({ anyOf: [...branches, BLANK, { type: 'null' }] });
/** A blank optional text, or one of invisible characters only, is absent (null), as forms send it. */
const optionalText = (max: number, multiline = false) =>
  z.preprocess(blankTextToNull, humanText({ min: 0, max, multiline }).nullable().optional());

/**
 * A plate as people write it: `min` to `max` letters and digits, with any spaces and hyphens (normalised
 * away), any case. The document carries it as a pattern on the text sent (issue 29); the check is on the
 * normalised plate.
 */
export const plateTextPattern = (min: number, max: number) => `^[\\s-]*(?:[A-Za-z0-9][\\s-]*){${min},${max}}$`;
export const ZRegistration = z
  .string()
  .trim()
  .min(1)
  .max(12)
  .transform(normaliseRegistration)
  .pipe(z.string().regex(/^[A-Z0-9]{2,8}$/, { message: CLAIM_MESSAGES.registration }))
  .meta({ pattern: plateTextPattern(2, 8) });

/** UK postcodes, kept upper case with one space before the inward code ('sw1a1aa' → 'SW1A 1AA'). */
const ZPostcode = z
  .preprocess(
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
  )
  .meta(
    documented({
      type: 'string',
      maxLength: 10,
      pattern: '^\\s*[A-Za-z]\\s*(?:[A-Za-z]\\s*)?\\d\\s*(?:[A-Za-z\\d]\\s*)?\\d\\s*[A-Za-z]\\s*[A-Za-z]\\s*$',
    }),
  );

const PHONE = /^\+?[\d\s()-]{7,20}$/;
/** A phone number as people write it, blank as none: a customer's, a member of staff's. */
export const ZPhone = z
  .preprocess(
    blankToNull,
    z.string().trim().max(20).regex(PHONE, { message: CLAIM_MESSAGES.phone }).nullable().optional(),
  )
  .meta(documented({ type: 'string', maxLength: 20, pattern: PHONE.source }));

const ZOptionalEmail = z
  .preprocess(blankToNull, ZEmail.nullable().optional())
  .meta(documented({ type: 'string', minLength: 1, maxLength: 254, format: 'email', pattern: EMAIL_PATTERN }));

const today = () => new Date().toISOString().slice(0, 10);
/** The earliest date a claim may name: no vehicle on the road was in an incident before it. */
export const FIRST_CLAIM_DATE = '1900-01-01';
const PAST_DATE_RANGE = `A calendar day from ${FIRST_CLAIM_DATE} to today (422 outside it).`;
/**
 * A day that has happened: from 1900 to today. The range also keeps every date one PostgreSQL stores
 * (it has no year 0000) and one a person meant (issue 22 §2).
 */
const ZPastDate = z.iso
  // A missing or empty date is required (spec 5's words); a malformed one is not a date.
  .date({
    error: (issue) =>
      issue.input == null || issue.input === '' ? VALIDATION_MESSAGES.required : 'Please provide a date',
  })
  // Plausible dates for a claim, today's moving: a valid date outside them is 422 (UNPROCESSABLE).
  .refine((d) => d >= FIRST_CLAIM_DATE, { message: CLAIM_MESSAGES.earlyDate, params: UNPROCESSABLE })
  .refine((d) => d <= today(), { message: CLAIM_MESSAGES.futureDate, params: UNPROCESSABLE })
  .meta({ description: PAST_DATE_RANGE });
const ZIncidentDate = z
  .preprocess(blankToNull, ZPastDate.nullable().optional())
  .meta({ ...documented({ type: 'string', format: 'date' }), description: PAST_DATE_RANGE });

/** The model years a claim may name: from 1900 to next year (next year's models are on sale). */
const FIRST_YEAR = 1900;
const lastYear = () => new Date().getFullYear() + 1;

/** A year as a form's text box may send it ('2019', spaces around), exactly the years FIRST_YEAR to `last`. */
function yearTextPattern(last: number): string {
  const decades = new Map<string, number[]>();
  for (let year = FIRST_YEAR; year <= last; year++) {
    const decade = String(year).slice(0, 3);
    decades.set(decade, [...(decades.get(decade) ?? []), year % 10]);
  }
  const parts = [...decades].map(([decade, digits]) =>
    digits.length === 10 ? `${decade}\\d` : `${decade}[${digits[0]}-${digits.at(-1)}]`,
  );
  return `^\\s*(?:${parts.join('|')})\\s*$`;
}

const ZYear = z
  .preprocess(
    (value) => {
      const v = blankToNull(value);
      return typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
    },
    z
      .number()
      .int()
      .refine((y) => y >= FIRST_YEAR && y <= lastYear(), { message: CLAIM_MESSAGES.year })
      .nullable()
      .optional(),
  )
  // The document's range is the one of the day the server started; the check above is today's.
  .meta(
    documented(
      { type: 'integer', minimum: FIRST_YEAR, maximum: lastYear() },
      { type: 'string', pattern: yearTextPattern(lastYear()) },
    ),
  );

const ZCoordinate = (limit: number) => z.number().min(-limit).max(limit).nullable().optional();

/** The time of day of the incident, 'HH:MM' as a browser's time input gives it (seconds dropped). */
const ZIncidentTime = z.preprocess(
  (value) => {
    const v = blankToNull(value);
    return typeof v === 'string' ? v.trim().slice(0, 5) : v;
  },
  z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: CLAIM_MESSAGES.time })
    .nullable()
    .optional(),
);

/** Yes, no, or not known (null). */
const ZAnswer = z.boolean().nullable().optional();

/** Each kind of support once, in the table's order, whatever order they were ticked in. */
const ZSupportNeeds = z
  .array(z.enum(SUPPORT_NEEDS))
  .max(SUPPORT_NEEDS.length)
  .transform((needs) => SUPPORT_NEEDS.filter((need) => needs.includes(need)))
  .optional();

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
  damageDescription: optionalText(5000, true),
  incidentDate: ZIncidentDate,
  /** What the repair needs of whoever does it: only garages with these capabilities see it on the marketplace. */
  needs: z.array(z.enum(REPAIR_CAPABILITIES)).max(REPAIR_CAPABILITIES.length).optional(),
  incidentTime: ZIncidentTime,
  /** Where it happened: the place of the incident, apart from the customer's address. */
  incidentPostcode: ZPostcode,
  /** Where a garage collects the vehicle; with 'elsewhere', `vehiclePostcode` says where. */
  vehicleLocation: z.enum(VEHICLE_LOCATIONS).nullable().optional(),
  vehiclePostcode: ZPostcode,
  /** The DVLA's word for it ('PETROL', 'ELECTRICITY') or the driver's. */
  fuelType: optionalText(40),
  injuries: ZAnswer,
  thirdPartyInvolved: ZAnswer,
  vulnerableCustomer: z.boolean().optional(),
  supportNeeds: ZSupportNeeds,
  supportDetails: optionalText(1000, true),
});
export type TClaimDetails = z.infer<typeof ZClaimDetails>;
export type ClaimDetailField = keyof TClaimDetails;

/** The largest policy excess a claim may carry: £10,000, in pence. */
export const MAX_EXCESS = 1_000_000;
const EXCESS_RANGE = { message: CLAIM_MESSAGES.excess } as const;

/**
 * Who pays the repair and the driver's policy (decision 0082): the client's to say, and a super admin's.
 * `excess` is integer pence; `vatRegistered` says the keeper reclaims VAT, so pays the repair's VAT.
 */
export const ZClaimPolicy = z.strictObject({
  payer: z.enum(CLAIM_PAYERS),
  policyNumber: optionalText(40),
  excess: z
    .number({ error: CLAIM_MESSAGES.excess })
    .int(EXCESS_RANGE)
    .min(0, EXCESS_RANGE)
    .max(MAX_EXCESS, EXCESS_RANGE)
    .nullable()
    .optional(),
  vatRegistered: z.boolean().optional(),
});
export type TClaimPolicy = z.infer<typeof ZClaimPolicy>;
export type ClaimPolicyField = keyof TClaimPolicy;

/**
 * POST /api/claims: only type and registration are needed, so intake is fast; the rest can follow.
 * The caller's client organisation owns the claim; a super admin names the organisation, and may
 * assign a repairer directly and put the claim on the marketplace-only track.
 */
export const ZCreateClaimRequest = ZClaimDetails.extend(ZClaimPolicy.partial().shape).extend({
  track: z.enum(['business', 'marketplace']).optional(),
  clientOrganisationId: ZId.optional(),
  repairerOrganisationId: ZId.optional(),
  /**
   * The claim's reference in the client's own claims system, Premia, when it comes from there (through
   * the client's API key, decision 0064, or the platform): the platform can then return it there
   * (return-to-premia). A person of the client naming one is refused (403).
   */
  premiaReference: z.string().trim().min(1).max(100).optional(),
});
export type TCreateClaimRequest = z.infer<typeof ZCreateClaimRequest>;
export type TCreateClaimInput = z.input<typeof ZCreateClaimRequest>;

/**
 * POST /api/claims/fnol: a driver reports a loss with their insurer's FNOL code; no account needed.
 * What the repair needs is for the insurer's staff to judge, not the driver.
 */
export const ZFnolClaimRequest = ZClaimDetails.omit({ needs: true })
  .extend({
    fnolCode: z.string().trim().min(1).max(40),
    customerName: humanText({ max: 120 }),
    incidentDate: ZPastDate,
    damageDescription: humanText({ max: 5000, multiline: true }),
  })
  .refine((body) => Boolean(body.customerEmail || body.customerPhone), {
    message: CLAIM_MESSAGES.contact,
    path: ['customerPhone'],
  })
  .refine((body) => !body.vulnerableCustomer || Boolean(body.supportNeeds?.length || body.supportDetails), {
    message: SUPPORT_MESSAGES.whatSupport,
    path: ['supportNeeds'],
  })
  // A rule across fields, which a JSON Schema of each field cannot carry (issue 29).
  .meta({
    description:
      'customerPhone or customerEmail is required (either, or both): without either the answer is 400 with ' +
      `"customerPhone: ${CLAIM_MESSAGES.contact}". With vulnerableCustomer true, supportNeeds or ` +
      'supportDetails says what support is needed (400 on supportNeeds otherwise).',
  });
export type TFnolClaimInput = z.input<typeof ZFnolClaimRequest>;
/** The 400 a report without a phone number or an email address gets: the document's example of the rule. */
export const FNOL_NO_CONTACT_EXAMPLE = {
  message: ERROR_MESSAGES.invalidRequest,
  errors: [`customerPhone: ${CLAIM_MESSAGES.contact}`],
};
export type TFnolClaimRequest = z.infer<typeof ZFnolClaimRequest>;
export const ZFnolClaimResponse = z.object({
  id: ZId,
  reference: z.string(),
  status: z.enum(CLAIM_STATUSES),
  /** Adds the driver's photos to this claim, and no other, without an account (GET /api/images/noauth/sign-s3). */
  uploadSecret: z.string(),
  uploadSecretExpiresAt: z.iso.datetime(),
  /** The driver's tracking page (/track/{token}): shown on /fnol/complete, and mailed when they gave an email. */
  trackingUrl: z.string(),
});
export type TFnolClaimResponse = z.infer<typeof ZFnolClaimResponse>;

/** PUT /api/claims/{id}: any subset of the details and the policy, with the version the editor started from. */
export const ZUpdateClaimRequest = ZClaimDetails.partial()
  .extend(ZClaimPolicy.partial().shape)
  .extend({
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

/**
 * The excess as a form's text box takes it, in pounds ('250', '£1,000.50'): pence for ZClaimPolicy's
 * `excess`, blank as none, with the same range and message.
 */
export const ZExcessPoundsText = z.preprocess(
  blankToNull,
  ZPoundsText.pipe(z.number().max(MAX_EXCESS, EXCESS_RANGE)).nullable().optional(),
);

export const ZRollbackRequest = z.strictObject({ status: z.enum(CLAIM_STATUSES) });
export const ZRaiseIssueRequest = z.strictObject({ issueComment: humanText({ max: 2000, multiline: true }) });
/** PUT /api/claims/{id}/change-repairer: another repairer or bodyshop takes the job, for a reason the timeline keeps. */
export const ZChangeRepairerRequest = z.strictObject({
  repairerOrganisationId: ZId,
  reason: humanText({ max: 2000, multiline: true }),
});
export type TChangeRepairerRequest = z.infer<typeof ZChangeRepairerRequest>;

/** A bid chosen from the marketplace, or (the platform only) a repairer named directly. */
export const ZApproveForRepairRequest = z.strictObject({
  bidId: ZId.optional(),
  repairerOrganisationId: ZId.optional(),
});
export const ZCommentRequest = z.strictObject({ comment: humanText({ max: 5000, multiline: true }) });
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
  needs: z.array(z.enum(REPAIR_CAPABILITIES)),
  incidentTime: text,
  incidentPostcode: text,
  vehicleLocation: z.enum(VEHICLE_LOCATIONS).nullable(),
  vehiclePostcode: text,
  fuelType: text,
  injuries: z.boolean().nullable(),
  thirdPartyInvolved: z.boolean().nullable(),
  vulnerableCustomer: z.boolean(),
  supportNeeds: z.array(z.enum(SUPPORT_NEEDS)),
  supportDetails: text,
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
  /** Who pays the repair (decision 0082): the insurer (the driver owes the excess) or the driver. */
  payer: z.enum(CLAIM_PAYERS),
  /** The driver's policy number: for the client and the platform, null for a garage. */
  policyNumber: z.string().nullable(),
  /** The policy excess in pence, null when none is recorded; the garage may collect it at handover. */
  excess: ZPence.nullable(),
  /** The keeper reclaims VAT, so pays the VAT on an insured repair. */
  vatRegistered: z.boolean(),
  quoteStripeId: z.string().nullable(),
  /**
   * The newest quote, the client's or the driver's, for GET /api/external/quotes/pdf-url: shown to
   * those who see what the client pays (the client and the platform), null for everyone else.
   */
  quoteId: ZId.nullable(),
  issue: z.object({ comment: z.string(), raisedBy: ZPartyRef.nullable(), raisedAt: z.iso.datetime() }).nullable(),
  /** While it awaits the client's authorisation: when that is due, and when it was escalated (decision 0056). */
  authorisation: z.object({ dueAt: z.iso.datetime(), escalatedAt: z.iso.datetime().nullable() }).nullable(),
  /**
   * The driver's agreement with the claim's current bodyshop (decisions 0058, 0061): who signed it and when,
   * or the same with nulls while nobody has signed with this bodyshop. Null for a garage's claim.
   */
  bodyshopAgreement: z
    .object({
      bodyshopName: z.string(),
      signedName: z.string().nullable(),
      acceptedAt: z.iso.datetime().nullable(),
    })
    .nullable(),
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
  /** Its reference in the client's own claims system when it came from there (Premia), else null. */
  premiaReference: z.string().nullable(),
  /** Calls to partners (Premia, ClickMechanic, bodyshop leads), newest first: super admins only, [] for others. */
  partnerCalls: z.array(ZPartnerCall),
});
export type TClaim = z.infer<typeof ZClaim>;

export const ZClaimActionResponse = z.object({ status: z.enum(CLAIM_STATUSES), claim: ZClaim });
export type TClaimActionResponse = z.infer<typeof ZClaimActionResponse>;

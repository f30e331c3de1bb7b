import { CLAIM_STATUSES, type ClaimStatus } from '../claim-status.ts';
import { plannedDay } from '../day-range.ts';
import { blankTextToNull, humanText } from '../human-text.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/**
 * Pickup and repair dates (spec 3 "Pickup data", spec 7 "Pickup", issue 25): the driver says when the
 * vehicle can go (pickupDates, requestedSpecificDate, contact), the garage books a repair date, the
 * driver accepts or rejects it. Dates are calendar days, 'YYYY-MM-DD', in the UK.
 */
export const PICKUP_TYPES = ['reschedule', 'rearrange'] as const;
export type PickupType = (typeof PICKUP_TYPES)[number];
export const PICKUP_TYPE_LABELS: Record<PickupType, string> = {
  reschedule: 'Reschedule',
  rearrange: 'Rearrange',
};

/** Where the booked repair happens: the claim's garage, or a bodyshop (pickup/bodyshop). */
export const PICKUP_LOCATIONS = ['garage', 'bodyshop'] as const;
export type PickupLocation = (typeof PICKUP_LOCATIONS)[number];

export const PICKUP_ANSWERS = ['accepted', 'rejected'] as const;
export type PickupAnswer = (typeof PICKUP_ANSWERS)[number];

export const PICKUP_MESSAGES = {
  pastDate: 'The repair date cannot be in the past',
  pastAvailability: 'Available dates cannot be in the past',
  futureOverride: 'This date is in the future: allow a future date to set it',
  outsideAvailability:
    'This date is outside the driver’s availability: choose one of the dates the driver gave, or allow a future date',
  notRetail: 'This is not a retail claim: book its date with the pickup call',
  noDate: 'No repair date has been booked yet',
  closed: 'The repair date of this claim can no longer be changed here',
  noDates: 'Choose at least one date',
  tooManyDates: 'Choose at most 31 dates',
  farDate: 'Please choose a date within a year from today',
  earlyDate: 'Please choose a date no more than a year ago',
  earlyAvailability: 'Available dates cannot be before 1900',
} as const;

/** While the driver may still give dates: until the repair is finished (a date may move during it). */
export const DRIVER_DATES_OPEN: readonly ClaimStatus[] = CLAIM_STATUSES.slice(0, CLAIM_STATUSES.indexOf('finished'));

/** A calendar day. */
export const ZDay = z.iso.date({ message: 'Please provide a date' });

/** The calendar day of an instant in the UK ('YYYY-MM-DD'): what "today" means for a repair date. */
export const ukDay = (instant: Date): string => instant.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

const today = () => ukDay(new Date());
/**
 * A day the driver can bring the vehicle: up to a year from today (issue 46). A day gone by is the
 * operation's to refuse, as it keeps the days already given that have passed since.
 */
const ZAvailableDay = plannedDay({
  today,
  from: 'any',
  early: PICKUP_MESSAGES.earlyAvailability,
  late: PICKUP_MESSAGES.farDate,
});
/**
 * A repair date booked: up to a year from today, and a year back at most, as an override may set a day
 * gone by; the booking refuses the past itself (422).
 */
const ZRepairDay = plannedDay({
  today,
  from: 'a year back',
  early: PICKUP_MESSAGES.earlyDate,
  late: PICKUP_MESSAGES.farDate,
});

const ZContact = z.preprocess(blankTextToNull, humanText({ min: 0, max: 200 }).nullable()).optional();
const ZDays = z.array(ZAvailableDay).max(31, { message: PICKUP_MESSAGES.tooManyDates });

/** The driver's availability: PUT /api/claims/{id}/pickup/availability, and the driver's own pages. */
export const ZPickupAvailabilityRequest = z
  .strictObject({
    pickupDates: ZDays,
    contact: ZContact,
    requestedSpecificDate: ZAvailableDay.nullable().optional(),
  })
  .meta({
    description:
      'At least one day, in pickupDates or as requestedSpecificDate (400 otherwise); a day gone by, or one the claim’s garage is closed (a weekday it does not open, a bank holiday, today after closing), is 422.',
  });
export type TPickupAvailabilityRequest = z.input<typeof ZPickupAvailabilityRequest>;

/** The spec's pickupData: PUT /api/claims/{id}/pickup/ and /pickup/retail. Every field may be left out. */
export const ZPickupDataRequest = z.strictObject({
  pickupDates: ZDays.optional(),
  contact: ZContact,
  requestedSpecificDate: ZAvailableDay.nullable().optional(),
  /** The repair date booked. */
  date: ZRepairDay.optional(),
  /** Mail the driver the date, with a calendar invitation and a link to accept or reject it. */
  notifyCustomer: z.boolean().optional(),
  /** A booked date moved: reschedule (the garage moves it) or rearrange (after the driver said no). */
  type: z.enum(PICKUP_TYPES).nullable().optional(),
  /** Book a future date the driver did not offer (agreed with them another way). */
  allowFutureDate: z.boolean().optional(),
  /** Retail: the driver pays before the repair. */
  chargeRequired: z.boolean().optional(),
});
export type TPickupDataRequest = z.input<typeof ZPickupDataRequest>;

/** PUT /api/claims/{id}/pickup/bodyshop: the bodyshop books the date it repairs at its own site. */
export const ZBodyshopPickupRequest = z.strictObject({ date: ZRepairDay, notifyCustomer: z.boolean().optional() });

/** PUT /api/claims/{id}/pickup/override: a date the rules refuse (past, not offered), by OverrideRepairDate. */
export const ZOverridePickupRequest = z.strictObject({ date: ZRepairDay, notifyCustomer: z.boolean().optional() });
export const ZOverridePickupQuery = z.object({
  allowFutureDate: z
    .enum(['true', 'false'], { message: 'allowFutureDate: true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

/** GET /api/claims/{id}/pickup/dvla/{plate}. */
export const ZPickupPlateParams = z.object({
  id: ZId,
  plate: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{1,8}$/, { message: 'Not a valid registration' }))
    // The document carries the rule as the API applies it: spaces anywhere, 1 to 8 letters and digits.
    .meta({ pattern: '^\\s*(?:[A-Za-z0-9]\\s*){1,8}$' }),
});

/** The garage a driver takes the vehicle to, for directions (spec 9). */
export const ZPickupGarage = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  /** The weekdays it opens, 1 (Monday) to 7 (Sunday) (garage-days.ts). */
  openDays: z.array(z.number().int()),
  /** 'HH:MM' in London: today is closed from then. */
  closesAt: z.string(),
  /** Its region's bank holidays, from today to a year ahead: it is closed on them. */
  bankHolidays: z.array(ZDay),
});
export type TPickupGarage = z.infer<typeof ZPickupGarage>;

/** A claim's pickup data as the pickup calls answer it; all empty before anyone gave any. */
export const ZPickup = z.object({
  pickupDates: z.array(ZDay),
  contact: z.string().nullable(),
  requestedSpecificDate: ZDay.nullable(),
  date: ZDay.nullable(),
  notifyCustomer: z.boolean(),
  type: z.enum(PICKUP_TYPES).nullable(),
  allowFutureDate: z.boolean(),
  chargeRequired: z.boolean(),
  location: z.enum(PICKUP_LOCATIONS).nullable(),
  driverAnswer: z.enum(PICKUP_ANSWERS).nullable(),
  driverAnsweredAt: z.iso.datetime().nullable(),
  garage: ZPickupGarage.nullable(),
});
export type TPickup = z.infer<typeof ZPickup>;

/** What the driver's pickup and preferred-dates pages show. */
export const ZDriverPickupPage = z.object({
  claimReference: z.string(),
  registration: z.string(),
  pickup: ZPickup,
});
export type TDriverPickupPage = z.infer<typeof ZDriverPickupPage>;

/** The driver's answer to the booked date. */
export const ZPickupAnswerRequest = z.strictObject({ answer: z.enum(['accept', 'reject']) });
export type TPickupAnswerRequest = z.infer<typeof ZPickupAnswerRequest>;

const ZToken = z.string().min(1).max(200);
export const ZDriverPickupParams = z.object({ claimId: ZId, token: ZToken });
export const ZDriverDatesParams = z.object({ quoteId: ZId, token: ZToken });

/** A calendar day as people read it, the same everywhere: 'Tuesday 8 December 2026'. */
export function formatDay(day: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** Whether a day is before today (both 'YYYY-MM-DD'). */
export const isPastDay = (day: string, today: string): boolean => day < today;

/** The days the driver offered: their available dates and the one they asked for. None: any day. */
export function offeredDays(pickup: Pick<TPickup, 'pickupDates' | 'requestedSpecificDate'>): string[] {
  const days = new Set(pickup.pickupDates);
  if (pickup.requestedSpecificDate) days.add(pickup.requestedSpecificDate);
  return [...days].sort();
}

/** Whether a booked day fits what the driver offered (anything fits when they offered nothing). */
export function withinAvailability(
  pickup: Pick<TPickup, 'pickupDates' | 'requestedSpecificDate'>,
  day: string,
): boolean {
  const offered = offeredDays(pickup);
  return offered.length === 0 || offered.includes(day);
}

import { isValid, toNormalised } from 'postcode';
import { CLOSES_AT_PATTERN } from '../garage-days.ts';
import { blankTextToNull, humanText } from '../human-text.ts';
import { REPAIR_CAPABILITIES } from '../organisation.ts';
import { z } from '../validation.ts';
import { ZId, ZPagination } from './common.ts';

/** Texts of the garages pages and their API answers. */
export const GARAGE_MESSAGES = {
  notFound: 'Garage not found',
  taken: 'This organisation already has a garage with this name',
  postcode: 'Please provide a valid UK postcode',
  postcodeNotFound: 'This postcode was not found: place the garage on the map',
  noPlace: 'Place the garage on the map or use your location: its postcode cannot be looked up now',
  bothCoordinates: 'Give both latitude and longitude, or neither',
  notAGarageOrganisation: 'Garages belong to repairers and bodyshops',
  chooseOrganisation: 'Choose the organisation the garage belongs to',
  created: 'Garage created',
  saved: 'Garage saved',
  deleted: 'Garage deleted',
  moved: 'Garage location saved',
  noOpenDay: 'Choose at least one day the garage is open',
  closesAt: 'Give the time the garage closes, like 17:30',
  csvNoPlace: 'Add latitude and longitude: this postcode cannot be looked up now',
  csvEncoding: 'The file is not UTF-8 text: save it as “CSV UTF-8” and try again',
  csvNotCsv: 'Send the garages as a CSV file (text/csv)',
  csvEmpty: 'The file has no garages: one header line, then one garage a line',
  csvTooMany: (max: number) => `A file holds at most ${max.toLocaleString('en-GB')} garages`,
  csvTooManyLines: (max: number) =>
    `The file has more than ${max.toLocaleString('en-GB')} lines: more than its garages could fill. Check the file is the garages’ CSV`,
  csvLineTooLong: (line: number, max: number) =>
    `Line ${line} is longer than ${max.toLocaleString('en-GB')} characters: no garage needs that much. Check the file is the garages’ CSV`,
  csvMissingColumns: (columns: readonly string[]) => `Missing columns: ${columns.join(', ')}`,
  csvUnknownColumns: (columns: readonly string[]) => `Unknown columns: ${columns.join(', ')}`,
  csvBadRows: (count: number) => `${count === 1 ? '1 row has' : `${count} rows have`} problems: nothing was imported`,
  csvCells: (found: number, expected: number) => `${found} cells where the header names ${expected} columns`,
  csvSameName: (line: number) => `The same name as line ${line}`,
  imported: (count: number) => (count === 1 ? '1 garage imported' : `${count} garages imported`),
} as const;

/** A UK postcode, checked and written the one way (upper case, one space: `LS11 5QS`). */
export const ZPostcode = z
  .string()
  .trim()
  .min(1)
  .max(16)
  .refine((value) => isValid(value), { message: GARAGE_MESSAGES.postcode })
  .transform((value) => toNormalised(value) ?? value)
  // The postcode library's rule (outward code, optional space, inward code), for the document.
  .meta({ pattern: '^\\s*[A-Za-z]{1,2}\\d[A-Za-z\\d]?\\s*\\d[A-Za-z]{2}\\s*$' });

/** A blank optional text is absent (null), as forms send it. */
const optionalText = (max: number, multiline = false) =>
  z.preprocess(blankTextToNull, humanText({ min: 0, max, multiline }).nullable().default(null));

/** Digits, spaces and the usual signs of a phone number written by hand. */
const ZPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[0-9 ()-]{6,}$/, { message: 'Please provide a phone number' })
    .nullable()
    .default(null),
);

/** A number a form may send as text; blank is absent. */
const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v), schema);

export const GARAGE_RADIUS = { min: 1, max: 500 } as const;

const ZCapabilities = z
  .array(z.enum(REPAIR_CAPABILITIES))
  .max(REPAIR_CAPABILITIES.length)
  .transform((list) => [...new Set(list)]);

/** The weekdays a garage opens, 1 (Monday) to 7 (Sunday), each once, in order. */
export const ZOpenDays = z
  .array(z.number().int().min(1).max(7))
  .min(1, { message: GARAGE_MESSAGES.noOpenDay })
  .max(7)
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));
/** The time a garage closes, 'HH:MM' in London. */
export const ZClosesAt = z.string().trim().regex(CLOSES_AT_PATTERN, { message: GARAGE_MESSAGES.closesAt });

/** What a garage's own staff keep up to date (UpdateGarages); where it is is its location. */
export const ZGarageDetails = z.strictObject({
  name: humanText({ max: 120 }),
  addressLine1: optionalText(200),
  town: optionalText(80),
  phone: ZPhone,
  openingHours: optionalText(500, true),
  capabilities: ZCapabilities.default([]),
  /** Absent: the organisation's default service radius (its settings). */
  serviceRadiusKm: formNumber(z.number().int().min(GARAGE_RADIUS.min).max(GARAGE_RADIUS.max).optional()),
  /** Absent: Monday to Friday for a new garage (DEFAULT_OPEN_DAYS), the days it has for a change. */
  openDays: ZOpenDays.optional(),
  /** Absent: 17:30 for a new garage (DEFAULT_CLOSES_AT), the time it has for a change. */
  closesAt: ZClosesAt.optional(),
});
export type TGarageDetails = z.output<typeof ZGarageDetails>;

const ZLatitude = formNumber(z.number().min(-90).max(90).optional());
const ZLongitude = formNumber(z.number().min(-180).max(180).optional());

/** Coordinates come both or neither: without them, the postcode is looked up (GEOCODER_URL). */
function bothOrNeither(value: { latitude?: number | undefined; longitude?: number | undefined }, ctx: z.RefinementCtx) {
  if ((value.latitude === undefined) !== (value.longitude === undefined)) {
    const path = value.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [path], message: GARAGE_MESSAGES.bothCoordinates });
  }
}

/** Where a garage is: its postcode, and its point on the map when known (SuperAdminRepairerLocation). */
export const ZGarageLocation = z
  .strictObject({ postcode: ZPostcode, latitude: ZLatitude, longitude: ZLongitude })
  .superRefine(bothOrNeither);
export type TGarageLocationRequest = z.input<typeof ZGarageLocation>;
/**
 * The same as the API takes it: coordinates as JSON numbers, as the document says (the form's text is
 * parsed in the browser by ZGarageLocation). The fuzzer found ".5" accepted where the document refuses it.
 */
/** The rule across the coordinates, for the document (issue 29). */
const BOTH_OR_NEITHER =
  'latitude and longitude together, or neither: the postcode is then looked up (400 on the missing one otherwise).';

export const ZGarageLocationBody = z
  .strictObject({
    postcode: ZPostcode,
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
  })
  .superRefine(bothOrNeither)
  .meta({ description: BOTH_OR_NEITHER });

/** CreateSingleGarage. Without organisationId, the caller's own repairer or bodyshop. */
export const ZGarageCreateRequest = ZGarageDetails.extend({
  // A form's select left on its empty choice sends ''.
  organisationId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()),
  postcode: ZPostcode,
  latitude: ZLatitude,
  longitude: ZLongitude,
})
  .superRefine(bothOrNeither)
  .meta({ description: BOTH_OR_NEITHER });
export type TGarageCreateRequest = z.input<typeof ZGarageCreateRequest>;
export type TGarageCreate = z.output<typeof ZGarageCreateRequest>;

export const ZGarageUpdateRequest = ZGarageDetails;
export type TGarageUpdateRequest = z.input<typeof ZGarageUpdateRequest>;

export const ZGarage = z.object({
  id: ZId,
  organisationId: ZId,
  organisationName: z.string(),
  name: z.string(),
  addressLine1: z.string().nullable(),
  town: z.string().nullable(),
  postcode: z.string().nullable(),
  phone: z.string().nullable(),
  openingHours: z.string().nullable(),
  openDays: z.array(z.number().int()),
  closesAt: z.string(),
  capabilities: z.array(z.enum(REPAIR_CAPABILITIES)),
  serviceRadiusKm: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  createdAt: z.iso.datetime(),
});
export type TGarage = z.infer<typeof ZGarage>;

/** /garages: a search over name, town and postcode; super admins may narrow to one organisation. */
export const ZGarageListQuery = ZPagination.extend({
  search: z.string().trim().max(120).optional(),
  organisationId: ZId.optional(),
});
export type TGarageListQuery = z.input<typeof ZGarageListQuery>;

export const ZGarageList = z.object({ data: z.array(ZGarage), total: z.number().int() });
export type TGarageList = z.infer<typeof ZGarageList>;

/** The CSV import's columns (a header line names them, in any order); name and postcode are required. */
export const GARAGE_CSV_COLUMNS = [
  'name',
  'address',
  'town',
  'postcode',
  'phone',
  'opening_hours',
  'capabilities',
  'service_radius_km',
  'latitude',
  'longitude',
] as const;
export const GARAGE_CSV_REQUIRED = ['name', 'postcode'] as const;
export const GARAGE_CSV_MAX_ROWS = 20_000;

/** POST /api/garages/import's query: whose garages the file holds. */
export const ZGarageImportQuery = z.object({ organisationId: ZId });
export const ZGarageImportAnswer = z.object({ created: z.number().int() });
export type TGarageImportAnswer = z.infer<typeof ZGarageImportAnswer>;

/** What the garage pages' maps need: the tiles, and whether postcodes can be looked up (GEOCODER_URL). */
export const ZMapSettings = z.object({ tileUrl: z.string().nullable() });
export type TMapSettings = z.infer<typeof ZMapSettings>;

/** /repairMap: the points it draws. Open claims are those the caller reads, not yet paid or closed. */
export const ZRepairMapGarage = z.object({
  id: ZId,
  name: z.string(),
  organisationName: z.string(),
  postcode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export const ZRepairMapClaim = z.object({
  id: ZId,
  registration: z.string(),
  status: z.string(),
  postcode: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});
export const ZRepairMap = z.object({
  /** The tiles under the markers ({z}/{x}/{y}); null: a plain background (MAP_TILE_URL). */
  tileUrl: z.string().nullable(),
  garages: z.array(ZRepairMapGarage),
  claims: z.array(ZRepairMapClaim),
});
export type TRepairMap = z.infer<typeof ZRepairMap>;
export type TRepairMapGarage = z.infer<typeof ZRepairMapGarage>;
export type TRepairMapClaim = z.infer<typeof ZRepairMapClaim>;

import { capabilitiesFor, type OrganisationType, THUMBNAIL, uploadRefusal } from '@fixline/domain';

/** A request's values as the API receives them: path and query text, and the JSON body. */
export interface ReceivedValues {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

type Rule = (received: ReceivedValues) => string | null;

const fields = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
/** Given, in the API's sense: present, not null, and not blank text (blank is null, docs/api-contract.md). */
const given = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && !value.trim());

/** Latitude and longitude go together: both or neither. */
const bothCoordinates: Rule = ({ body }) => {
  const { latitude, longitude } = fields(body);
  return given(latitude) === given(longitude) ? null : 'latitude and longitude: both or neither';
};

/** A driver's report names a way to reach them: a phone number or an email address. */
const phoneOrEmail: Rule = ({ body }) => {
  const { customerPhone, customerEmail } = fields(body);
  return given(customerPhone) || given(customerEmail) ? null : 'a phone number or an email address is needed';
};

/** A driver who says they are vulnerable says what support they need: some needs, or in words. */
const supportNamed: Rule = ({ body }) => {
  const { vulnerableCustomer, supportNeeds, supportDetails } = fields(body);
  if (vulnerableCustomer !== true) return null;
  return (Array.isArray(supportNeeds) && supportNeeds.length > 0) || given(supportDetails) ? null : 'no support named';
};

/** An itemised quote's cost is the total of its lines. */
const costIsItemsTotal: Rule = ({ body }) => {
  const { cost, items } = fields(body);
  if (!Array.isArray(items)) return null;
  const total = items.reduce((sum: number, item) => sum + Number(fields(item).amount), 0);
  return total === cost ? null : 'cost is not the total of the items';
};

/** An organisation holds only the capabilities of its type. */
const capabilitiesOfType: Rule = ({ body }) => {
  const { type, capabilities } = fields(body);
  if (!Array.isArray(capabilities) || typeof type !== 'string') return null;
  const allowed: readonly string[] = capabilitiesFor(type as OrganisationType) ?? [];
  return capabilities.every((capability) => allowed.includes(capability)) ? null : 'a capability not of its type';
};

/** A new password is not the current one. */
const newPassword: Rule = ({ body }) => {
  const { currentPassword, newPassword: next } = fields(body);
  return currentPassword === next ? 'the new password is the current one' : null;
};

/** A driver's availability names at least one day: among the dates, or the one asked for. */
const someDay: Rule = ({ body }) => {
  const { pickupDates, requestedSpecificDate } = fields(body);
  return (Array.isArray(pickupDates) && pickupDates.length > 0) || given(requestedSpecificDate)
    ? null
    : 'no day at all';
};

/**
 * The garages' import takes a CSV file (text/csv, its summary says), which the fuzzer does not write:
 * its requests are never positive data.
 */
const csvFile: Rule = () => 'the body is a CSV file, which the fuzzer does not write';

/** zod's stringbool words for true, in any case (the document lists every word it takes). */
const TRUE_WORDS = ['true', '1', 'yes', 'on', 'y', 'enabled'];

/**
 * Signing an upload (the operations' description): a file names its format and a size within that
 * type's limit; a thumbnail names the original's key instead, and is at most THUMBNAIL.maxBytes.
 */
const oneUpload: Rule = ({ query }) => {
  const size = query.size === undefined ? undefined : Number(query.size);
  if (TRUE_WORDS.includes((query.isThumbnail ?? '').trim().toLowerCase())) {
    if (!given(query.previousKey)) return 'a thumbnail needs previousKey';
    return size !== undefined && size > THUMBNAIL.maxBytes ? 'a thumbnail over its limit' : null;
  }
  if (!given(query.format)) return 'a file needs format';
  return uploadRefusal((query.format ?? '').trim(), size)?.message ?? null;
};

/**
 * The rules across fields that an operation's description carries, since a JSON Schema of one field
 * cannot (docs/api-contract.md, "Rules that span fields"): a request that breaks one is refused with 400
 * naming the field, and is not positive data. Keyed by the operation as the document names it.
 */
export const CROSS_FIELD_RULES: Readonly<Record<string, readonly Rule[]>> = {
  'GET /api/images/auth/sign-s3': [oneUpload],
  'GET /api/images/noauth/sign-s3': [oneUpload],
  'POST /api/claims/fnol': [phoneOrEmail, supportNamed],
  'POST /api/claims/{id}/request-quote-authorisation': [costIsItemsTotal],
  'POST /api/organisations': [capabilitiesOfType],
  'PUT /api/users/password': [newPassword],
  'PUT /api/driver/pickup/{claimId}/{token}/availability': [someDay],
  'PUT /api/driver/preferred-dates/{quoteId}/{token}/availability': [someDay],
  'POST /api/garages/import': [csvFile],
  'POST /api/garages': [bothCoordinates],
  'PUT /api/garages/{id}/location': [bothCoordinates],
};

/** The first rule across fields that the request breaks, in words; null when it keeps them all. */
export function crossFieldProblem(operation: string, received: ReceivedValues): string | null {
  for (const rule of CROSS_FIELD_RULES[operation] ?? []) {
    const problem = rule(received);
    if (problem) return problem;
  }
  return null;
}

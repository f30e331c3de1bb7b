/** What a failed query's error says about PostgreSQL, for the answers that depend on it. */

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** A unique index refused the row (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown): boolean => codeOf(error) === '23505';

/**
 * PostgreSQL refused a value (SQLSTATE class 22, data exception): a date or number out of its type's
 * range, text that is no valid value of its type, a string too long for its column. The request's data,
 * not the server, is at fault, so it answers 400 (issue 22 §2); the schemas should have caught it first.
 */
export const isDataException = (error: unknown): boolean => codeOf(error)?.startsWith('22') === true;

/** Network errors of the socket to PostgreSQL: it is stopped, restarting, or out of reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/**
 * SQLSTATEs that mean the server, not the query, is the problem: class 08 (connection exception),
 * 57P01–57P03 (shut down by an administrator, crashed, not accepting connections yet: starting up or
 * shutting down), 53300 (too many connections), 57014 (the statement timeout cancelled the query).
 */
const SERVER_STATES = /^(08...|57P0[123]|53300|57014)$/;

/** pg's own words when it gives up on a connection (no code): the pool's connect timeout, a dropped socket. */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Query read timeout',
];

/**
 * The database cannot answer right now (stopped, restarting, unreachable, overloaded): the request did
 * nothing it could finish and may be tried again, so the API answers 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) return true;
  const message = error instanceof Error ? error.message : '';
  if (POOL_MESSAGES.some((words) => message.includes(words))) return true;
  // A connect failure inside an AggregateError (IPv4 and IPv6 both refused) or wrapped as a cause.
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return error instanceof Error && error.cause !== undefined && isDatabaseUnavailable(error.cause);
}

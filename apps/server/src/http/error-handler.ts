import { ERROR_MESSAGES, type TErrorResponse, UNPROCESSABLE } from '@fixline/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDataException } from '../db/postgres-errors.ts';
import { HttpError } from './http-error.ts';

/**
 * Every failure leaves as `{ message, errors? }` (docs/product.md "Error bodies"): validation problems one
 * line per field, client mistakes Fastify detects (bad JSON, wrong content type, too large) with
 * their status, a value PostgreSQL refuses (out of range, invalid for its type) as a 400, PostgreSQL
 * out of reach as a 503 the client may retry (the pool's connect and statement
 * timeouts bound how long that takes), and anything unexpected as a logged 500 without a stack trace.
 */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    send(reply, error.statusCode, { message: error.message, errors: error.errors });
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext;
    const errors = error.validation.map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field ? `${field}: ${issue.message}` : `${where ?? 'request'}: ${issue.message}`;
    });
    // Refusals the document cannot state (a date gone by) are 422; any other problem makes it a 400.
    const unprocessable = error.validation.every((issue) => isUnprocessable(issue.params));
    send(reply, unprocessable ? 422 : 400, { message: ERROR_MESSAGES.invalidRequest, errors });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // Expected while PostgreSQL restarts, and many at once: one line each, without the stack.
    request.log.warn(`database unavailable: ${error.message}`);
    reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    send(reply, 503, { message: ERROR_MESSAGES.databaseUnavailable });
    return;
  }
  if (isDataException(error)) {
    // A check the schemas lack: logged so it gets one, answered as the client's mistake it is.
    request.log.warn(`value refused by the database: ${error.message}`);
    send(reply, 400, { message: ERROR_MESSAGES.valueOutOfRange });
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    send(reply, status, { message: clientMessage(error) });
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  send(reply, 500, { message: ERROR_MESSAGES.somethingWentWrong });
}

/** A restart of PostgreSQL takes seconds; clients that honour Retry-After come back after it. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The router's own refusals (a path value over its length limit, a broken percent-encoding) come
 * here instead of the error handler (Fastify's `frameworkErrors`): 400 with `{ message }` like any
 * other bad input, not Fastify's own body and status.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A value in the address is too long' : 'The address is not valid';
  handleError(new HttpError(400, message), request, reply);
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'This content type is not supported; send application/json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return error.message || ERROR_MESSAGES.invalidRequest;
  }
}

function send(reply: FastifyReply, status: number, body: TErrorResponse): void {
  const clean: TErrorResponse = body.errors?.length ? body : { message: body.message };
  reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(clean));
}

/** A validation problem whose refinement was marked UNPROCESSABLE (its params, as zod gives them). */
function isUnprocessable(params: unknown): boolean {
  const marked = (params as { params?: Record<string, unknown> } | undefined)?.params;
  return marked?.unprocessable === UNPROCESSABLE.unprocessable;
}

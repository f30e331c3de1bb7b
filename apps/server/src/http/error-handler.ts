import { ERROR_MESSAGES, type TErrorResponse } from '@fixline/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-error.ts';

/**
 * Every failure leaves as `{ message, errors? }` (WORKFLOW.md "Error bodies"): validation problems one
 * line per field, client mistakes Fastify detects (bad JSON, wrong content type, too large) with
 * their status, and anything unexpected as a logged 500 without a stack trace.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
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
    send(reply, 400, { message: ERROR_MESSAGES.invalidRequest, errors });
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

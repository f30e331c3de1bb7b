import { ERROR_MESSAGES } from './messages.ts';

/**
 * The error text rule of spec section 8: an errors list joined by ", "; a string body as it is; else
 * the body's message; a plain Error's message; anything else 'Something went wrong'.
 */
export function errorText(error: unknown): string {
  if (typeof error === 'string' && error.length > 0) return error;
  if (error instanceof Error) return error.message || ERROR_MESSAGES.somethingWentWrong;
  if (error && typeof error === 'object') {
    const body = error as { errors?: unknown; message?: unknown };
    if (Array.isArray(body.errors) && body.errors.length > 0) return body.errors.map(String).join(', ');
    if (typeof body.message === 'string' && body.message.length > 0) return body.message;
  }
  return ERROR_MESSAGES.somethingWentWrong;
}

import { errorText } from '@fixline/domain';

/** A non-2xx answer of the API. Its message follows the error text rule of spec section 8. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(errorText(body));
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

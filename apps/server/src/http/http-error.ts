/** An answer the client should see as it is: status, a message in plain words, optional per-field errors. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: string[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'Not permitted') => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
export const badRequest = (message: string, errors?: string[]) => new HttpError(400, message, errors);
/**
 * The request is as the document says, but what it names or means cannot be done now: an id of the
 * wrong kind, a date gone by, a password that does not match (docs/api-contract.md "400 and 422").
 */
export const unprocessable = (message: string, errors?: string[]) => new HttpError(422, message, errors);

import { readToken } from '../auth/token-storage.ts';
import { ApiError } from './api-error.ts';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Logout itself must not trigger the inactivity logout when its token is already revoked. */
  ignoreUnauthorized?: boolean;
  /** The token to send instead of the stored one: logout's last calls run after it is cleared. */
  token?: string;
  /** More headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * The auth provider registers here: a 401 on a call made with a token means the session is gone
 * (spec section 8), whichever screen made the call. Returns the unregister function.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = null;
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The one way the web app calls the API: JSON in and out, Bearer token, errors as ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = options.token ?? readToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const body = await readBody(response);

  if (!response.ok) {
    // A 401 without a token is a failed sign-in, which the login form shows itself.
    if (response.status === 401 && token && !options.ignoreUnauthorized) unauthorizedListener?.();
    throw new ApiError(response.status, body);
  }
  return body as T;
}

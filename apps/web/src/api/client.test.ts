import { ERROR_MESSAGES } from '@fixline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeToken } from '../auth/token-storage.ts';
import { ApiError } from './api-error.ts';
import { apiRequest, onUnauthorized } from './client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends the stored token as a Bearer header and returns the JSON body', async () => {
    storeToken('abc');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiRequest('/api/x')).resolves.toEqual({ ok: true });
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toBe('Bearer abc');
  });

  it('joins an errors list with a comma, else uses the message', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'Bad', errors: ['a: x', 'b: y'] }));
    await expect(apiRequest('/api/x')).rejects.toThrow('a: x, b: y');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: ERROR_MESSAGES.invalidCredentials }));
    await expect(apiRequest('/api/users/login', { method: 'POST', body: {} })).rejects.toThrow(
      ERROR_MESSAGES.invalidCredentials,
    );
  });

  it('shows a plain text body as it is and anything else as Something went wrong', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Gateway down', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toThrow('Gateway down');
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    await expect(apiRequest('/api/x')).rejects.toThrow(ERROR_MESSAGES.somethingWentWrong);
  });

  it('calls the unauthorized listener on a 401 to a call made with a token', async () => {
    const listener = vi.fn();
    const unregister = onUnauthorized(listener);
    storeToken('revoked');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Please sign in to continue' }));
    const error = await apiRequest('/api/users/current').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(listener).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('does not log out on a 401 without a token (a failed sign-in) or when told to ignore it', async () => {
    const listener = vi.fn();
    const unregister = onUnauthorized(listener);
    fetchMock.mockResolvedValue(jsonResponse(401, { message: ERROR_MESSAGES.invalidCredentials }));
    await apiRequest('/api/users/login', { method: 'POST', body: {} }).catch(() => undefined);
    storeToken('revoked');
    await apiRequest('/api/users/logout', { method: 'POST', ignoreUnauthorized: true }).catch(() => undefined);
    expect(listener).not.toHaveBeenCalled();
    unregister();
  });
});

import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

/** A demo account's bearer token, for the steps a journey takes through the API rather than on screen. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const answer = await request.post('/api/users/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** One call as that account, failing the journey with the server's own words when it is refused. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  bearer: string,
  data?: unknown,
): Promise<T> {
  const answer = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${bearer}` } });
  expect(answer.status(), `${method} ${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

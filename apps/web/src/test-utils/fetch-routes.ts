import type { Mock } from 'vitest';

export function jsonResponse(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** `METHOD /path?query` → the answer, given the parsed request body; a promise keeps the call on its way. */
export type FetchRoutes = Record<string, (body: unknown) => Response | Promise<Response>>;

/** Answers the calls a test names; any other call fails, so an unexpected request shows up at once. */
export function mockFetchRoutes(fetchMock: Mock<typeof fetch>, routes: FetchRoutes): void {
  fetchMock.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    if (!answer) throw new Error(`Unexpected call ${key}`);
    return answer(init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined);
  });
}

/** The `METHOD /path` and parsed body of every call made, in order. */
export function fetchCalls(fetchMock: Mock<typeof fetch>): { call: string; body: unknown }[] {
  return fetchMock.mock.calls.map(([input, init]) => ({
    call: `${init?.method ?? 'GET'} ${String(input)}`,
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  }));
}

import { afterAll, beforeAll, inject } from 'vitest';
import { type HttpClient, httpClient } from './http-client.ts';
import { startAppOn, type TestApp, type TestAppOptions } from './start-app.ts';

export type { TestApp, TestAppOptions };

/**
 * The real app on a fresh database of its own (migrated, with the demo data), listening on a free
 * loopback port. One per test file: no test depends on another file's data.
 */
export function startTestApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  options: TestAppOptions = {},
): Promise<TestApp> {
  return startAppOn(inject('databaseServerUrl'), env, logStream, { template: inject('demoTemplate'), ...options });
}

export interface TestAppHandle {
  /** The running app, available inside tests and their hooks. */
  app: TestApp;
  http: HttpClient;
}

/** Starts a test app for this file before its tests and closes it after: `const api = useTestApp();`. */
export function useTestApp(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  options: () => TestAppOptions = () => ({}),
): TestAppHandle {
  const handle = {} as TestAppHandle;
  beforeAll(async () => {
    handle.app = await startTestApp(env, logStream, options());
    handle.http = httpClient(handle.app.url);
  });
  afterAll(() => handle.app?.close());
  return handle;
}

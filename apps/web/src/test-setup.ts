import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from './api/query-client.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup between tests.
afterEach(() => {
  cleanup();
  // The prerender's tests run in Node, without a browser's storage.
  globalThis.localStorage?.clear();
  queryClient.clear();
});

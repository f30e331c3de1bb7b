import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from './api/query-client.ts';

// findBy… and waitFor give up after 1 s by default: on a loaded 2-core machine a page's first render with
// its reads has taken longer (a CI run failed on it), and waiting longer costs a passing test nothing.
configure({ asyncUtilTimeout: 5_000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup between tests.
afterEach(() => {
  cleanup();
  // The public frames' tests run in Node, without a browser's storage.
  globalThis.localStorage?.clear();
  queryClient.clear();
});

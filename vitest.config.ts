import { defineConfig } from 'vitest/config';

/**
 * Six projects: the domain's unit tests, the fuzzer's own (no app), the benchmarks' own logic, the server's API tests on a real
 * PostgreSQL, the trust harness's suites (verify/authz, issue 7; verify/outbound, issue 22) that speak
 * HTTP to the real server too, and the web's components.
 */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      // The trust harness's own parts (the fuzzer's generators and checks, the budgets' figures and the
      // audits' process priorities), without an app.
      { test: { name: 'verify-unit', include: ['verify/{fuzz,budgets}/**/*.test.ts'], environment: 'node' } },
      // The benchmarks' own logic (the open-loop schedule, percentiles, the knee), without a server.
      { test: { name: 'bench-unit', include: ['bench/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // API test files each get their own database; two workers suit a 2-core machine.
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'verify',
          include: ['verify/{authz,outbound}/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          environment: 'happy-dom',
          // Worker threads rather than child processes: the same 199 tests of twelve feature folders took
          // 79 s instead of 179 s, mostly in loading React, MUI and the DOM once per worker.
          pool: 'threads',
          // A page test types and clicks through MUI like a person: seconds on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
    ],
  },
});

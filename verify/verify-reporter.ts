import type { Reporter, TestCase, TestModule } from 'vitest/node';
import matrixFile from './authz/matrix.json' with { type: 'json' };
import type { Matrix } from './authz/matrix.ts';
import { type VerifyRow, writeVerifyRows } from './checks.ts';

/**
 * A vitest reporter that turns the harness's vitest suites (authorization, outbound addresses) into
 * `npm run verify` rows of the check VERIFY_CHECK names (default authz): one per top-level describe
 * block, cases = its tests (cells), failures = the failed ones. A file that could not run at all (its app
 * did not start) or an error outside any test is a failure of its own row.
 */
const checkId = process.env.VERIFY_CHECK ?? 'authz';
const matrix = matrixFile as Matrix;
const routes = (tests: TestCase[]) => new Set(tests.map((test) => test.name.split(' · ')[0])).size;

const FIGURES: Record<string, (tests: TestCase[]) => string> = {
  'authorization matrix': () => `${Object.keys(matrix.routes).length} routes × ${matrix.actors.length} actors`,
  'object level (other org ids → 404)': (tests) => `${routes(tests)} routes with ids or lists`,
  'property level (forbidden fields refused)': (tests) => `${routes(tests)} routes taking bodies or reading costs`,
  'outbound addresses': () => 'every request to a user-given address refuses internal ones, in every address form',
};

/** The name of the test's outermost describe block (the test's own name when it has none). */
function topSuite(test: TestCase): string {
  let suite = test.parent.type === 'suite' ? test.parent : null;
  while (suite?.parent.type === 'suite') suite = suite.parent;
  return suite?.name ?? test.name;
}

type UnhandledErrors = Parameters<NonNullable<Reporter['onTestRunEnd']>>[1];

export default class VerifyReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: UnhandledErrors): void {
    const bySuite = new Map<string, TestCase[]>();
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const suite = topSuite(test);
        bySuite.set(suite, [...(bySuite.get(suite) ?? []), test]);
      }
    }
    const rows: VerifyRow[] = [...bySuite].map(([check, tests]) => ({
      check,
      cases: tests.length,
      failures: tests.filter((test) => test.result().state === 'failed').length,
      figure: FIGURES[check]?.(tests) ?? `${routes(tests)} routes`,
    }));
    const broken = modules.filter((module) => module.errors().length > 0 || module.state() === 'failed');
    const crashed = broken.filter((module) => ![...module.children.allTests('failed')].length);
    if (crashed.length > 0 || unhandled.length > 0) {
      rows.push({
        check: `${checkId} suites (errors outside tests)`,
        cases: modules.length,
        failures: crashed.length + unhandled.length,
        figure: crashed.map((module) => module.moduleId.split('/').pop()).join(', ') || 'unhandled errors',
      });
    }
    writeVerifyRows(checkId, rows);
  }
}

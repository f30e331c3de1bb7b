import { parseArgs } from 'node:util';
import { type VerifyRow, writeVerifyRows } from '../checks.ts';
import { BOUNDARY_FAMILIES, type BoundaryFamily } from './boundary-values.ts';
import { caseRunner, POSITIVE_PROBLEM } from './case-runner.ts';
import { startFuzzApp } from './fuzz-app.ts';
import { fuzzOperation } from './fuzz-operation.ts';
import { describeAnswers, describeFailure } from './fuzz-report.ts';
import { knownIds } from './known-ids.ts';
import { type OpenApiDocument, type Operation, operationsOf } from './openapi.ts';
import { operationRules } from './operation-rules.ts';
import { loadRegressions, saveRegression } from './regressions.ts';
import { ACTORS, sessions } from './sessions.ts';

/**
 * `npm run fuzz`: every operation of the OpenAPI document gets generated valid and broken requests on
 * a throwaway app (docs/security.md "API fuzzing"). `-- --cases 10000` runs a long campaign,
 * `-- --seed 7` repeats a run (`--seed random` picks one), `-- --only /api/claims` fuzzes the
 * operations whose name contains that text, `-- --operation "POST /api/claims"` (repeatable) exactly
 * those operations. Saved regressions are sent again first, every run.
 */
const DEFAULT_SEED = 20261123;
const { values } = parseArgs({
  options: {
    cases: { type: 'string', default: '200' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
    only: { type: 'string' },
    operation: { type: 'string', multiple: true },
  },
});
const cases = Number(values.cases);
const seed = values.seed === 'random' ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
if (!Number.isInteger(cases) || cases < 1 || !Number.isInteger(seed)) {
  console.error('Usage: npm run fuzz -- [--cases N] [--seed S | --seed random] [--only TEXT] [--operation KEY]…');
  process.exit(2);
}

// GETs first: they teach the fuzzer real ids; deletes last, so the objects live while the rest is fuzzed.
const METHOD_ORDER = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const byMethod = (a: Operation, b: Operation) => METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method);

const started = performance.now();
const app = await startFuzzApp();
try {
  const document = (await (await fetch(`${app.url}/api/docs/json`)).json()) as OpenApiDocument;
  const operations = operationsOf(document)
    .filter((operation) => !values.only || operation.key.includes(values.only))
    .filter((operation) => !values.operation || values.operation.includes(operation.key))
    .sort(byMethod);
  console.log(
    `API fuzzing — seed ${seed} (npm run fuzz -- --seed ${seed} repeats it), ${operations.length} operations × ${cases} cases, on ${app.database}`,
  );

  const actors = sessions(app.url);
  for (const actor of ACTORS) await actors.token(actor);
  const ids = knownIds(() => actors.userIds());
  const runner = caseRunner({ baseUrl: app.url, sessions: actors, knownIds: ids, takeErrorLog: app.takeErrorLog });
  const sources = { actors: ACTORS, knownId: (n: number) => ids.pick(n) };

  const regressions = loadRegressions();
  let regressionFailures = 0;
  for (const { file, regression } of regressions) {
    const operation = operations.find((candidate) => candidate.key === regression.case.operation);
    if (!operation) {
      if (values.only || values.operation) continue;
      regressionFailures++;
      console.log(`✗ regression ${file}: no operation ${regression.case.operation} any more (delete the file)`);
      continue;
    }
    const outcome = await runner.run(operation, operationRules(operation), regression.case);
    if (outcome.problems.length) {
      regressionFailures++;
      console.log(`✗ regression ${file} fails again\n${describeFailure(regression.case, outcome)}`);
    }
  }
  if (regressions.length) console.log(`regressions: ${regressions.length} sent again, ${regressionFailures} failing`);

  let failures = 0;
  /** Operations whose failing case was valid data refused as malformed (issue 29). */
  let positiveFailures = 0;
  /** Per boundary family: cases sent, and operations whose failing case was of the family. */
  const families = new Map<BoundaryFamily, { cases: number; failures: number }>(
    BOUNDARY_FAMILIES.map((family) => [family, { cases: 0, failures: 0 }]),
  );
  console.log('Answers per operation (✓ some case was accepted, · every case was refused, ✗ failed):');
  for (const operation of operations) {
    const result = await fuzzOperation(operation, { runner, sources, seed, cases });
    console.log(describeAnswers(result));
    for (const [family, count] of result.families) {
      const tally = families.get(family);
      if (tally) tally.cases += count;
    }
    if (!result.failure) continue;
    failures++;
    const { fuzzCase, outcome, shrinks } = result.failure;
    if (outcome.problems.some((problem) => problem.startsWith(POSITIVE_PROBLEM))) positiveFailures++;
    const family = fuzzCase.family && families.get(fuzzCase.family);
    if (family) family.failures++;
    const file = saveRegression({
      found: `seed ${seed}, ${new Date().toISOString().slice(0, 10)}`,
      problems: outcome.problems,
      case: fuzzCase,
    });
    console.log(`✗ ${operation.key} — failed at case ${result.runs} of ${cases} (shrunk ${shrinks} times)`);
    console.log(describeFailure(fuzzCase, outcome, file));
  }

  const seconds = Math.round((performance.now() - started) / 1000);
  console.log('\nBoundary families (issue 22): cases sent, operations failing');
  const familyRows: VerifyRow[] = [...families].map(([family, tally]) => {
    console.log(`${tally.failures ? '✗' : '✓'} ${family.padEnd(20)} ${tally.cases} cases, ${tally.failures} failing`);
    return {
      check: `API fuzzing boundaries: ${family}`,
      cases: tally.cases,
      failures: tally.failures,
      figure: tally.cases ? 'no 5xx, refused where the document refuses' : 'no field of this kind in the document',
    };
  });
  console.log(
    `\nAPI fuzzing: ${runner.sent()} requests, ${operations.length} operations, ${failures} failing, seed ${seed}, ${seconds} s`,
  );
  writeVerifyRows('fuzz', [
    {
      check: 'API fuzzing',
      cases: runner.sent(),
      failures,
      figure: `seed ${seed}, ${operations.length} operations × ${cases}, ${seconds} s`,
    },
    {
      check: 'API fuzzing positive data',
      cases: runner.positiveSent(),
      failures: positiveFailures,
      figure: 'valid by the document, as sent and trimmed, across fields: never 400',
    },
    ...familyRows,
    {
      check: 'API fuzzing regressions',
      cases: regressions.length,
      failures: regressionFailures,
      figure: 'saved failing cases sent again',
    },
  ]);
  process.exitCode = failures + regressionFailures > 0 ? 1 : 0;
} finally {
  await app.close();
}

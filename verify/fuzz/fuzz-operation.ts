import { createHash } from 'node:crypto';
import fc from 'fast-check';
import type { BoundaryFamily } from './boundary-values.ts';
import { type CaseSources, caseArbitrary } from './case-arbitrary.ts';
import type { CaseOutcome, caseRunner } from './case-runner.ts';
import type { FuzzCase } from './fuzz-case.ts';
import type { Operation } from './openapi.ts';
import { operationRules } from './operation-rules.ts';

export interface OperationResult {
  operation: Operation;
  /** Cases run before the first failure (all of them when none failed). */
  runs: number;
  /** How often each status answered, shrinking included: shows whether valid cases reach the handler. */
  statuses: Map<number, number>;
  /** How many cases of each boundary family were sent, shrinking included. */
  families: Map<BoundaryFamily, number>;
  seconds: number;
  /** The smallest failing case fast-check shrank to, with its answer. */
  failure?: { fuzzCase: FuzzCase; outcome: CaseOutcome; shrinks: number };
}

/** Shrinking sends each smaller candidate again; bounded, as the app's state moves on under it. */
const MAX_SHRINKS = 100;

/**
 * Runs `cases` generated cases against one operation with fast-check, seeded from the run's seed and
 * the operation's name (a new route does not change the cases of the others). The first failing case
 * is shrunk to a smaller one that still fails.
 */
export async function fuzzOperation(
  operation: Operation,
  options: { runner: ReturnType<typeof caseRunner>; sources: CaseSources; seed: number; cases: number },
): Promise<OperationResult> {
  const rules = operationRules(operation);
  let failing: { fuzzCase: FuzzCase; outcome: CaseOutcome } | undefined;
  const statuses = new Map<number, number>();
  const families = new Map<BoundaryFamily, number>();
  const started = performance.now();
  const property = fc.asyncProperty(
    fc.limitShrink(caseArbitrary(operation, options.sources), MAX_SHRINKS),
    async (fuzzCase) => {
      const outcome = await options.runner.run(operation, rules, fuzzCase);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (fuzzCase.family) families.set(fuzzCase.family, (families.get(fuzzCase.family) ?? 0) + 1);
      if (outcome.problems.length === 0) return true;
      // During shrinking the last failing run is the smallest case found so far.
      failing = { fuzzCase, outcome };
      return false;
    },
  );
  const details = await fc.check(property, {
    seed: operationSeed(options.seed, operation.key),
    numRuns: options.cases,
  });
  const result = {
    operation,
    runs: details.numRuns,
    statuses,
    families,
    seconds: (performance.now() - started) / 1000,
  };
  if (!details.failed) return result;
  if (failing) return { ...result, failure: { ...failing, shrinks: details.numShrinks } };
  // The fuzzer itself threw: a failure too, never a pass with fewer cases.
  const reason = details.errorInstance instanceof Error ? details.errorInstance.stack : String(details.errorInstance);
  throw new Error(`The fuzzer failed on ${operation.key} at case ${details.numRuns}: ${reason}`);
}

function operationSeed(seed: number, key: string): number {
  return createHash('sha256').update(`${seed} ${key}`).digest().readInt32LE(0);
}

import path from 'node:path';
import type { CaseOutcome } from './case-runner.ts';
import type { FuzzCase } from './fuzz-case.ts';
import type { OperationResult } from './fuzz-operation.ts';

const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}…` : text);

/** One failing case in words: what was sent, what came back, which checks it broke, where it was saved. */
export function describeFailure(fuzzCase: FuzzCase, outcome: CaseOutcome, savedAs?: string): string {
  const who = fuzzCase.actor
    ? `as ${fuzzCase.actor}`
    : fuzzCase.authorization !== undefined
      ? 'with a forged token'
      : 'without a token';
  const body =
    fuzzCase.body === undefined ? '' : 'json' in fuzzCase.body ? JSON.stringify(fuzzCase.body.json) : fuzzCase.body.raw;
  const lines = [
    `    case: ${fuzzCase.kind} — ${fuzzCase.note}`,
    `    sent ${who}: path ${clip(JSON.stringify(fuzzCase.path), 150)} query ${clip(JSON.stringify(fuzzCase.query), 150)}`,
    ...(body
      ? [
          `    body${fuzzCase.body && 'raw' in fuzzCase.body ? ` (${fuzzCase.body.contentType ?? 'no content type'})` : ''}: ${clip(body)}`,
        ]
      : []),
    `    answer: ${outcome.status} ${clip(outcome.answer, 200)}`,
    ...outcome.problems.map((problem) => `    ✗ ${problem}`),
    ...outcome.serverLog.slice(0, 3).map((line) => `    server log: ${clip(line, 500)}`),
  ];
  if (savedAs) lines.push(`    saved as ${path.relative(process.cwd(), savedAs)}`);
  return lines.join('\n');
}

/** One line per operation: how its cases were answered and how long they took ("200×97 400×81 401×22, 1.3 s"). */
export function describeAnswers(result: OperationResult): string {
  const counts = [...result.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  const accepted = [...result.statuses.keys()].some((status) => status >= 200 && status < 300);
  return `${result.failure ? '✗' : accepted ? '✓' : '·'} ${result.operation.key.padEnd(52)} ${counts}, ${result.seconds.toFixed(1)} s`;
}

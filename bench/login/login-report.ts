import { printVerdicts, verdict } from '../ratio-verdict.ts';
import type { LoginBenchResult } from './login-bench.ts';

/** ASVS 6.3.8 as issue 7 sets it: medians of an unknown and a known email's answers under 5 ms apart. */
export const LOGIN_DIFFERENCE_TARGET_MS = 5;

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The headline in words, for the bench report and verify's summary table. */
export function loginTimingFigure(result: LoginBenchResult): string {
  return `unknown vs known email: Δ median ${result.difference.toFixed(1)} ms (target < ${LOGIN_DIFFERENCE_TARGET_MS} ms)`;
}

/** Whether each target held; the report prints them and verify counts them. */
export function loginChecks(result: LoginBenchResult): [string, boolean][] {
  return [
    [loginTimingFigure(result), result.difference < LOGIN_DIFFERENCE_TARGET_MS],
    [`every try answered 401, none limited or failed: ${result.unexpected} otherwise`, result.unexpected === 0],
  ];
}

/**
 * The figures and the checks; answers how many were missed. No baseline beside it: the check is a
 * security one (issue 7, ASVS 6.3.8), the two kinds of sign-in against each other in the same run, so it
 * stays a verdict.
 */
export function printLoginReport(result: LoginBenchResult): number {
  console.log(`\nLogin timing: ${result.tries} wrong-password sign-ins of each kind, one at a time, alternating\n`);
  console.log('| email | median | p95 |');
  console.log('|---|---:|---:|');
  console.log(`| unknown (no account) | ${ms(result.unknown.median)} | ${ms(result.unknown.p95)} |`);
  console.log(`| known (wrong password) | ${ms(result.known.median)} | ${ms(result.known.p95)} |`);
  console.log(`\nWithin each back-to-back pair, known − unknown: median ${ms(result.pairedDifference)}`);
  return printVerdicts(loginChecks(result).map(([check, ok]) => verdict(ok, check)));
}

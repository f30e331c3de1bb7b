/** The knee of a stepped run: where p95 first crosses the line, and what the steps below it held. */

/**
 * A class's p95 at a step is judged once it has this many answers there. Fewer is a handful of the
 * rarer classes at the lowest rates (a 3% class at 10/s for 10 s: three answers), whose "p95" is their
 * slowest answer, a first call on a cold path; the knee would be set by chance.
 */
export const ANSWERS_TO_JUDGE = 20;

export interface StepFigures {
  /** Offered arrival rate (requests/s). */
  rate: number;
  /** Answered requests a second, all classes together. */
  throughput: number;
  /** Each endpoint class's p95 (ms) at this rate: the classes with ANSWERS_TO_JUDGE answers or more. */
  p95ByClass: Record<string, number>;
}

export interface Knee {
  /** The highest step below the first failing one where every class held p95 ≤ the limit; undefined: none did. */
  held: StepFigures | undefined;
  /** The first step where some class crossed the limit; undefined: none did (the knee is above the steps). */
  crossed: StepFigures | undefined;
  /** The classes over the limit at `crossed`, worst first. */
  crossedBy: string[];
}

/** Classes over the limit at a step, the worst first (a class with no answers at all counts as over). */
export function overLimit(step: StepFigures, limitMs: number): string[] {
  return Object.entries(step.p95ByClass)
    .filter(([, p95]) => !(p95 <= limitMs))
    .sort(([, a], [, b]) => (Number.isNaN(b) ? 1 : b) - (Number.isNaN(a) ? 1 : a))
    .map(([name]) => name);
}

/** Steps in rising rate: the knee is the last one before the first where some p95 exceeds `limitMs`. */
export function findKnee(steps: StepFigures[], limitMs: number): Knee {
  const sorted = [...steps].sort((a, b) => a.rate - b.rate);
  let held: StepFigures | undefined;
  for (const step of sorted) {
    const over = overLimit(step, limitMs);
    if (over.length > 0) return { held, crossed: step, crossedBy: over };
    held = step;
  }
  return { held, crossed: undefined, crossedBy: [] };
}

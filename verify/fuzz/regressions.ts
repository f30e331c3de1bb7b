import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FuzzCase } from './fuzz-case.ts';

/** Failing cases, kept as files and sent again at the start of every run: a bug once found stays found. */
export const REGRESSIONS_DIR = path.join(import.meta.dirname, 'regressions');

export interface Regression {
  /** Where it came from: "seed 42, 2026-11-23". */
  found: string;
  /** What the answer broke when it was found. */
  problems: string[];
  case: FuzzCase;
}

export function loadRegressions(): { file: string; regression: Regression }[] {
  let files: string[] = [];
  try {
    files = readdirSync(REGRESSIONS_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({
    file,
    regression: JSON.parse(readFileSync(path.join(REGRESSIONS_DIR, file), 'utf8')) as Regression,
  }));
}

/** Writes the case under a name from its operation and content (the same case twice is one file); answers the path. */
export function saveRegression(regression: Regression): string {
  mkdirSync(REGRESSIONS_DIR, { recursive: true });
  const json = JSON.stringify(regression.case);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
  const slug = regression.case.operation
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const file = path.join(REGRESSIONS_DIR, `${slug}-${hash}.json`);
  writeFileSync(file, `${JSON.stringify(regression, null, 2)}\n`);
  return file;
}

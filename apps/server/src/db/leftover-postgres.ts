import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/** How long a left-over server gets for a fast shutdown, then for an immediate one. */
const FAST_STOP_MS = 30_000;
const IMMEDIATE_STOP_MS = 10_000;

/**
 * The PostgreSQL a previous run left on this data directory, if any. An app killed with SIGKILL (or by
 * the OOM killer, or a power cut of the container but not the host) runs no handler, so its embedded
 * server keeps running, orphaned, holding the directory's lock file (postmaster.pid), and a new server
 * on the same directory refuses to start. That lock file names the server's process: it is stopped
 * here with a fast shutdown (clients disconnected, a checkpoint, a clean exit; every committed row is on
 * disk, as fsync is on), or an immediate one if it does not stop in time (the next start then replays
 * the write-ahead log, still losing nothing committed). A lock file whose process is gone or is not a
 * PostgreSQL of this directory (its pid reused) is stale and removed. Answers the stopped server's pid.
 */
export async function stopLeftoverPostgres(directory: string, log: (line: string) => void): Promise<number | null> {
  const lockFile = path.join(directory, 'postmaster.pid');
  const pid = await lockFilePid(lockFile);
  if (pid === null) return null;
  if (!(await isPostgresOf(pid, directory))) {
    log(`removing the stale lock file of PostgreSQL pid ${pid} in ${directory}`);
    await rm(lockFile, { force: true });
    return null;
  }
  log(`stopping the PostgreSQL (pid ${pid}) a previous run left running on ${directory}`);
  process.kill(pid, 'SIGINT');
  if (await exited(pid, FAST_STOP_MS)) return pid;
  log(`PostgreSQL pid ${pid} did not stop within ${FAST_STOP_MS / 1000} s: immediate shutdown`);
  process.kill(pid, 'SIGQUIT');
  if (await exited(pid, IMMEDIATE_STOP_MS)) return pid;
  throw new Error(`The PostgreSQL left running on ${directory} (pid ${pid}) does not stop; stop it, then start again`);
}

async function lockFilePid(lockFile: string): Promise<number | null> {
  if (!existsSync(lockFile)) return null;
  const pid = Number((await readFile(lockFile, 'utf8')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Whether the process is a PostgreSQL server started on this directory (`postgres -D <directory> …`). */
async function isPostgresOf(pid: number, directory: string): Promise<boolean> {
  const args = await commandLine(pid);
  if (!args?.[0] || path.basename(args[0]) !== 'postgres') return false;
  const flag = args.indexOf('-D');
  const dataDir = flag >= 0 ? args[flag + 1] : undefined;
  return dataDir !== undefined && path.resolve(dataDir) === path.resolve(directory);
}

/** A process's arguments: from /proc on Linux, from ps elsewhere (macOS); null when it is gone. */
async function commandLine(pid: number): Promise<string[] | null> {
  if (!isRunning(pid)) return null;
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  } catch {
    const run = promisify(execFile);
    const listed = await run('ps', ['-p', String(pid), '-o', 'command=']).catch(() => null);
    return listed?.stdout.trim().split(/\s+/) ?? null;
  }
}

/** Alive and not a zombie: an orphan's parent may be slow to reap it once it has exited. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else (still running).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state …"; comm may contain spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

async function exited(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !isRunning(pid);
}

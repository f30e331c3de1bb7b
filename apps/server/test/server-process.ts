import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import getPort from 'get-port';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Settles when the process has ended. */
  exited: Promise<Exit>;
  /** Sends a signal (SIGKILL: no handler of the app runs) and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<Exit>;
  alive(): boolean;
  /** SIGTERM, waiting for the end; nothing if it has ended already. */
  stop(): Promise<void>;
  /** Its last output lines, when started with `quiet` (to explain a failure). */
  output(): string[];
}

export interface ServerProcessOptions {
  /** How long it may take to answer health: an embedded PostgreSQL's first start runs initdb. */
  timeoutMs?: number;
  /** Keep its output (the last lines) instead of passing it through. */
  quiet?: boolean;
}

const MAIN = path.join(import.meta.dirname, '../src/main.ts');
const KEPT_LINES = 200;

/** The real server (main.ts) in a process of its own, as production runs it, answering health. */
export async function startServerProcess(
  /** Added to this process's environment; undefined removes a variable (DATABASE_URL: the embedded database). */
  env: Record<string, string | undefined>,
  { timeoutMs = 30_000, quiet = false }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await getPort();
  // The address people reach it at is the one it listens on: links and pages' own addresses must match it
  // (a feedback's page must be one of this product's, issue 22 §6).
  const merged = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ...env,
  };
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - KEPT_LINES));
    });
  }
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal }) as Exit);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server ended with ${child.exitCode ?? child.signalCode} before answering:\n${lines.join('\n')}`,
      );
    }
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within ${timeoutMs / 1000} s:\n${lines.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const alive = () => child.exitCode === null && child.signalCode === null;
  const kill = (signal: NodeJS.Signals) => {
    if (alive()) child.kill(signal);
    return exited;
  };
  return {
    url,
    pid: child.pid as number,
    exited,
    kill,
    alive,
    stop: async () => {
      await kill('SIGTERM');
    },
    output: () => [...lines],
  };
}

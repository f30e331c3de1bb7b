import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import getPort from 'get-port';

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

const MAIN = path.join(import.meta.dirname, '../src/main.ts');

/** The real server (main.ts) in a process of its own, as production runs it, answering health. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await getPort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server ended with ${child.exitCode} before answering`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('The server did not answer within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

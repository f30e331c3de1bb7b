import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import getPort from 'get-port';

export interface BenchServer {
  appUrl: string;
  ceilingUrl: string;
  /** The server's process id, to sample its CPU. */
  pid: number;
  stop(): Promise<void>;
}

/** Starts bench-server.ts in its own process on free ports and waits for it to say ready. */
/** `env` adds to or overrides the server's environment (SHARED_READS=false for a baseline, say). */
export async function startBenchServer(databaseUrl: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const [port, ceilingPort] = [await getPort(), await getPort()];
  const child: ChildProcess = spawn(
    process.execPath,
    // BENCH_SERVER_NODE_ARGS gives the server's node flags of its own, such as `--cpu-prof
    // --cpu-prof-dir=/tmp/prof` (NODE_OPTIONS refuses --cpu-prof), to profile it under a load.
    [
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'bench-server.ts'),
    ],
    {
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        CEILING_PORT: String(ceilingPort),
      },
      // The app logs each request at its default level, as in production; nobody reads it here.
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const stdout = child.stdout;
  if (!stdout) throw new Error('The bench server has no stdout');
  await new Promise<void>((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`The bench server ended (${code}) before it was ready`));
    const watch = (chunk: Buffer) => {
      if (!chunk.toString().includes('ready')) return;
      stdout.off('data', watch);
      child.off('exit', early);
      resolve();
    };
    stdout.on('data', watch);
    child.once('exit', early);
  });
  // Drained and dropped from here on: the request log must not fill the pipe and stall the server.
  stdout.resume();
  const appUrl = `http://127.0.0.1:${port}`;
  return {
    appUrl,
    ceilingUrl: `http://127.0.0.1:${ceilingPort}`,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

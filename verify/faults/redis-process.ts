import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import getPort from 'get-port';

/**
 * A redis-server of the fault checks' own, on a free port, that they may kill and start again (the
 * machine's Redis is other people's). Nothing is persisted: a restart is an empty Redis, as after a
 * crash of a cache-only deployment.
 */
export interface RedisProcess {
  url: string;
  /** SIGKILL: every client's connection drops at once. */
  kill(): Promise<void>;
  /** Starts it again on the same port, answering PING. */
  start(): Promise<void>;
}

export async function startRedisProcess(): Promise<RedisProcess> {
  const port = await getPort({ host: '127.0.0.1' });
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    const started = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    child = started;
    const deadline = Date.now() + 10_000;
    while (!(await answers(url))) {
      if (started.exitCode !== null) throw new Error(`redis-server ended with ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error(`redis-server on ${port} did not answer within 10 s`);
      await delay(50);
    }
  };
  await start();
  return {
    url,
    start,
    kill: async () => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      running.kill('SIGKILL');
      await once(running, 'exit');
    },
  };
}

/** PING in Redis' wire protocol over a plain socket: +PONG when it is up and ready. */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname, () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('data', (reply) => {
      socket.destroy();
      resolve(reply.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { SOCKET_EVENTS, type TClaim } from '@fixline/domain';
import { isRunning } from '../../apps/server/src/db/leftover-postgres.ts';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/test/server-process.ts';
import { next, openSocket } from '../../apps/server/test/socket-client.ts';
import type { VerifyRow } from '../checks.ts';
import { startSlowPost } from './slow-request.ts';

/** A first start runs initdb and seeds the demo data. */
const START_MS = 90_000;
const EXIT_LIMIT_MS = 15_000;
const CLAIMS = 5;
const IN_FLIGHT_AFTER_SIGNAL_MS = 1_000;

/**
 * Issue 7 section 4, the app as a newcomer runs it: main.ts with its embedded PostgreSQL under a data
 * directory of its own (no DATABASE_URL).
 * - SIGKILL (no handler runs) leaves the PostgreSQL running, orphaned; the next start finds it from the
 *   lock file, stops it, and starts with every committed row.
 * - SIGTERM while a request is in flight: no new connections, sockets closed, the request answered, the
 *   embedded PostgreSQL stopped, exit 0. SIGINT likewise stops the embedded PostgreSQL.
 */
export async function embeddedPostgresLifecycle(): Promise<VerifyRow[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fixline-faults-embedded-'));
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    JWT_SECRET: randomBytes(32).toString('hex'),
  };
  const start = () => startServerProcess(env, { quiet: true, timeoutMs: START_MS });
  const postgresPid = () =>
    Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const lifecycle: string[] = [];
  const drain: string[] = [];
  let server: ServerProcess | undefined;
  try {
    // 1. Committed rows, then SIGKILL: the PostgreSQL survives its app.
    server = await start();
    const token = await httpClient(server.url).login('client@fixline.test');
    const claims: TClaim[] = [];
    for (let i = 0; i < CLAIMS; i++) {
      const answer = await httpClient(server.url).post<TClaim>('/api/claims', {
        token,
        body: { type: 'repair', registration: `EP${i}KILL` },
      });
      if (answer.status === 201) claims.push(answer.body);
    }
    const orphan = postgresPid();
    await server.kill('SIGKILL');
    if (!isRunning(orphan)) lifecycle.push('the embedded PostgreSQL did not outlive its app (nothing to test)');

    // 2. The next start stops the orphan and has every row.
    const restarting = performance.now();
    server = await start();
    const restartSeconds = (performance.now() - restarting) / 1000;
    if (isRunning(orphan)) lifecycle.push(`the orphaned PostgreSQL (pid ${orphan}) is still running`);
    if (!server.output().some((line) => line.includes(`(pid ${orphan}) a previous run left running`))) {
      lifecycle.push('the start did not say it stopped the left-over PostgreSQL');
    }
    let intact = 0;
    for (const claim of claims) {
      const read = await httpClient(server.url).get<TClaim>(`/api/claims/${claim.id}`, { token });
      if (read.status === 200 && read.body.registration === claim.registration) intact += 1;
    }
    if (claims.length !== CLAIMS || intact !== CLAIMS)
      lifecycle.push(`${intact} of ${CLAIMS} committed claims after the restart`);

    // 3. SIGTERM with a request in flight and a socket open.
    const sigterm = await stopWithRequestInFlight(server, token, postgresPid(), drain);
    if (sigterm.postgresLeft) lifecycle.push('SIGTERM left the embedded PostgreSQL running');

    // 4. The request answered during the drain was committed; SIGINT stops the embedded PostgreSQL too.
    server = await start();
    if (sigterm.claimId) {
      const read = await httpClient(server.url).get(`/api/claims/${sigterm.claimId}`, { token });
      if (read.status !== 200)
        drain.push(`the claim answered during the drain is not there after a restart (${read.status})`);
    }
    const beforeInt = postgresPid();
    const interrupted = await server.kill('SIGINT');
    if (interrupted.code !== 0) lifecycle.push(`SIGINT: exit ${interrupted.code ?? interrupted.signal}`);
    if (isRunning(beforeInt)) lifecycle.push('SIGINT left the embedded PostgreSQL running');

    for (const problem of [...lifecycle, ...drain]) console.log(`embedded PostgreSQL: ${problem}`);
    if (lifecycle.length + drain.length > 0) console.log(server.output().slice(-20).join('\n'));
    return [
      {
        check: 'embedded PostgreSQL after SIGKILL',
        cases: 3,
        failures: lifecycle.length,
        figure:
          `orphan (pid ${orphan}) found by its lock file and stopped, up again in ${restartSeconds.toFixed(1)} s ` +
          `with ${intact}/${CLAIMS} committed claims; SIGTERM and SIGINT stop PostgreSQL`,
      },
      { check: 'SIGTERM drain', cases: 3, failures: drain.length, figure: sigterm.figure },
    ];
  } finally {
    await server?.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * SIGTERM while a slow POST is half sent and a socket is open: new connections are refused at once, the
 * socket is closed, the POST is still answered 201, then the process exits 0 with PostgreSQL stopped.
 */
async function stopWithRequestInFlight(server: ServerProcess, token: string, postgres: number, problems: string[]) {
  const socket = openSocket(server.url, token);
  await next(socket, SOCKET_EVENTS.readyToRegister);
  const socketClosed = new Promise<boolean>((resolve) => socket.once('disconnect', () => resolve(true)));
  const slow = await startSlowPost(`${server.url}/api/claims`, token, {
    type: 'repair',
    registration: 'SIGTERM1',
    damageDescription: 'Sent slowly, from a car park with one bar of signal',
  });
  await delay(300);
  const signalled = performance.now();
  process.kill(server.pid, 'SIGTERM');
  const refusedAfter = await refusedWithin(new URL(server.url), 3_000);
  const closed = await Promise.race([socketClosed, delay(3_000).then(() => false)]);
  // The rest of the body comes well after the signal: the server must still be waiting for it.
  await delay(IN_FLIGHT_AFTER_SIGNAL_MS);
  const answer = await slow.finish().catch((error: unknown) => ({ status: 0, body: String(error) }));
  const exit = await Promise.race([server.exited, delay(EXIT_LIMIT_MS).then(() => null)]);
  const seconds = (performance.now() - signalled) / 1000;
  socket.close();

  if (refusedAfter === null) problems.push('new connections were still accepted 3 s after SIGTERM');
  if (!closed) problems.push('the open socket was not closed');
  if (answer.status !== 201)
    problems.push(`the request in flight was answered ${answer.status} ${JSON.stringify(answer.body)}`);
  if (!exit) problems.push(`still running ${EXIT_LIMIT_MS / 1000} s after SIGTERM`);
  else if (exit.code !== 0) problems.push(`exit ${exit.code ?? exit.signal} after SIGTERM`);
  const postgresLeft = isRunning(postgres);
  const claimId = answer.status === 201 ? (answer.body as TClaim).id : undefined;
  return {
    postgresLeft,
    claimId,
    figure:
      `request in flight answered ${answer.status} after SIGTERM, socket closed, new connections refused ` +
      `after ${refusedAfter?.toFixed(0) ?? '—'} ms; exit ${exit?.code ?? '—'} in ${seconds.toFixed(1)} s, PostgreSQL ${postgresLeft ? 'left running' : 'stopped'}`,
  };
}

/** Milliseconds until a new TCP connection to the server is refused, or null if it never is within `ms`. */
async function refusedWithin(url: URL, ms: number): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < ms) {
    const accepted = await new Promise<boolean>((resolve) => {
      const probe = connect(Number(url.port), url.hostname);
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });
    if (!accepted) return performance.now() - started;
    await delay(25);
  }
  return null;
}

import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { ERROR_MESSAGES } from '@fixline/domain';
import { CONNECT_TIMEOUT_MS } from '../../apps/server/src/db/database.ts';
import { insertClaim } from '../../apps/server/test/claim-factory.ts';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/test/server-process.ts';
import type { VerifyRow } from '../checks.ts';
import type { RestartablePostgres } from './restartable-postgres.ts';
import { scenarioDatabase } from './scenario-database.ts';

const DOWN_MS = 4_000;
const AFTER_MS = 7_000;
const WORKERS = 4;
/** Each client's pause between requests: a steady load, not a flood of 503s to retry afterwards. */
const PACE_MS = 20;
/** No answer may take longer while PostgreSQL is down: the pool's connect timeout and a margin. */
const ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + 2_000;
const RECOVERY_LIMIT_MS = 5_000;

interface Sample {
  kind: 'read' | 'write' | 'health';
  start: number;
  end: number;
  /** 0: no HTTP answer at all (a crash, a reset connection). */
  status: number;
  body: { message?: string; database?: string };
}

/**
 * Issue 7 section 4: PostgreSQL stopped (a fast shutdown, as a restart does) under a load of reads and
 * writes, down for 4 s, then started again. While it is down every answer is a 503 with the message,
 * within a bounded time, and /api/health says the database is down; the server neither crashes nor
 * hangs, and answers well again within 5 s of PostgreSQL's return without anyone touching it. The
 * writes refused with 503 are retried with their keys afterwards and stored exactly once.
 */
export async function postgresRestart(postgres: RestartablePostgres): Promise<VerifyRow> {
  const data = await scenarioDatabase(postgres.url, 'pgrestart');
  let server: ServerProcess | undefined;
  try {
    const claimId = await insertClaim(data.db, { status: 'registered' });
    server = await startServerProcess(data.env, { quiet: true });
    const url = server.url;
    const token = await httpClient(url).login('client@fixline.test');
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const samples: Sample[] = [];
    const writes = new Map<string, { comment: string; answered: boolean }>();
    let running = true;

    const measure = async (kind: Sample['kind'], path: string, init: RequestInit = {}) => {
      const start = performance.now();
      let status = 0;
      let body: Sample['body'] = {};
      try {
        const response = await fetch(`${url}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
        status = response.status;
        body = (await response.json()) as Sample['body'];
      } catch {
        // status 0: counted below as a failure
      }
      samples.push({ kind, start, end: performance.now(), status, body });
      return status;
    };
    const comment = async () => {
      const key = randomUUID();
      const text = `restart write ${key}`;
      writes.set(key, { comment: text, answered: false });
      const init = {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': key },
        body: JSON.stringify({ comment: text }),
      };
      if ((await measure('write', `/api/claims/${claimId}/comment`, init)) === 201)
        writes.set(key, { comment: text, answered: true });
    };
    const load = Promise.all([
      ...Array.from({ length: WORKERS }, async (_, worker) => {
        for (let i = worker; running; i++) {
          if (i % 2) await comment();
          else await measure('read', `/api/claims/${claimId}`, { headers });
          await delay(PACE_MS);
        }
      }),
      (async () => {
        while (running) {
          await measure('health', '/api/health');
          await delay(100);
        }
      })(),
    ]);

    await delay(1_000);
    await postgres.stop();
    const down = performance.now();
    await delay(DOWN_MS);
    const starting = performance.now();
    await postgres.start();
    const back = performance.now();
    await delay(AFTER_MS);
    running = false;
    await load;

    const whileDown = samples.filter((s) => s.start >= down && s.end <= starting);
    const wrong = samples.filter((s) => !isGood(s) && !isClearRefusal(s));
    const slowest = Math.max(...samples.map((s) => s.end - s.start));
    // Recovered: answering well from the first good answer after PostgreSQL's return, and nothing bad since.
    const lastBad = Math.max(back, ...samples.filter((s) => !isGood(s)).map((s) => s.end));
    const firstGood = Math.min(
      ...samples.filter((s) => isGood(s) && s.kind !== 'health' && s.start >= back).map((s) => s.end),
    );
    const recovery = Math.max(lastBad, firstGood) - back;
    const healthSaidDown = whileDown.some((s) => s.kind === 'health' && s.status === 503);

    // The writes refused while it was down, retried with their keys: each stored once.
    const client = httpClient(url);
    const refused = [...writes].filter(([, write]) => !write.answered);
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let entry = refused.pop(); entry; entry = refused.pop()) {
          const [key, write] = entry;
          const retry = await client.post(`/api/claims/${claimId}/comment`, {
            token,
            headers: { 'idempotency-key': key },
            body: { comment: write.comment },
          });
          if (retry.status === 201) write.answered = true;
        }
      }),
    );
    const stored = await data.db
      .selectFrom('claimComments')
      .select('comment')
      .where('comment', 'like', 'restart write %')
      .execute();
    const texts = stored.map((row) => row.comment);
    const notOnce = [...writes.values()].filter(
      (w) => !w.answered || texts.filter((t) => t === w.comment).length !== 1,
    );

    const failures =
      wrong.length +
      (slowest > ANSWER_BOUND_MS ? 1 : 0) +
      (recovery > RECOVERY_LIMIT_MS ? 1 : 0) +
      (healthSaidDown ? 0 : 1) +
      (server.alive() ? 0 : 1) +
      notOnce.length;
    if (failures > 0) {
      console.log('PostgreSQL restart:', {
        wrong: wrong.slice(0, 5).map((s) => ({ ...s, start: s.start - down, end: s.end - down })),
        slowest,
        recovery,
        healthSaidDown,
        alive: server.alive(),
        notOnce: notOnce.length,
      });
      console.log(server.output().slice(-20).join('\n'));
    }
    return {
      check: 'PostgreSQL restart',
      cases: whileDown.length,
      failures,
      figure:
        `503 while down (${whileDown.length} answers, slowest ${(slowest / 1000).toFixed(2)} s), ` +
        `recovered in ${(Math.max(0, recovery) / 1000).toFixed(2)} s; ${writes.size} writes stored once`,
    };
  } finally {
    await postgres.start();
    await server?.stop();
    await data.drop();
  }
}

const isGood = (s: Sample) => s.status === 200 || s.status === 201;
const isClearRefusal = (s: Sample) =>
  s.status === 503 &&
  (s.kind === 'health' ? s.body.database === 'down' : s.body.message === ERROR_MESSAGES.databaseUnavailable);

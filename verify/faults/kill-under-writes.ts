import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';
import { insertClaim } from '../../apps/server/test/claim-factory.ts';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/test/server-process.ts';
import type { VerifyRow } from '../checks.ts';
import { scenarioDatabase } from './scenario-database.ts';

const KILLS = 20;
const WORKERS = 6;
/** When in a round the server is killed: anywhere from early in its load to well into it. */
const KILL_AFTER_MS = { min: 150, max: 1500 };

/** One write a client wants done exactly once: a claim or a comment, with its key and what marks its row. */
interface Write {
  key: string;
  path: string;
  body: object;
  marker: string;
  /** The id of the first 201 answer: the write is acknowledged. */
  id?: string;
  attempts: number;
}

interface Tally {
  /** Answers other than 201 or a broken connection (a 5xx, a 4xx): none expected. */
  unexpected: string[];
  /** A retry answered another record than the first answer. */
  differentAnswers: number;
  /** Writes in flight (sent, not yet answered) when a kill came. */
  inFlightAtKills: number;
  /** Writes committed before a kill but never answered: the retry got the answer from the key. */
  committedUnanswered: number;
  /** 503 answers (retried): none expected, but not wrong on a machine too loaded to lend a connection in time. */
  busy: number;
}

/**
 * Issue 7 section 4: the real server under a concurrent write load (claims and comments, each with its own
 * Idempotency-Key), killed with SIGKILL at a random moment, 20 times, and started again on the same
 * database. A client retries every write it got no answer for, with the same key. At the end every
 * acknowledged write is stored exactly once, under the id its answer gave, and a retry of any write,
 * acknowledged or not, answers that same record.
 */
export async function killUnderWrites(serverUrl: string): Promise<VerifyRow> {
  const data = await scenarioDatabase(serverUrl, 'kill');
  let server: ServerProcess | undefined;
  try {
    const claimIds = await Promise.all([1, 2, 3].map(() => insertClaim(data.db, { status: 'registered' })));
    let count = 0;
    const newWrite = (): Write => {
      count += 1;
      const key = randomUUID();
      if (count % 2 === 0) {
        const marker = `KW${count.toString(36).toUpperCase().padStart(5, '0')}`;
        return { key, path: '/api/claims', body: { type: 'repair', registration: marker }, marker, attempts: 0 };
      }
      const marker = `kill -9 write ${count} ${key}`;
      const path = `/api/claims/${claimIds[count % claimIds.length]}/comment`;
      return { key, path, body: { comment: marker }, marker, attempts: 0 };
    };

    const writes: Write[] = [];
    const unanswered: Write[] = [];
    const tally: Tally = { unexpected: [], differentAnswers: 0, inFlightAtKills: 0, committedUnanswered: 0, busy: 0 };
    server = await startServerProcess(data.env, { quiet: true });
    const token = await httpClient(server.url).login('client@fixline.test');

    for (let kill = 0; kill < KILLS; kill++) {
      const running = server;
      const inFlight = new Set<Write>();
      const load = Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (running.alive()) {
            const write = unanswered.shift() ?? newWrite();
            if (write.attempts === 0) writes.push(write);
            inFlight.add(write);
            if (!(await send(running.url, token, write, tally))) unanswered.push(write);
            inFlight.delete(write);
          }
        }),
      );
      await delay(KILL_AFTER_MS.min + Math.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
      tally.inFlightAtKills += inFlight.size;
      await running.kill('SIGKILL');
      await load;
      server = await startServerProcess(data.env, { quiet: true });
    }

    // The client's last retries: every write without an answer, until each has one.
    const last = server;
    for (let round = 0; unanswered.length > 0 && round < 5; round++) {
      const retrying = unanswered.splice(0);
      const answered = await inParallel(retrying, (write) => send(last.url, token, write, tally));
      retrying.forEach((write, i) => {
        if (!answered[i]) unanswered.push(write);
      });
    }
    // A retry of a write that was answered gets the same answer, never a second record.
    const acknowledged = writes.filter((write) => write.id);
    await inParallel(acknowledged, (write) => send(last.url, token, write, tally));

    const stored = await storedRows(data.db);
    let lost = 0;
    let duplicated = 0;
    for (const write of writes) {
      const ids = stored.get(write.marker) ?? [];
      if (write.id && !ids.includes(write.id)) lost += 1;
      if (ids.length > 1) duplicated += 1;
      stored.delete(write.marker);
    }
    const strays = stored.size;
    const failures = lost + duplicated + strays + unanswered.length + tally.unexpected.length + tally.differentAnswers;
    if (failures > 0) {
      console.log('kill -9 under writes:', { lost, duplicated, strays, unanswered: unanswered.length, ...tally });
      console.log(server.output().slice(-20).join('\n'));
    }
    return {
      check: 'kill -9 under writes',
      cases: KILLS,
      failures,
      figure:
        `${acknowledged.length} acknowledged writes, ${lost} lost, ${duplicated} duplicated ` +
        `(${tally.inFlightAtKills} in flight at the kills; ${tally.committedUnanswered} committed but unanswered, answered from their key on retry` +
        `${tally.busy ? `; ${tally.busy} retried after a 503` : ''})`,
    };
  } finally {
    await server?.stop();
    await data.drop();
  }
}

/**
 * Sends a write with its key: true when it has its answer (201; the first answer's id is remembered),
 * false when the client must retry it: the connection broke, or a 503 (the machine too busy to lend a
 * database connection in time), which a client retries with the same key like any lost answer.
 */
async function send(url: string, token: string, write: Write, tally: Tally): Promise<boolean> {
  write.attempts += 1;
  let response: Response;
  let body: { id?: string };
  try {
    response = await fetch(`${url}${write.path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': write.key },
      body: JSON.stringify(write.body),
      signal: AbortSignal.timeout(15_000),
    });
    body = (await response.json()) as { id?: string };
  } catch {
    return false;
  }
  if (response.status === 503) {
    tally.busy += 1;
    return false;
  }
  if (response.status !== 201 || typeof body.id !== 'string') {
    tally.unexpected.push(`${response.status} ${JSON.stringify(body)}`);
    return true;
  }
  if (write.id && write.id !== body.id) tally.differentAnswers += 1;
  if (!write.id && response.headers.get('idempotent-replayed')) tally.committedUnanswered += 1;
  write.id ??= body.id;
  return true;
}

/** The ids stored under each write's marker: claims by registration, comments by text. */
async function storedRows(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ marker: string; id: string }>`
    select registration as marker, id from claims where registration like 'KW%'
    union all
    select comment as marker, id from claim_comments where comment like 'kill -9 write %'
  `.execute(db);
  const stored = new Map<string, string[]>();
  for (const row of rows) stored.set(row.marker, [...(stored.get(row.marker) ?? []), row.id]);
  return stored;
}

async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i] as T);
      }
    }),
  );
  return results;
}

import { randomBytes } from 'node:crypto';
import { SOCKET_EVENTS, type TNotification } from '@fixline/domain';
import { io, type Socket } from 'socket.io-client';
import { createTokens } from '../../apps/server/src/auth/tokens.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb, type Db } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../../apps/server/src/db/server-admin.ts';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { seedDemo } from '../../apps/server/test/seed-demo.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/test/server-process.ts';
import { percentile } from '../load.ts';

export interface NotificationsBenchResult {
  sockets: number;
  events: number;
  expected: number;
  delivered: number;
  unexpected: number;
  p50: number;
  p95: number;
  p99: number;
  /** Per status change: when the HTTP answer came, and when the first socket heard of it (p50 of each). */
  answerP50: number;
  firstArrivalP50: number;
}

const SOCKETS = 1000;
const EVENTS = 20;
/** Of every five sockets, four belong to people concerned with the claim and one to an outsider. */
const GROUPS = [
  { organisation: 'Northwind Insurance', role: 'USER', concerned: true, share: 0.4 },
  { organisation: 'Acme Motors', role: 'USER', concerned: true, share: 0.4 },
  { organisation: 'Harbour Fleet Leasing', role: 'USER', concerned: false, share: 0.1 },
  { organisation: 'Riverside Autos', role: 'USER', concerned: false, share: 0.1 },
] as const;

/** People with a live session each, their tokens signed with the nodes' shared secret (no 1,000 logins). */
async function people(db: Db, secret: string) {
  const tokens = createTokens(new TextEncoder().encode(secret));
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
  const result: { token: string; concerned: boolean }[] = [];
  for (const group of GROUPS) {
    const { id: organisationId } = await db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', group.organisation)
      .executeTakeFirstOrThrow();
    const count = Math.round(SOCKETS * group.share);
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `bench-${organisationId.slice(0, 8)}-${i}@example.test`,
          name: `Bench person ${i}`,
          passwordHash: 'not-for-signing-in',
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('permissions')
      .values(users.map((user) => ({ userId: user.id, organisationId, role: group.role })))
      .execute();
    const sessions = await db
      .insertInto('sessions')
      .values(users.map((user) => ({ userId: user.id, expiresAt })))
      .returning(['id', 'userId'])
      .execute();
    for (const session of sessions) {
      const token = await tokens.sign({ userId: session.userId, sessionId: session.id }, expiresAt);
      result.push({ token, concerned: group.concerned });
    }
  }
  return result;
}

function connect(url: string, token: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], query: { token }, forceNew: true, reconnection: false });
    socket.once(SOCKET_EVENTS.readyToRegister, () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Issue 6's benchmark: 1,000 sockets spread over two server processes sharing PostgreSQL and Redis; a
 * claim's status changes through one node's HTTP API 20 times, and each concerned socket records when
 * the notification arrived. Outsiders' sockets must receive nothing.
 */
export async function benchNotifications(serverUrl: string, redisUrl: string): Promise<NotificationsBenchResult> {
  const name = `fixline_bench_rt_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const db = createDb(url);
  const secret = randomBytes(32).toString('hex');
  let nodes: ServerProcess[] = [];
  const sockets: Socket[] = [];
  try {
    await migrateToLatest(db);
    // Its files where the servers started from this environment keep theirs (DATA_DIR, or S3).
    await seedDemo(db, loadConfig());
    const crowd = await people(db, secret);
    const shared = { DATABASE_URL: url, REDIS_URL: redisUrl, JWT_SECRET: secret, SEED: 'none' };
    nodes = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
    const [a, b] = nodes as [ServerProcess, ServerProcess];

    const claim = await db
      .selectFrom('claims')
      .innerJoin('organisations as client', 'client.id', 'claims.clientOrganisationId')
      .innerJoin('organisations as repairer', 'repairer.id', 'claims.repairerOrganisationId')
      .select('claims.id')
      .where('client.name', '=', 'Northwind Insurance')
      .where('repairer.name', '=', 'Acme Motors')
      .where('claims.status', '=', 'in-repair')
      .where('claims.deletedAt', 'is', null)
      .executeTakeFirstOrThrow();

    const latencies: number[] = [];
    const answers: number[] = [];
    const firsts: number[] = [];
    let sentAt = 0;
    let first = Number.NaN;
    let unexpected = 0;
    for (const [i, person] of crowd.entries()) {
      const socket = await connect(i % 2 === 0 ? a.url : b.url, person.token);
      socket.on(SOCKET_EVENTS.newNotification, (notification: TNotification) => {
        if (!person.concerned || notification.claimId !== claim.id) unexpected += 1;
        else {
          latencies.push(performance.now() - sentAt);
          if (Number.isNaN(first)) first = performance.now() - sentAt;
        }
      });
      sockets.push(socket);
    }

    const http = httpClient(a.url);
    const token = await http.login('superadmin@fixline.test');
    for (let event = 0; event < EVENTS; event++) {
      const [action, body] =
        event % 2 === 0 ? ['rollback', { status: 'awaiting-pickup' }] : ['start-repair', undefined];
      const expectedSoFar = (event + 1) * crowd.filter((p) => p.concerned).length;
      first = Number.NaN;
      sentAt = performance.now();
      const answer = await http.post(`/api/claims/${claim.id}/${action}`, { token, body });
      answers.push(performance.now() - sentAt);
      if (answer.status !== 200) throw new Error(`${action} answered ${answer.status}`);
      const deadline = Date.now() + 5000;
      while (latencies.length < expectedSoFar && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      firsts.push(first);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const list of [latencies, answers, firsts]) list.sort((x, y) => x - y);
    return {
      sockets: sockets.length,
      events: EVENTS,
      expected: EVENTS * crowd.filter((p) => p.concerned).length,
      delivered: latencies.length,
      unexpected,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      answerP50: percentile(answers, 50),
      firstArrivalP50: percentile(firsts, 50),
    };
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await db.destroy();
    await dropDatabase(serverUrl, name);
  }
}

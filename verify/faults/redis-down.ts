import { setTimeout as delay } from 'node:timers/promises';
import { SOCKET_EVENTS, type TNotification } from '@fixline/domain';
import type { Socket } from 'socket.io-client';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo-data.ts';
import { insertClaim } from '../../apps/server/test/claim-factory.ts';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { type ServerProcess, startServerProcess } from '../../apps/server/test/server-process.ts';
import { next, registered } from '../../apps/server/test/socket-client.ts';
import type { VerifyRow } from '../checks.ts';
import { startRedisProcess } from './redis-process.ts';
import type { RestartablePostgres } from './restartable-postgres.ts';
import { scenarioDatabase } from './scenario-database.ts';

/** A driver's first notice of loss: the public form whose limit lives in Redis. */
const FNOL = {
  fnolCode: 'NORTHWIND',
  type: 'repair',
  registration: 'RD15FNL',
  customerName: 'Rhea Dunn',
  customerPhone: '07700 900123',
  incidentDate: '2026-01-12',
  damageDescription: 'Cracked bumper',
};

/** No API answer may take longer while Redis is down. */
const ANSWER_BOUND_MS = 1_500;
const DELIVERY_MS = 1_000;
const OUTAGE_MS = 4_000;
const CROSS_NODE_LIMIT_MS = 10_000;

/**
 * Issue 7 section 4: two server nodes sharing PostgreSQL and a Redis of the check's own, which is killed.
 * While it is down the API answers as usual (including the routes whose rate limits live in Redis),
 * a notification still reaches sockets on the node where it happened, even one connected during the
 * outage; once Redis is back, delivery across nodes resumes by itself.
 */
export async function redisDown(postgres: RestartablePostgres): Promise<VerifyRow> {
  const data = await scenarioDatabase(postgres.url, 'redis');
  const redis = await startRedisProcess();
  const nodes: ServerProcess[] = [];
  const sockets: Socket[] = [];
  const problems: string[] = [];
  try {
    const env = { ...data.env, REDIS_URL: redis.url };
    nodes.push(
      ...(await Promise.all([startServerProcess(env, { quiet: true }), startServerProcess(env, { quiet: true })])),
    );
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const claimId = await insertClaim(data.db, { status: 'in-repair', overrides: { registration: 'RD15OUT' } });
    const client = await httpClient(a.url).login('client@fixline.test');
    const repairer = await httpClient(a.url).login('repairer@fixline.test');
    const onA = await listen(a.url, repairer, sockets);
    const onB = await listen(b.url, repairer, sockets);
    let comments = 0;
    /** A comment through node A, and whether each socket heard of it within a second. */
    const commentThroughA = async (...heard: Socket[]) => {
      comments += 1;
      const arrivals = heard.map((socket) => next<TNotification>(socket, SOCKET_EVENTS.newNotification, DELIVERY_MS));
      const answer = await httpClient(a.url).post(`/api/claims/${claimId}/comment`, {
        token: client,
        body: { comment: `Redis check ${comments}` },
      });
      if (answer.status !== 201) problems.push(`comment through A: ${answer.status}`);
      return Promise.all(
        arrivals.map((arrival) =>
          arrival.then(
            () => true,
            () => false,
          ),
        ),
      );
    };

    if (!(await commentThroughA(onA, onB)).every(Boolean)) problems.push('no delivery across nodes before the outage');

    await redis.kill();
    // At once, and once ioredis has backed off to retrying every 2 s: neither may hold a request.
    await delay(100);
    const answers = await apiWhileDown(nodes, claimId, { client, repairer });
    await delay(OUTAGE_MS);
    answers.push(...(await apiWhileDown(nodes, claimId, { client, repairer })));
    for (const answer of answers.filter((x) => x.status >= 300 || x.ms > ANSWER_BOUND_MS)) {
      problems.push(`while Redis was down ${answer.what} answered ${answer.status} in ${answer.ms.toFixed(0)} ms`);
    }
    const joinedDuringOutage = await listen(a.url, repairer, sockets);
    const sent = performance.now();
    const [sameNode, newSocket] = await commentThroughA(onA, joinedDuringOutage);
    const sameNodeMs = performance.now() - sent;
    if (!sameNode) problems.push('no delivery to a socket on the same node while Redis was down');
    if (!newSocket) problems.push('no delivery to a socket connected while Redis was down');

    await redis.start();
    const back = performance.now();
    let crossNodeMs = Number.POSITIVE_INFINITY;
    while (performance.now() - back < CROSS_NODE_LIMIT_MS) {
      const [acrossNodes] = await commentThroughA(onB);
      if (acrossNodes) {
        crossNodeMs = performance.now() - back;
        break;
      }
    }
    if (!Number.isFinite(crossNodeMs))
      problems.push(`no delivery across nodes within ${CROSS_NODE_LIMIT_MS / 1000} s of Redis' return`);
    if (problems.length > 0) {
      console.log('Redis down:', problems);
      for (const node of nodes) console.log(node.output().slice(-10).join('\n'));
    }
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    return {
      check: 'Redis down',
      cases: answers.length + 3,
      failures: problems.length,
      figure:
        `API ${answers.filter((x) => x.status < 300).length}/${answers.length} answered while down (slowest ${slowest.toFixed(0)} ms), ` +
        `same-node delivery in ${sameNodeMs.toFixed(0)} ms, across nodes again ${(crossNodeMs / 1000).toFixed(1)} s after Redis returned`,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await Promise.all(nodes.map((node) => node.stop()));
    await redis.kill();
    await data.drop();
  }
}

async function listen(url: string, token: string, sockets: Socket[]): Promise<Socket> {
  const { socket } = await registered(url, token);
  sockets.push(socket);
  return socket;
}

/** A round of the API on both nodes: the FNOL form (rate-limited through Redis), sign-in, a read, a list, a write. */
async function apiWhileDown(nodes: ServerProcess[], claimId: string, tokens: { client: string; repairer: string }) {
  const results: { what: string; status: number; ms: number }[] = [];
  for (const node of nodes) {
    const http = httpClient(node.url);
    const calls: [string, () => Promise<{ status: number }>][] = [
      ['FNOL', () => http.post('/api/claims/fnol', { body: FNOL })],
      [
        'sign-in',
        () => http.post('/api/users/login', { body: { email: 'bodyshop@fixline.test', password: DEMO_PASSWORD } }),
      ],
      ['claim', () => http.get(`/api/claims/${claimId}`, { token: tokens.repairer })],
      ['list', () => http.get('/api/claims?pageSize=5', { token: tokens.client })],
      [
        'comment',
        () =>
          http.post(`/api/claims/${claimId}/comment`, { token: tokens.client, body: { comment: 'During the outage' } }),
      ],
    ];
    for (const [what, call] of calls) {
      const started = performance.now();
      const { status } = await call();
      results.push({ what, status, ms: performance.now() - started });
    }
  }
  return results;
}

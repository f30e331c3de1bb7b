import { randomBytes } from 'node:crypto';
import { SOCKET_EVENTS, type TNotification } from '@fixline/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertClaim } from '../../test/claim-factory.ts';
import { httpClient } from '../../test/http-client.ts';
import { testRedisUrl } from '../../test/redis.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { next, registered } from '../../test/socket-client.ts';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seedDemoData } from '../db/seed.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../db/server-admin.ts';

const redisUrl = await testRedisUrl();

/**
 * Two server processes sharing one PostgreSQL and one Redis, as two nodes behind a load balancer:
 * what happens through node A reaches a browser connected to node B.
 */
describe('two nodes sharing PostgreSQL and Redis', () => {
  const server = inject('databaseServerUrl');
  const name = `fixline_nodes_${randomBytes(4).toString('hex')}`;
  let db: Db;
  let nodes: ServerProcess[] = [];

  beforeAll(async () => {
    await ensureDatabase(server, name);
    db = createDb(databaseUrl(server, name));
    await migrateToLatest(db);
    await seedDemoData(db);
    const shared = {
      DATABASE_URL: databaseUrl(server, name),
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED: 'none',
    };
    nodes = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await db?.destroy();
    await dropDatabase(server, name);
  });

  it('delivers a comment posted through node A to a socket on node B within a second', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const claimId = await insertClaim(db, { status: 'in-repair', overrides: { registration: 'TW02NDS' } });
    const repairer = await httpClient(b.url).login('repairer@fixline.test');
    const { socket } = await registered(b.url, repairer);
    try {
      const client = await httpClient(a.url).login('client@fixline.test');
      const arriving = next<TNotification>(socket, SOCKET_EVENTS.newNotification, 1000);
      const sent = performance.now();
      const answer = await httpClient(a.url).post(`/api/claims/${claimId}/comment`, {
        token: client,
        body: { comment: 'Through node A' },
      });
      expect(answer.status).toBe(201);
      const received = await arriving;
      expect(received).toMatchObject({ claimId, registration: 'TW02NDS', payload: { comment: 'Through node A' } });
      expect(performance.now() - sent).toBeLessThan(1000);
    } finally {
      socket.close();
    }
  });

  it('ends a session on every node when it signs out through one', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const token = await httpClient(a.url).login('bodyshop@fixline.test');
    const { socket } = await registered(b.url, token);
    const ended = next(socket, SOCKET_EVENTS.sessionEnded);
    await httpClient(a.url).post('/api/users/logout', { token });
    await ended;
    socket.close();
  });

  it('refuses a token on node B once it signs out through node A, though B had it cached', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const token = await httpClient(a.url).login('client2@fixline.test');
    const onB = () => httpClient(b.url).get('/api/users/current', { token });
    expect((await onB()).status).toBe(200);
    expect((await httpClient(a.url).post('/api/users/logout', { token })).status).toBe(204);
    // B hears of it through PostgreSQL's NOTIFY when A's transaction commits: milliseconds, not seconds.
    const signedOut = performance.now();
    let status = (await onB()).status;
    while (status !== 401 && performance.now() - signedOut < 1000) status = (await onB()).status;
    expect(status).toBe(401);
  });
});

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SOCKET_EVENTS, type TNotification, TRACKING_SOCKET } from '@fixline/domain';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertClaim } from '../../test/claim-factory.ts';
import { httpClient } from '../../test/http-client.ts';
import { testRedisUrl } from '../../test/redis.ts';
import { seedDemo } from '../../test/seed-demo.ts';
import { type ServerProcess, startServerProcess } from '../../test/server-process.ts';
import { next, registered } from '../../test/socket-client.ts';
import { loadConfig } from '../config.ts';
import { createDb, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../db/server-admin.ts';

const redisUrl = await testRedisUrl();

/** A driver's tracking page's socket on one node: the /tracking namespace, the link's token in socket.io's auth. */
async function trackingSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(`${baseUrl}${TRACKING_SOCKET.namespace}`, {
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** A tracking link issued by staff through a node: its id and the token its address carries. */
async function issueTrackingLink(baseUrl: string, staff: string, claimId: string) {
  const issued = await httpClient(baseUrl).post<{ id: string; url: string }>(`/api/claims/${claimId}/driver-links`, {
    token: staff,
    body: { purpose: 'tracking' },
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const token = decodeURIComponent(new URL(issued.body.url).pathname.split('/track/')[1] as string);
  return { id: issued.body.id, token };
}

/**
 * Two server processes sharing one PostgreSQL and one Redis, as two nodes behind a load balancer:
 * what happens through node A reaches a browser connected to node B.
 */
describe('two nodes sharing PostgreSQL and Redis', () => {
  const server = inject('databaseServerUrl');
  const name = `fixline_nodes_${randomBytes(4).toString('hex')}`;
  let db: Db;
  let nodes: ServerProcess[] = [];
  let dataDir: string;

  beforeAll(async () => {
    await ensureDatabase(server, name);
    db = createDb(databaseUrl(server, name));
    await migrateToLatest(db);
    // One data folder for both, as nodes share their object storage; the demo's files are in it.
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'fixline-nodes-'));
    await seedDemo(db, loadConfig({ DATA_DIR: dataDir }));
    const shared = {
      DATABASE_URL: databaseUrl(server, name),
      DATA_DIR: dataDir,
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
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
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

  it('tells a tracking page open on node B of a status change made through node A within a second', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const claimId = await insertClaim(db, { status: 'fnol', track: 'retail', repairer: null });
    const staff = await httpClient(a.url).login('client@fixline.test');
    const link = await issueTrackingLink(a.url, staff, claimId);
    const socket = await trackingSocket(b.url, link.token);
    try {
      const heard = next<{ status: string; at: string }>(socket, TRACKING_SOCKET.statusChanged, 1000);
      const sent = performance.now();
      const answer = await httpClient(a.url).post(`/api/claims/${claimId}/triage`, { token: staff });
      expect(answer.status).toBe(200);
      expect(await heard).toMatchObject({ status: 'registered' });
      expect(performance.now() - sent).toBeLessThan(1000);
    } finally {
      socket.close();
    }
  });

  it('closes a tracking page open on node B when its link is revoked through node A, and only that one', async () => {
    const [a, b] = nodes as [ServerProcess, ServerProcess];
    const claimId = await insertClaim(db, { status: 'registered' });
    const staff = await httpClient(a.url).login('client@fixline.test');
    const [revoked, kept] = [
      await issueTrackingLink(a.url, staff, claimId),
      await issueTrackingLink(a.url, staff, claimId),
    ];
    const [onB, keptOnB] = [await trackingSocket(b.url, revoked.token), await trackingSocket(b.url, kept.token)];
    try {
      const closed = next<string>(onB, 'disconnect', 1000);
      const answer = await httpClient(a.url).post(`/api/claims/${claimId}/driver-links/${revoked.id}/revoke`, {
        token: staff,
      });
      expect(answer.status).toBe(200);
      // Closed by the server (through the Redis adapter), not dropped by the transport.
      expect(await closed).toBe('io server disconnect');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(keptOnB.connected).toBe(true);
      // Nor can it open again on either node.
      await expect(trackingSocket(b.url, revoked.token)).rejects.toThrow('Unauthorized');
      await expect(trackingSocket(a.url, revoked.token)).rejects.toThrow('Unauthorized');
    } finally {
      onB.close();
      keptOnB.close();
    }
  });
});

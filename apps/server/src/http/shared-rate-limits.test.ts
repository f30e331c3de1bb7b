import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../../test/http-client.ts';
import { testRedisUrl } from '../../test/redis.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const redisUrl = await testRedisUrl();
const PREFIX = 'fastify-rate-limit-';

async function clearLimits(url: string) {
  const redis = new Redis(url);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}

/** With REDIS_URL the public FNOL form's limit (10 a minute per address) is one limit across every node. */
describe('rate limits shared through Redis', () => {
  let nodes: TestApp[] = [];

  beforeAll(async () => {
    await clearLimits(redisUrl);
    nodes = [await startTestApp({ REDIS_URL: redisUrl }), await startTestApp({ REDIS_URL: redisUrl })];
  });
  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.close()));
    await clearLimits(redisUrl);
  });

  it('count requests to either node against the same limit', async () => {
    const report = {
      fnolCode: 'NORTHWIND',
      type: 'repair',
      registration: 'RL01MIT',
      customerName: 'Rae Limit',
      customerPhone: '07700 900999',
      incidentDate: '2026-11-20',
      damageDescription: 'Scratched door',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const node = nodes[i % 2] as TestApp;
      statuses.push((await httpClient(node.url).post('/api/claims/fnol', { body: report })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

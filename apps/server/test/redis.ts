import { Redis } from 'ioredis';

/**
 * The Redis the real-time tests use: TEST_REDIS_URL (CI sets it, and then it must answer), else the
 * machine's default one if it answers; undefined means no Redis here, and those tests are skipped.
 */
export async function testRedisUrl(): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch (error) {
    if (process.env.TEST_REDIS_URL) throw new Error(`TEST_REDIS_URL=${url} does not answer: ${String(error)}`);
    console.warn(`No Redis at ${url}: the multi-node real-time tests are skipped`);
    return undefined;
  } finally {
    redis.disconnect();
  }
}

import { Redis } from 'ioredis';

/**
 * The Redis the multi-node tests use: TEST_REDIS_URL, or the machine's default one. These tests always
 * run; without a Redis that answers they fail and say how to start one, rather than being skipped.
 */
export async function testRedisUrl(): Promise<string> {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch (error) {
    throw new Error(
      `The multi-node tests need Redis at ${url} (set TEST_REDIS_URL, or start one: redis-server --daemonize yes): ${String(error)}`,
    );
  } finally {
    redis.disconnect();
  }
}

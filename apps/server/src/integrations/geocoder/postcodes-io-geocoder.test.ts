import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PostcodesIoServer, startPostcodesIoServer } from '../../../test/postcodes-io-server.ts';
import { createPostcodesIoGeocoder } from './postcodes-io-geocoder.ts';

describe('postcodes.io geocoder adapter, against a local server speaking its contract', () => {
  let server: PostcodesIoServer;
  beforeAll(async () => {
    server = await startPostcodesIoServer({ 'LS11 5QS': [53.78, -1.555], 'M1 2WD': [53.4794, -2.2453] });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.override(null);
    server.seen.length = 0;
  });
  const geocoder = (timeoutMs?: number) =>
    createPostcodesIoGeocoder({ url: `${server.url}/`, ...(timeoutMs ? { timeoutMs } : {}) });

  it('finds a postcode’s point with GET /postcodes/{postcode}', async () => {
    expect(await geocoder().locate('LS11 5QS')).toEqual({ outcome: 'found', latitude: 53.78, longitude: -1.555 });
    expect(server.seen).toEqual([{ method: 'GET', path: '/postcodes/LS11 5QS' }]);
  });

  it('says not-found for the service’s 404', async () => {
    expect(await geocoder().locate('ZZ1 1ZZ')).toEqual({ outcome: 'not-found' });
  });

  it('says unavailable, never throws, for a 5xx, another shape, a time-out and nothing listening', async () => {
    server.override((response) => response.writeHead(503).end('busy'));
    expect(await geocoder().locate('LS11 5QS')).toEqual({ outcome: 'unavailable', reason: 'HTTP 503' });
    server.override((response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>'));
    expect(await geocoder().locate('LS11 5QS')).toMatchObject({ outcome: 'unavailable' });
    server.override(() => {
      // Never answers: the form must not wait for ever.
    });
    const started = performance.now();
    expect(await geocoder(200).locate('LS11 5QS')).toEqual({ outcome: 'unavailable', reason: 'timed out' });
    expect(performance.now() - started).toBeLessThan(2_000);
    const closed = createPostcodesIoGeocoder({ url: 'http://127.0.0.1:9' });
    expect(await closed.locate('LS11 5QS')).toMatchObject({ outcome: 'unavailable' });
  });

  it('looks many up with POST /postcodes, a hundred at a time, in their order', async () => {
    const postcodes = Array.from({ length: 150 }, (_, i) =>
      i % 3 === 0 ? 'M1 2WD' : i % 3 === 1 ? 'LS115QS' : 'ZZ1 1ZZ',
    );
    const results = await geocoder().locateMany(postcodes);
    expect(results).toHaveLength(150);
    expect(results.slice(0, 3)).toEqual([
      { outcome: 'found', latitude: 53.4794, longitude: -2.2453 },
      { outcome: 'found', latitude: 53.78, longitude: -1.555 },
      { outcome: 'not-found' },
    ]);
    expect(server.seen).toEqual([
      { method: 'POST', path: '/postcodes' },
      { method: 'POST', path: '/postcodes' },
    ]);
    server.override((response) => response.writeHead(500).end());
    expect(await geocoder().locateMany(['M1 2WD'])).toEqual([{ outcome: 'unavailable', reason: 'HTTP 500' }]);
  });
});

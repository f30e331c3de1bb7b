import { PICKUP_MESSAGES } from '@fixline/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickupCall, staffPickupCall } from './pickup-api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the pickup calls (spec 8: an error value instead of throwing)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('answer the data, or the server’s message as the error, and never throw', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { date: '2026-12-08' }));
    await expect(pickupCall('/api/claims/x/pickup')).resolves.toEqual({ data: { date: '2026-12-08' } });
    fetchMock.mockResolvedValueOnce(json(409, { message: PICKUP_MESSAGES.outsideAvailability }));
    await expect(pickupCall('/api/claims/x/pickup/', { method: 'PUT' })).resolves.toEqual({
      error: PICKUP_MESSAGES.outsideAvailability,
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(pickupCall('/api/claims/x/pickup')).resolves.toEqual({ error: 'Failed to fetch' });
  });

  it('send each staff call to its spec path', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    await staffPickupCall('c1', { action: 'book-repair-date', retail: false, body: { date: '2026-12-08' } });
    await staffPickupCall('c1', { action: 'book-repair-date', retail: true, body: { date: '2026-12-08' } });
    await staffPickupCall('c1', {
      action: 'override-repair-date',
      allowFutureDate: true,
      body: { date: '2026-12-08' },
    });
    await staffPickupCall('c1', { action: 'set-pickup-availability', body: { pickupDates: ['2026-12-08'] } });
    expect(fetchMock.mock.calls.map(([path, init]) => `${init?.method} ${path}`)).toEqual([
      'PUT /api/claims/c1/pickup/',
      'PUT /api/claims/c1/pickup/retail',
      'PUT /api/claims/c1/pickup/override?allowFutureDate=true',
      'PUT /api/claims/c1/pickup/availability',
    ]);
  });
});

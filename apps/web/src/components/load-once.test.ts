import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once.ts';

describe('loadOnce', () => {
  it('loads once however many ask, and answers at once afterwards', async () => {
    const importer = vi.fn(async () => 'checks');
    const part = loadOnce(importer);
    expect(part.loaded()).toBeUndefined();
    await Promise.all([part.load(), part.load()]);
    expect(part.loaded()).toBe('checks');
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next need after a failed load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('checks');
    const part = loadOnce(importer);
    await expect(part.load()).rejects.toThrow('offline');
    expect(await part.load()).toBe('checks');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

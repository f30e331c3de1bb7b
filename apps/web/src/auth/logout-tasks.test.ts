import { afterEach, describe, expect, it, vi } from 'vitest';
import { onLogout, runLogoutTasks } from './logout-tasks.ts';

describe('logout tasks', () => {
  afterEach(() => vi.useRealTimers());

  it('runs each registered task with the token until it is unregistered', async () => {
    const task = vi.fn(async () => undefined);
    const forget = onLogout(task);
    await runLogoutTasks('the-token');
    expect(task).toHaveBeenCalledWith('the-token');
    forget();
    await runLogoutTasks('the-token');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('settles despite a failed task, and stops waiting for a hung one', async () => {
    vi.useFakeTimers();
    const forgetFailed = onLogout(async () => Promise.reject(new Error('offline')));
    const forgetHung = onLogout(() => new Promise<void>(() => undefined));
    const done = vi.fn();
    const running = runLogoutTasks('the-token').then(done);
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(done).toHaveBeenCalled();
    forgetFailed();
    forgetHung();
  });
});

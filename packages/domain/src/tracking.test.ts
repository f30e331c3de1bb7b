import { describe, expect, it } from 'vitest';
import { predictCompletion, remainingStatuses } from './tracking.ts';

const DAY = 86_400;
const now = new Date('2026-11-26T09:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY * 1000);
const median = (days: number, stays = 20) => ({ medianSeconds: days * DAY, stays });

describe('the statuses a claim has still to go through', () => {
  it('are its track’s from the current one, without the last step it arrives at', () => {
    expect(remainingStatuses({ track: 'retail', status: 'awaiting-pickup' })).toEqual([
      'awaiting-pickup',
      'in-repair',
      'finished',
    ]);
    expect(remainingStatuses({ track: 'business', status: 'paid' })).toEqual([]);
  });

  it('include a status off the track where the claim is in it', () => {
    expect(remainingStatuses({ track: 'business', status: 'awaiting-bid-authorisation' })).toEqual([
      'awaiting-bid-authorisation',
      'awaiting-pickup',
      'in-repair',
      'finished',
    ]);
  });
});

describe('the predicted completion', () => {
  const medians = {
    'awaiting-pickup': median(3, 12),
    'in-repair': median(5, 40),
    finished: median(2, 30),
  };

  it('adds the median stay of every remaining status to now, less the time spent in the current one', () => {
    const prediction = predictCompletion(
      { track: 'retail', status: 'awaiting-pickup', statusSince: daysAgo(1) },
      medians,
      now,
    );
    expect(prediction).toEqual({
      at: new Date(now.getTime() + (2 + 5 + 2) * DAY * 1000),
      claims: 12,
      steps: ['awaiting-pickup', 'in-repair', 'finished'],
    });
  });

  it('counts a current status that has lasted longer than its median as due now, never in the past', () => {
    const prediction = predictCompletion(
      { track: 'retail', status: 'awaiting-pickup', statusSince: daysAgo(10) },
      medians,
      now,
    );
    expect(prediction?.at).toEqual(new Date(now.getTime() + 7 * DAY * 1000));
  });

  it('says nothing when a remaining step has no finished stays, or the claim is done or closed', () => {
    const since = daysAgo(0);
    expect(predictCompletion({ track: 'retail', status: 'bidding', statusSince: since }, medians, now)).toBeNull();
    expect(
      predictCompletion(
        { track: 'retail', status: 'in-repair', statusSince: since },
        { ...medians, finished: { medianSeconds: null, stays: 0 } },
        now,
      ),
    ).toBeNull();
    for (const status of ['paid', 'completed', 'archived'] as const) {
      expect(predictCompletion({ track: 'retail', status, statusSince: since }, medians, now)).toBeNull();
    }
  });
});

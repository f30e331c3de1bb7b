import { describe, expect, it } from 'vitest';
import { historyActionLabel } from './history-labels.ts';

describe('historyActionLabel', () => {
  it.each([
    ['create', 'Claim created'],
    ['update', 'Claim updated'],
    ['raise-issue', 'Issue raised'],
    ['bid', 'Bid placed'],
    ['start-repair', 'Start repair'],
    ['lottery-draw', 'lottery-draw'],
  ])('reads %s as %s', (action, label) => {
    expect(historyActionLabel(action)).toBe(label);
  });
});

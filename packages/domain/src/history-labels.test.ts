import { describe, expect, it } from 'vitest';
import { historyActionLabel } from './history-labels.ts';

describe('historyActionLabel', () => {
  it.each([
    ['create', 'Claim created'],
    ['update', 'Claim updated'],
    ['raise-issue', 'Issue raised'],
    ['bid', 'Bid placed'],
    ['start-repair', 'Start repair'],
    ['lottery', 'Drawn in the lottery'],
    ['authorisation-escalated', 'Authorisation overdue'],
    ['accept-bodyshop-agreement', 'Bodyshop agreement accepted by the driver'],
    ['accept-quote', 'Quote accepted by the driver'],
    ['decline-quote', 'Quote declined by the driver'],
    ['lottery-draw', 'lottery-draw'],
  ])('reads %s as %s', (action, label) => {
    expect(historyActionLabel(action)).toBe(label);
  });
});

import { describe, expect, it } from 'vitest';
import { claimTotalText, totalText } from './claim-total-text.ts';

describe("a list's total in words", () => {
  it.each([
    [{ count: 0, countCapped: false }, '0 claims'],
    [{ count: 1, countCapped: false }, '1 claim'],
    [{ count: 1000, countCapped: false }, '1,000 claims'],
    [{ count: 1000, countCapped: true }, 'More than 1,000 claims'],
  ])('%o is %s', (total, text) => {
    expect(claimTotalText(total)).toBe(text);
  });

  it('reads "more than" mid-sentence, and "1,000+" where room is short', () => {
    expect(totalText({ count: 1000, countCapped: true })).toBe('more than 1,000');
    expect(totalText({ count: 1000, countCapped: true }, true)).toBe('1,000+');
    expect(totalText({ count: 42, countCapped: false }, true)).toBe('42');
  });
});

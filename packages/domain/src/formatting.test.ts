import { describe, expect, it } from 'vitest';
import { claimReference } from './claim-reference.ts';
import { formatMiles, kilometresToMiles } from './distance.ts';
import { errorText } from './error-text.ts';
import { formatMoney } from './money.ts';
import { formatWholeNumber } from './whole-numbers.ts';

describe('formatMoney (spec 9)', () => {
  it.each([
    [123450, {}, '£1,234.50'],
    [5, {}, '£0.05'],
    [null, {}, '£0.00'],
    [undefined, { decimals: false }, '£0'],
    [199, { decimals: false }, '£2'],
    [-2500, {}, '-£25.00'],
  ] as const)('%s pence → %s', (pence, options, expected) => {
    expect(formatMoney(pence, options)).toBe(expected);
  });

  it('writes every amount exactly as Intl writes pounds in en-GB, with and without pence', () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: 'GBP',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    const [withPence, wholePounds] = [intl(2), intl(0)];
    const amounts = [0, -0, 1, 49, 50, 51, 99, 100, 149, 150, 250, 999, 1000, 99_999, 100_000, 123_456_789, 2 ** 52];
    for (const magnitude of amounts) {
      for (const pence of [magnitude, -magnitude, magnitude + 0.5, magnitude + 0.4]) {
        expect(formatMoney(pence)).toBe(withPence.format(pence / 100));
        expect(formatMoney(pence, { decimals: false })).toBe(wholePounds.format(pence / 100));
      }
    }
    for (const odd of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(formatMoney(odd)).toBe(withPence.format(odd));
    }
  });
});

describe('formatWholeNumber', () => {
  it('writes whole numbers exactly as Intl writes them in en-GB', () => {
    const intl = new Intl.NumberFormat('en-GB');
    for (const magnitude of [0, 1, 12, 123, 999, 1000, 1234, 99_999, 100_000, 1_234_567, 2 ** 53 - 1]) {
      for (const value of [magnitude, -magnitude]) expect(formatWholeNumber(value)).toBe(intl.format(value));
    }
  });
});

describe('miles (spec 9)', () => {
  it('multiplies by 0.621371 and shows 2 decimals', () => {
    expect(kilometresToMiles(10)).toBeCloseTo(6.21371);
    expect(formatMiles(10)).toBe('6.21 miles');
    expect(formatMiles(0)).toBe('0.00 miles');
  });
});

describe('errorText (spec 8)', () => {
  it.each([
    ['an errors list, joined', { message: 'x', errors: ['a: required', 'b: bad'] }, 'a: required, b: bad'],
    ['a string body', 'Plain words', 'Plain words'],
    ['the message field', { message: 'Not permitted' }, 'Not permitted'],
    ['an Error', new Error('Broken'), 'Broken'],
    ['an empty errors list falls back to message', { message: 'M', errors: [] }, 'M'],
    ['anything else', 42, 'Something went wrong'],
    ['null', null, 'Something went wrong'],
  ])('%s', (_name, input, expected) => {
    expect(errorText(input)).toBe(expected);
  });
});

describe('claimReference', () => {
  it.each([
    [42, 'FX-000042'],
    [1, 'FX-000001'],
    [1234567, 'FX-1234567'],
  ])('%s → %s', (reference, expected) => {
    expect(claimReference(reference)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMiles, kilometresToMiles } from './distance.ts';
import { errorText } from './error-text.ts';
import { formatMoney } from './money.ts';

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

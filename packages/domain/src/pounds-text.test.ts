import { VALIDATION_MESSAGES } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { ZPoundsText } from './schemas/claim.ts';

describe('ZPoundsText', () => {
  it.each([
    ['980', 98000],
    ['1,234.5', 123450],
    [' £12.34 ', 1234],
    ['0', 0],
  ])('reads %s as %i pence', (text, pence) => {
    expect(ZPoundsText.parse(text)).toBe(pence);
  });

  it.each([
    ['', VALIDATION_MESSAGES.required],
    ['-5', VALIDATION_MESSAGES.positive],
    ['12.345', VALIDATION_MESSAGES.number],
    ['ten', VALIDATION_MESSAGES.number],
  ])('refuses %j with the spec message', (text, message) => {
    expect(ZPoundsText.safeParse(text).error?.issues.map((i) => i.message)).toEqual([message]);
  });
});

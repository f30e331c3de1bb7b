import { describe, expect, it } from 'vitest';
import { MISSING_GLYPH, pdfFonts, printable } from './pdf-fonts.ts';

describe('printable', () => {
  const { regular, bold } = pdfFonts();

  it('keeps letters of every alphabet the font has, in both weights', () => {
    for (const font of [regular, bold]) {
      expect(printable('Łukasz Wiśniewski, Nguyễn Thị Hà, Zoë, Παπαδοπούλου, محمد, £12 “ok” —', font)).toBe(
        'Łukasz Wiśniewski, Nguyễn Thị Hà, Zoë, Παπαδοπούλου, محمد, £12 “ok” —',
      );
    }
  });

  it('prints one white square for each character the font lacks, an emoji with its skin tone being one', () => {
    expect(printable('car 🚗, thumbs 👍🏽.', regular)).toBe(`car ${MISSING_GLYPH}, thumbs ${MISSING_GLYPH}.`);
  });

  it('composes an accent typed apart from its letter, and keeps line breaks', () => {
    expect(printable('Zoe\u0308\r\nline two', regular)).toBe('Zoë\nline two');
  });
});

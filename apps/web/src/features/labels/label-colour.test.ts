import { describe, expect, it } from 'vitest';
import { contrastRatio, labelTextColour, relativeLuminance } from './label-colour.ts';
import { LABEL_PALETTE } from './label-palette.ts';

describe('label text colour', () => {
  it('measures luminance and contrast as WCAG does', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio(0, 1)).toBe(21);
    // MUI's primary teal on white, which the theme quotes as 6.6:1.
    expect(contrastRatio(relativeLuminance('#00695C') ?? 0, 1)).toBeCloseTo(6.6, 1);
  });

  it('puts white text on dark colours and black text on light ones', () => {
    expect(labelTextColour('#1E88E5')?.text).toBe('#000000');
    expect(labelTextColour('#0D47A1')?.text).toBe('#FFFFFF');
    expect(labelTextColour('#FFB300')?.text).toBe('#000000');
    expect(labelTextColour('#C62828')?.text).toBe('#FFFFFF');
    expect(labelTextColour('#000000')).toEqual({ text: '#FFFFFF', contrast: 21 });
    expect(labelTextColour('#ffffff')).toEqual({ text: '#000000', contrast: 21 });
  });

  it('reaches AA on any colour, the hardest being the grey in the middle', () => {
    for (let grey = 0; grey < 256; grey += 1) {
      const pair = grey.toString(16).padStart(2, '0');
      expect(labelTextColour(`#${pair}${pair}${pair}`)?.contrast).toBeGreaterThanOrEqual(4.5);
    }
    for (const { hex } of LABEL_PALETTE) expect(labelTextColour(hex)?.contrast).toBeGreaterThanOrEqual(4.5);
  });

  it('answers null for a colour that is not #RRGGBB', () => {
    expect(labelTextColour('red')).toBeNull();
    expect(labelTextColour('#abc')).toBeNull();
    expect(relativeLuminance('')).toBeNull();
  });
});

/** A colour as the label schema keeps it: '#RRGGBB'. */
const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value.trim());
}

/** WCAG 2 relative luminance of '#RRGGBB' (0 black … 1 white); null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex.trim());
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((pair) => {
    const channel = Number.parseInt(pair, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two luminances, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  const [lighter, darker] = a > b ? [a, b] : [b, a];
  return (lighter + 0.05) / (darker + 0.05);
}

export interface LabelTextColour {
  text: '#000000' | '#FFFFFF';
  /** Contrast of that text on the colour; the better of black and white is never below 4.58:1. */
  contrast: number;
}

/**
 * Black or white text on a label's colour, whichever contrasts more. Every colour then reads at WCAG AA
 * (4.5:1) or better, so a super admin may pick any colour. Null for a colour that is not '#RRGGBB'.
 */
export function labelTextColour(hex: string): LabelTextColour | null {
  const luminance = relativeLuminance(hex);
  if (luminance === null) return null;
  const onBlack = contrastRatio(luminance, 0);
  const onWhite = contrastRatio(luminance, 1);
  return onBlack >= onWhite ? { text: '#000000', contrast: onBlack } : { text: '#FFFFFF', contrast: onWhite };
}

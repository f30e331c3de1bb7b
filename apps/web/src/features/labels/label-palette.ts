/**
 * Preset label colours: distinct from one another and from the status chips' stage colours, each named so
 * a screen reader says more than a hex code. Text on them is black or white by labelTextColour.
 */
export const LABEL_PALETTE = [
  { name: 'Red', hex: '#C62828' },
  { name: 'Pink', hex: '#AD1457' },
  { name: 'Purple', hex: '#6A1B9A' },
  { name: 'Indigo', hex: '#283593' },
  { name: 'Blue', hex: '#1E88E5' },
  { name: 'Teal', hex: '#00897B' },
  { name: 'Green', hex: '#2E7D32' },
  { name: 'Lime', hex: '#C0CA33' },
  { name: 'Amber', hex: '#FFB300' },
  { name: 'Orange', hex: '#EF6C00' },
  { name: 'Brown', hex: '#6D4C41' },
  { name: 'Blue grey', hex: '#546E7A' },
] as const;

export const DEFAULT_LABEL_COLOUR = LABEL_PALETTE[4].hex;

/** The preset's name for a colour, case ignored; undefined for a custom colour. */
export function paletteName(hex: string): string | undefined {
  return LABEL_PALETTE.find((preset) => preset.hex === hex.trim().toUpperCase())?.name;
}

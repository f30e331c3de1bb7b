import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';
import { woffToSfnt } from './woff-to-sfnt.ts';

/**
 * The PDFs' typeface: DejaVu Sans, regular and bold, from @fontsource/dejavu-sans (its LICENSE is the
 * Bitstream Vera licence with DejaVu's changes in the public domain; docs/architecture.md). pdfkit's
 * built-in Helvetica knows only Windows-1252, so "Łukasz", "Nguyễn", Greek or Arabic names printed
 * as other letters; DejaVu covers Latin with every accent, Greek, Cyrillic, Arabic, Hebrew and more.
 * Read and parsed on the first PDF, once per process, so the server starts as fast as before.
 */
export interface PdfFonts {
  regular: Font;
  bold: Font;
}

const require = createRequire(import.meta.url);
function load(weight: 400 | 700): Font {
  const file = require.resolve(`@fontsource/dejavu-sans/files/dejavu-sans-latin-${weight}-normal.woff`);
  const font = create(woffToSfnt(readFileSync(file)));
  if ('fonts' in font) throw new Error(`${file} is a font collection`);
  return font;
}

let fonts: PdfFonts | undefined;
export function pdfFonts(): PdfFonts {
  fonts ??= { regular: load(400), bold: load(700) };
  return fonts;
}

/** What a character the typeface lacks prints as: a white square, which DejaVu has. */
export const MISSING_GLYPH = '\u25A1';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
const LINE_SPACE = /^[\t\n]$/;

/**
 * The text as the font can draw it: each user-perceived character (a letter with its accents, an
 * emoji with its skin tone) whose code points the font does not all have becomes one MISSING_GLYPH,
 * so the reader sees that something is missing rather than another letter or nothing. NFC first, so an
 * accent typed apart from its letter uses the letter's own glyph.
 */
export function printable(text: string, font: Font): string {
  let out = '';
  for (const { segment } of graphemes.segment(text.normalize('NFC').replace(/\r\n?/g, '\n'))) {
    const drawable = [...segment].every(
      (char) => LINE_SPACE.test(char) || font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
    );
    out += drawable ? segment : MISSING_GLYPH;
  }
  return out;
}

import { VALIDATION_MESSAGES } from './messages.ts';
import { z } from './validation.ts';

// Invisible characters (issue 46): a name, comment or signature of only these looked blank but was kept.
/** Controls of C0 and C1 but tab and line feed (a CR LF or a lone CR has become LF first). */
const CONTROLS = /(?![\t\n])\p{Cc}/gu;
/** Tabs and line breaks, which a one-line field reads as a space. */
const LINE_SPACE = /[\t\n\u2028\u2029]/g;
/**
 * Removed wherever they are: bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which
 * reorder the text after them on every page that shows it, and the marks LRM, RLM and ALM; the zero-width
 * space, the word joiner and the byte order mark (U+200B, U+2060, U+FEFF), which only make two texts that
 * look the same differ. Zero-width joiners and non-joiners (U+200C, U+200D) are kept between letters:
 * emoji sequences and Persian or Indic spelling need them.
 */
const HIDDEN = /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
/**
 * What is cut from either end: white space, controls and format characters (joiners among them), and
 * the Hangul fillers, blank letters. Tag characters (U+E0020–U+E007F) stay: they end the flags of
 * England, Scotland and Wales. One character at a time, not one regular expression over the text, which
 * would take quadratic time on a long run of spaces inside it.
 */
const EDGE = /^(?:\s|[\p{Cc}\u115F\u1160\u3164\uFFA0]|(?![\u{E0020}-\u{E007F}])\p{Cf})$/u;
function trimEdges(text: string): string {
  const chars = [...text];
  let start = 0;
  let end = chars.length;
  while (start < end && EDGE.test(chars[start] ?? '')) start++;
  while (end > start && EDGE.test(chars[end - 1] ?? '')) end--;
  return chars.slice(start, end).join('');
}
/** A character a reader sees: none of the above, nor a mark or variation selector alone, nor a blank braille cell. */
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/**
 * The text a person meant: controls removed (a one-line field reads tabs and line breaks as spaces, a
 * multi-line one keeps them, CR LF as LF), the invisible characters above removed, and both ends trimmed
 * of white space and invisible characters.
 */
export function cleanHumanText(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  const lines = text.replace(/\r\n?/g, '\n');
  const spaced = multiline ? lines : lines.replace(LINE_SPACE, ' ');
  return trimEdges(spaced.replace(CONTROLS, '').replace(HIDDEN, ''));
}

/** True when text has at least one character a reader sees. */
export const hasVisibleText = (text: string): boolean => VISIBLE.test(text);

/** For a field a blank leaves out: a text with nothing a reader sees (spaces, invisible characters) is null. */
export const blankTextToNull = (value: unknown): unknown =>
  typeof value === 'string' && !hasVisibleText(value) ? null : value;

export interface HumanTextOptions {
  /**
   * The most characters, as sent and so as the contract says (cleaning only ever shortens a text): a
   * text within it after cleaning but not as sent is refused too, as the document promises.
   */
  max: number;
  /** The fewest, after cleaning: 1 unless the field asks for more (0: an optional note, blank as ''). */
  min?: number;
  /** A comment, a description: keeps its line breaks and tabs. */
  multiline?: boolean;
  /** The field's own words when it is missing, too short, invisible or not text; else spec 5's. */
  required?: string;
  /** The field's own words when it is too long; else spec 5's. */
  tooLong?: string;
}

/**
 * Text a person types and others read: a name, a comment, a signature, a note, an address, a title.
 * Cleaned (`cleanHumanText`), then it must keep at least `min` characters and one that a reader sees:
 * only spaces or invisible characters are 'This field is required', as an empty field is. Still a zod
 * string, so `.regex`, `.nullable()` and `.optional()` follow as on any other.
 */
export function humanText({ max, min = 1, multiline = false, required, tooLong }: HumanTextOptions) {
  return z
    .string(required ? { error: required } : undefined)
    .max(max, tooLong)
    .overwrite((text) => cleanHumanText(text, { multiline }))
    .min(min, required)
    .refine((text) => text === '' || hasVisibleText(text), { message: required ?? VALIDATION_MESSAGES.required });
}

import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** A PDF's text with its whitespace run together (lines break where the layout chose), after checking it is one. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The PDF at a signed download address the test app answered, as its text. */
export async function downloadedPdfText(url: string, appUrl: string): Promise<string> {
  const answer = await fetch(new URL(url, appUrl));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/pdf');
  return pdfText(new Uint8Array(await answer.arrayBuffer()));
}

/**
 * A name in Polish, Vietnamese, Greek and Arabic letters, with an emoji that the PDFs' font has no glyph
 * for: every PDF prints its letters as typed and the emoji as a white square (issue 46).
 */
export const WORLD_NAME = 'Łukasz Wiśniewski 🚗 Nguyễn Thị Hà, Zoë Παπαδοπούλου, محمد';

/** The PDF's text has WORLD_NAME's letters intact and its emoji as the visible replacement, nothing garbled. */
export function expectWorldName(text: string) {
  for (const words of ['Łukasz Wiśniewski □ Nguyễn Thị Hà', 'Zoë Παπαδοπούλου', 'محمد']) {
    expect(text, words).toContain(words);
  }
  expect(text).not.toContain('🚗');
  // pdf.js reads a glyph that maps to nothing as U+0000 or U+FFFD.
  expect(text).not.toContain('\u0000');
  expect(text).not.toContain('\uFFFD');
}

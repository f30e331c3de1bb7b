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

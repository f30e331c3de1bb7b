import { stringify } from 'csv-stringify/sync';

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV line (RFC 4180, CRLF; quoting by csv-stringify) that a spreadsheet opens safely. Text starting
 * with = + - @ or a tab or carriage return would be run as a formula by Excel, LibreOffice and Google
 * Sheets (CSV injection, OWASP): such text gets a leading apostrophe, which spreadsheets show as text.
 * Numbers stay numbers, so money sums in the sheet; null is an empty cell.
 */
export function spreadsheetCsvLine(cells: readonly (string | number | null)[]): string {
  const safe = cells.map((cell) => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell));
  return stringify([safe], { record_delimiter: 'windows', quoted_match: /^\s|\s$/ });
}

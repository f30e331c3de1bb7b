import {
  GARAGE_CSV_COLUMNS,
  GARAGE_CSV_MAX_ROWS,
  GARAGE_CSV_REQUIRED,
  GARAGE_MESSAGES,
  issuesToErrors,
  type TGarageCreate,
  ZGarageCreateRequest,
} from '@fixline/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../http/http-error.ts';

type Column = (typeof GARAGE_CSV_COLUMNS)[number];

/**
 * The longest line a garage needs, in characters: its eleven columns at their longest come to about
 * 1,200. A longer line (a field of 8 million doubled quotes, a line of 8 million commas) is refused as
 * soon as it passes this, rather than read to its end (issue 46, finding 8).
 */
export const GARAGE_CSV_MAX_LINE = 4_096;
type CsvRecord = { record: string[]; info: { lines: number } };

/** A garage read from one line of the file, or what is wrong with that line. */
export type CsvRow = { line: number; garage: TGarageCreate } | { line: number; errors: string[] };

/** How a header is written does not matter: `Opening hours`, `opening-hours` and `openingHours` are one column. */
const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_OF = new Map<string, Column>([
  ...GARAGE_CSV_COLUMNS.map((column) => [squash(column), column] as const),
  ['addressline1', 'address'],
]);

/** The file's bytes as text: UTF-8 only (a byte-order mark is dropped), else a clear 400. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(GARAGE_MESSAGES.csvEncoding);
  }
}

/** The header line's columns, each known, the required ones present. */
function columnsOf(headers: string[]): Column[] {
  const columns = headers.map((header) => COLUMN_OF.get(squash(header)));
  const unknown = headers.filter((_header, index) => !columns[index]);
  if (unknown.length > 0) {
    throw badRequest(GARAGE_MESSAGES.csvUnknownColumns(unknown), [`The columns are: ${GARAGE_CSV_COLUMNS.join(', ')}`]);
  }
  const missing = GARAGE_CSV_REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw badRequest(GARAGE_MESSAGES.csvMissingColumns(missing));
  return columns as Column[];
}

/** A row's cells as the create request's fields: capabilities listed with `;` or `|`, any case. */
function requestOf(cells: Partial<Record<Column, string>>) {
  return {
    name: cells.name ?? '',
    addressLine1: cells.address,
    town: cells.town,
    postcode: cells.postcode ?? '',
    phone: cells.phone,
    openingHours: cells.opening_hours,
    capabilities: (cells.capabilities ?? '')
      .split(/[;|]/)
      .map((c) => c.trim().toLowerCase())
      .filter(Boolean),
    serviceRadiusKm: cells.service_radius_km,
    latitude: cells.latitude,
    longitude: cells.longitude,
  };
}

/**
 * The file's lines are measured before it is parsed, in one pass: a line longer than any garage needs
 * is refused, where csv-parse would build a record of 8 million empty fields from a line of commas
 * before it could say anything; and so is a file of more lines than its rows could fill (blank lines
 * are allowed, ten for each row), where 8 million empty lines would keep the parser busy for seconds.
 */
function refuseOutsizedLines(text: string): void {
  const maxLines = 10 * (GARAGE_CSV_MAX_ROWS + 1);
  let line = 1;
  for (let start = 0; ; line += 1) {
    const end = text.indexOf('\n', start);
    const length = (end === -1 ? text.length : end) - start;
    if (length > GARAGE_CSV_MAX_LINE) throw badRequest(GARAGE_MESSAGES.csvLineTooLong(line, GARAGE_CSV_MAX_LINE));
    if (end === -1) return;
    if (line > maxLines) throw badRequest(GARAGE_MESSAGES.csvTooManyLines(maxLines));
    start = end + 1;
  }
}

/**
 * The file's records, by csv-parse, stopping at the first line longer than GARAGE_CSV_MAX_LINE (one
 * inside quotes, which the line scan cannot see): what csv-parse cannot read past (a quote never closed,
 * a line too long) says its line.
 */
function recordsOf(text: string): CsvRecord[] {
  try {
    return parse(text, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      // Rows of another length are reported with the rest, not as the end of the reading.
      relax_column_count: true,
      max_record_size: GARAGE_CSV_MAX_LINE,
    }) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_MAX_RECORD_SIZE') {
      throw badRequest(GARAGE_MESSAGES.csvLineTooLong(Number(error.lines ?? 0), GARAGE_CSV_MAX_LINE));
    }
    if (error instanceof CsvError) throw badRequest(`The file is not CSV: ${error.message}`);
    throw error;
  }
}

/**
 * The CSV import's file, parsed by csv-parse and each row checked by the create request's own schema:
 * every garage with its line number, or that line's problems. A file that is not UTF-8, has no header
 * or data, has a line too long or too many rows, names unknown columns or lacks required ones, or is not
 * CSV at all, is refused whole.
 */
export function readGarageCsv(bytes: Buffer): CsvRow[] {
  const text = decode(bytes);
  refuseOutsizedLines(text);
  const [header, ...rows] = recordsOf(text);
  if (!header || rows.length === 0) throw badRequest(GARAGE_MESSAGES.csvEmpty);
  if (rows.length > GARAGE_CSV_MAX_ROWS) throw badRequest(GARAGE_MESSAGES.csvTooMany(GARAGE_CSV_MAX_ROWS));
  const columns = columnsOf(header.record);
  return rows.map(({ record, info }) => {
    if (record.length !== columns.length) {
      return { line: info.lines, errors: [GARAGE_MESSAGES.csvCells(record.length, columns.length)] };
    }
    const cells: Partial<Record<Column, string>> = {};
    columns.forEach((column, index) => {
      const cell = record[index];
      if (cell) cells[column] = cell;
    });
    const parsed = ZGarageCreateRequest.safeParse(requestOf(cells));
    if (!parsed.success) return { line: info.lines, errors: issuesToErrors(parsed.error.issues) };
    return { line: info.lines, garage: parsed.data };
  });
}

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
 * The CSV import's file, parsed by csv-parse and each row checked by the create request's own schema:
 * every garage with its line number, or that line's problems. A file that is not UTF-8, has no header
 * or data, names unknown columns or lacks required ones, or is not CSV at all, is refused whole.
 */
export function readGarageCsv(bytes: Buffer): CsvRow[] {
  const text = decode(bytes);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // Rows of another length are reported with the rest, not as the end of the reading.
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    // What csv-parse cannot read past (a quote never closed) says its line in its own words.
    if (error instanceof CsvError) throw badRequest(`The file is not CSV: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
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

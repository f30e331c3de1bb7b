import { Readable } from 'node:stream';
import {
  CLAIM_STATUS_LABELS,
  CLAIM_TRACK_LABELS,
  CLAIM_TYPE_LABELS,
  type ClaimExportQuery,
  formatRegistration,
  hasAnyOrganisationType,
  isSuperAdmin,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { visibleCosts } from '../claims/present-claim.ts';
import { matchesFilters } from './claim-filters.ts';
import { presentClaimSummary, type SummaryRow } from './present-claim-summary.ts';
import { spreadsheetCsvLine } from './spreadsheet-csv.ts';
import { summaryQuery } from './summary-query.ts';

/** The most rows one export carries: the file says so on its last line when there were more. */
export const CLAIM_EXPORT_LIMIT = 100_000;
/** Rows read per query: each batch is an indexed range after the last row sent, never an offset. */
const BATCH = 1_000;

type Cell = string | number | null;
interface Column {
  header: string;
  cell: (row: SummaryRow, actor: Actor) => Cell;
}

const pounds = (pence: number | null | undefined): Cell => (pence === null || pence === undefined ? null : pence / 100);
/** London's wall clock as spreadsheets read a date and time: '2026-12-02 14:05'. */
const londonTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/London',
  dateStyle: 'short',
  timeStyle: 'short',
});

const COLUMNS: Column[] = [
  { header: 'Reference', cell: (row, actor) => presentClaimSummary(row, actor).reference },
  { header: 'Status', cell: (row) => CLAIM_STATUS_LABELS[row.status] },
  { header: 'Track', cell: (row) => CLAIM_TRACK_LABELS[row.track] },
  { header: 'Type', cell: (row) => CLAIM_TYPE_LABELS[row.type] },
  { header: 'Plate', cell: (row) => formatRegistration(row.registration) },
  { header: 'Make', cell: (row) => row.make },
  { header: 'Model', cell: (row) => row.model },
  { header: 'Customer', cell: (row) => row.customerName },
  { header: 'Client', cell: (row) => row.clientOrganisationName },
  { header: 'Repairer', cell: (row) => row.repairerOrganisationName },
  { header: 'Labels', cell: (row) => row.labels.join(', ') },
  { header: 'Issue raised', cell: (row) => (row.issueRaisedAt ? 'Yes' : 'No') },
  { header: 'Incident date', cell: (row) => row.incidentDate },
  { header: 'Created', cell: (row) => londonTime.format(row.createdAt) },
  { header: 'Updated', cell: (row) => londonTime.format(row.updatedAt) },
];
const COST: Column = { header: 'Cost (£)', cell: (row, actor) => pounds(visibleCosts(row, actor).cost) };
const COST_REPAIRER: Column = {
  header: 'Repairer cost (£)',
  cell: (row, actor) => pounds(visibleCosts(row, actor).costRepairer),
};

/**
 * The columns a reader's export has: a cost column only for those who may see that cost on some claim
 * (the client's cost for clients, the repairer's for garages, both for the platform), as on screen.
 */
export function exportColumns(actor: Actor): Column[] {
  const platform = isSuperAdmin(actor);
  return [
    ...COLUMNS,
    ...(platform || hasAnyOrganisationType(actor, ['client']) ? [COST] : []),
    ...(platform || hasAnyOrganisationType(actor, ['repairer', 'bodyshop']) ? [COST_REPAIRER] : []),
  ];
}

type ExportRow = SummaryRow & { createdAtExact: string };

/**
 * GET /api/claims/export: the list as filtered and sorted (by creation time; a search narrows it but
 * does not rank it), as CSV for a spreadsheet, streamed batch by batch so a server's memory stays flat
 * however long the list. Rows after the first CLAIM_EXPORT_LIMIT are left out, and the last line says so.
 */
export function exportClaims(
  db: Db,
  actor: Actor,
  query: ClaimExportQuery,
  { batch = BATCH, limit = CLAIM_EXPORT_LIMIT } = {},
): Readable {
  const columns = exportColumns(actor);
  const { sortOrder, ...filters } = query;
  const after = sortOrder === 'asc' ? '>' : '<';

  /** Up to `count` rows after the last one sent, in the list's order. */
  const rowsAfter = (last: ExportRow | undefined, count: number) => {
    let next = summaryQuery(db, actor)
      // The exact time as text: a JS Date drops the microseconds the next batch starts after.
      .select(sql<string>`claims.created_at::text`.as('createdAtExact'))
      .where(matchesFilters(filters));
    if (last) {
      next = next.where(
        sql<boolean>`(claims.created_at, claims.id) ${sql.raw(after)} (${last.createdAtExact}::timestamptz, ${last.id}::uuid)`,
      );
    }
    return next
      .orderBy('claims.createdAt', sortOrder)
      .orderBy('claims.id', sortOrder)
      .limit(count)
      .execute() as Promise<ExportRow[]>;
  };

  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${spreadsheetCsvLine(columns.map((column) => column.header))}`;
    let last: ExportRow | undefined;
    let sent = 0;
    while (sent < limit) {
      const rows = await rowsAfter(last, Math.min(batch, limit - sent));
      for (const row of rows) yield spreadsheetCsvLine(columns.map((column) => column.cell(row, actor)));
      sent += rows.length;
      if (rows.length < batch && sent < limit) return;
      last = rows.at(-1);
    }
    if ((await rowsAfter(last, 1)).length > 0) {
      yield spreadsheetCsvLine([
        `More than ${limit.toLocaleString('en-GB')} claims match: narrow the filters to export the rest`,
      ]);
    }
  }
  return Readable.from(lines());
}

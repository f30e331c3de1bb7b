import { GARAGE_MESSAGES, type TGarageCreate, type TGarageImportAnswer } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/http-error.ts';
import type { Coordinates, Geocoder } from '../../integrations/geocoder/geocoder.ts';
import { garageOrganisation } from './garage-organisation.ts';
import { uniqueGarageName } from './garage-queries.ts';
import { type CsvRow, readGarageCsv } from './read-garage-csv.ts';

/** How many bad lines an answer lists: enough to mend a file, not a list as long as the file. */
const LISTED_LINES = 200;
/** Rows per INSERT: one statement each, well under PostgreSQL's 65,535 parameters. */
const INSERT_ROWS = 1_000;

type Placed = { line: number; garage: TGarageCreate & Coordinates };

/** Every row's problems as `Line N: …`; names once per organisation, here and already there. */
async function problemsOf(db: Db, organisationId: string, rows: CsvRow[]): Promise<string[]> {
  const problems = rows.flatMap((row) => ('errors' in row ? row.errors.map((e) => `Line ${row.line}: ${e}`) : []));
  const firstLine = new Map<string, number>();
  const good = rows.filter((row): row is Extract<CsvRow, { garage: unknown }> => 'garage' in row);
  for (const { line, garage } of good) {
    const key = garage.name.toLowerCase();
    const seen = firstLine.get(key);
    if (seen === undefined) firstLine.set(key, line);
    else problems.push(`Line ${line}: name: ${GARAGE_MESSAGES.csvSameName(seen)}`);
  }
  if (firstLine.size > 0) {
    const taken = await db
      .selectFrom('garages')
      .select((eb) => eb.fn<string>('lower', ['name']).as('key'))
      .where('organisationId', '=', organisationId)
      .where((eb) => eb(eb.fn('lower', ['name']), 'in', [...firstLine.keys()]))
      .execute();
    for (const { key } of taken) problems.push(`Line ${firstLine.get(key)}: name: ${GARAGE_MESSAGES.taken}`);
  }
  return problems;
}

/** The rows' points: given in the file, or their postcodes looked up together; a row not placed is a problem. */
async function place(
  geocoder: Geocoder,
  rows: { line: number; garage: TGarageCreate }[],
): Promise<{ placed: Placed[]; problems: string[] }> {
  const unplaced = rows.filter(({ garage }) => garage.latitude === undefined);
  const found = unplaced.length ? await geocoder.locateMany(unplaced.map(({ garage }) => garage.postcode)) : [];
  const point = new Map(unplaced.map((row, index) => [row, found[index]]));
  const placed: Placed[] = [];
  const problems: string[] = [];
  for (const row of rows) {
    const { garage, line } = row;
    if (garage.latitude !== undefined && garage.longitude !== undefined) {
      placed.push({ line, garage: { ...garage, latitude: garage.latitude, longitude: garage.longitude } });
      continue;
    }
    const result = point.get(row);
    if (result?.outcome === 'found') {
      placed.push({ line, garage: { ...garage, latitude: result.latitude, longitude: result.longitude } });
    } else if (result?.outcome === 'not-found') {
      problems.push(`Line ${line}: postcode: ${GARAGE_MESSAGES.postcodeNotFound}`);
    } else {
      problems.push(`Line ${line}: latitude: ${GARAGE_MESSAGES.csvNoPlace}`);
    }
  }
  return { placed, problems };
}

/** Problems in file order, the first LISTED_LINES of them, then how many more. */
function refuse(problems: string[]): never {
  const lineOf = (text: string) => Number(/^Line (\d+)/.exec(text)?.[1] ?? 0);
  const sorted = problems.toSorted((a, b) => lineOf(a) - lineOf(b));
  const bad = new Set(sorted.map(lineOf)).size;
  const listed = sorted.slice(0, LISTED_LINES);
  if (sorted.length > LISTED_LINES) listed.push(`… and ${sorted.length - LISTED_LINES} more`);
  throw badRequest(GARAGE_MESSAGES.csvBadRows(bad), listed);
}

/**
 * CreateGarages: many garages of one repairer or bodyshop from a CSV file, all or nothing. Every bad
 * row is reported with its line number, and then nothing is written; else every garage is, in one
 * transaction, so two imports of one file make one set of garages and one 409.
 */
export async function importGarages(
  db: Db,
  geocoder: Geocoder,
  actor: Actor,
  organisationId: string,
  bytes: unknown,
): Promise<TGarageImportAnswer> {
  if (!Buffer.isBuffer(bytes)) throw badRequest(GARAGE_MESSAGES.csvNotCsv);
  const organisation = await garageOrganisation(db, actor, 'CreateGarages', organisationId);
  const rows = readGarageCsv(bytes);
  const problems = await problemsOf(db, organisation.id, rows);
  if (problems.length > 0) refuse(problems);
  const good = rows.filter((row): row is Extract<CsvRow, { garage: unknown }> => 'garage' in row);
  const { placed, problems: unplaced } = await place(geocoder, good);
  if (unplaced.length > 0) refuse(unplaced);
  const values = placed.map(({ garage: { organisationId: _named, serviceRadiusKm, ...garage } }) => ({
    ...garage,
    organisationId: organisation.id,
    serviceRadiusKm: serviceRadiusKm ?? organisation.serviceRadiusKm,
  }));
  await uniqueGarageName(() =>
    db.transaction().execute(async (trx) => {
      for (let start = 0; start < values.length; start += INSERT_ROWS) {
        await trx
          .insertInto('garages')
          .values(values.slice(start, start + INSERT_ROWS))
          .execute();
      }
    }),
  );
  return { created: values.length };
}

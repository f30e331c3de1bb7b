import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';

/**
 * A fingerprint of every table's rows (an md5 of each table's rows in a fixed order): two equal
 * snapshots mean a request wrote nothing. Cheap on the suite's small database.
 */
export async function snapshotDatabase(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
  `.execute(db);
  const parts = tables.map(
    ({ name }) =>
      sql`select ${name}::text as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(name)} t`,
  );
  const { rows } = await sql<{ name: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

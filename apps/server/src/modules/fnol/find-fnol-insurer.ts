import type { Db } from '../../db/database.ts';

/**
 * The client organisation whose FNOL code this is, compared without case; undefined for any other
 * text. Callers refuse every unknown code with the same words, so a refusal says nothing about which
 * codes exist.
 */
export function findFnolInsurer(db: Db, code: string): Promise<{ id: string; name: string } | undefined> {
  return db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('type', '=', 'client')
    .where((eb) => eb(eb.fn('upper', ['fnolCode']), '=', code.trim().toUpperCase()))
    .executeTakeFirst();
}

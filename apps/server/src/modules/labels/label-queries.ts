import { LABEL_MESSAGES, type TLabel } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Label } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import { visibleTo } from '../claims/claim-access.ts';

const present = (label: Label, claims: number): TLabel => ({
  id: label.id,
  name: label.name,
  colour: label.colour,
  description: label.description,
  claims,
});

/** How many claims the reader may see carry each label name: one grouped pass over the labelled claims. */
async function claimsPerLabel(db: Db, actor: Actor): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('claims')
    .select([sql<string>`unnest(claims.labels)`.as('name'), (eb) => eb.fn.countAll<number>().as('claims')])
    .where(visibleTo(actor))
    .where(sql<boolean>`claims.labels <> '{}'`)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.name, Number(row.claims)]));
}

/** Every label, by name, with how many of the reader's claims carry it. */
export async function listLabels(db: Db, actor: Actor): Promise<TLabel[]> {
  const [labels, counts] = await Promise.all([
    db.selectFrom('labels').selectAll().orderBy(sql`lower(name)`).execute(),
    claimsPerLabel(db, actor),
  ]);
  return labels.map((label) => present(label, counts.get(label.name) ?? 0));
}

export async function readLabel(db: Db, actor: Actor, id: string): Promise<TLabel> {
  const label = await db.selectFrom('labels').selectAll().where('id', '=', id).executeTakeFirst();
  if (!label) throw notFound(LABEL_MESSAGES.notFound);
  const claims = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<number>().as('claims'))
    .where(visibleTo(actor))
    .where(sql<boolean>`claims.labels @> array[${label.name}]::text[]`)
    .executeTakeFirstOrThrow();
  return present(label, Number(claims.claims));
}

/** The label of this name, case ignored: claims then carry its exact spelling. */
export function findLabelByName(db: Db, name: string) {
  return db.selectFrom('labels').selectAll().where(sql`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
}

import { LABEL_MESSAGES, type TLabel, type ZLabelRequest, type z } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { readLabel } from './label-queries.ts';

type LabelInput = z.output<typeof ZLabelRequest>;

/** The unique index on lower(name) decides, so two people creating the same label at once get one 201 and one 409. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(LABEL_MESSAGES.taken);
    throw error;
  }
}

export function createLabel(db: Db, actor: Actor, input: LabelInput): Promise<TLabel> {
  return uniqueName(() =>
    idempotentTransaction(db, async (trx) => {
      const { id } = await trx
        .insertInto('labels')
        .values({ name: input.name, colour: input.colour, description: input.description ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return readLabel(trx, actor, id);
    }),
  );
}

/** Saves a label; a new name is put on every claim that carried the old one, in the same transaction. */
export async function updateLabel(db: Db, actor: Actor, id: string, input: LabelInput): Promise<TLabel> {
  await uniqueName(() =>
    db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('labels').select('name').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!before) throw notFound(LABEL_MESSAGES.notFound);
      await trx
        .updateTable('labels')
        .set({ name: input.name, colour: input.colour, description: input.description ?? null, updatedAt: new Date() })
        .where('id', '=', id)
        .execute();
      if (before.name !== input.name) {
        await trx
          .updateTable('claims')
          .set({ labels: sql`array_replace(labels, ${before.name}, ${input.name})` })
          .where(sql<boolean>`labels @> array[${before.name}]::text[]`)
          .execute();
      }
    }),
  );
  return readLabel(db, actor, id);
}

/** Deletes a label and takes it off every claim, in one transaction. */
export async function deleteLabel(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const label = await trx.deleteFrom('labels').where('id', '=', id).returning('name').executeTakeFirst();
    if (!label) throw notFound(LABEL_MESSAGES.notFound);
    await trx
      .updateTable('claims')
      .set({ labels: sql`array_remove(labels, ${label.name})` })
      .where(sql<boolean>`labels @> array[${label.name}]::text[]`)
      .execute();
  });
}

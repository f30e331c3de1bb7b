import { randomInt } from 'node:crypto';
import { ORGANISATION_MESSAGES, type TFnolCodeAnswer } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { notFound } from '../../http/http-error.ts';
import { organisationsReached, reaches } from './organisation-policy.ts';

/** Letters and digits that cannot be misread for one another when spoken or copied (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

/** A fresh FNOL code: 31^8 ≈ 8.5e11 of them, so a driver cannot guess another insurer's. */
export function newFnolCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

async function clientOrganisation(db: Db, actor: Actor, id: string, privilege: 'ReadFnolCode' | 'UpdateFnolCode') {
  if (!reaches(organisationsReached(actor, [privilege]), id)) throw notFound(ORGANISATION_MESSAGES.notFound);
  const organisation = await db
    .selectFrom('organisations')
    .select(['type', 'fnolCode'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!organisation) throw notFound(ORGANISATION_MESSAGES.notFound);
  if (organisation.type !== 'client') throw notFound(ORGANISATION_MESSAGES.fnolCodeOnlyForClients);
  return organisation;
}

/** ReadFnolCode: the code a client's drivers type on /fnol. */
export async function readFnolCode(db: Db, actor: Actor, id: string): Promise<TFnolCodeAnswer> {
  const { fnolCode } = await clientOrganisation(db, actor, id, 'ReadFnolCode');
  return { fnolCode: fnolCode ?? '' };
}

/**
 * UpdateFnolCode: a new code, and the old one retired in the same transaction, so a driver who types
 * it is told it was replaced. A new code that clashes with a live or retired one is drawn again.
 */
export async function rotateFnolCode(db: Db, actor: Actor, id: string): Promise<TFnolCodeAnswer> {
  await clientOrganisation(db, actor, id, 'UpdateFnolCode');
  for (;;) {
    const fnolCode = newFnolCode();
    try {
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('organisations')
          .select('fnolCode')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const retired = await trx
          .selectFrom('retiredFnolCodes')
          .select('code')
          .where('code', '=', fnolCode)
          .executeTakeFirst();
        if (retired) throw new CodeTaken();
        if (current.fnolCode) {
          await trx
            .insertInto('retiredFnolCodes')
            .values({ code: current.fnolCode.toUpperCase(), organisationId: id })
            .onConflict((oc) => oc.column('code').doNothing())
            .execute();
        }
        await trx.updateTable('organisations').set({ fnolCode }).where('id', '=', id).execute();
      });
      return { fnolCode };
    } catch (error) {
      if (!(error instanceof CodeTaken) && !isUniqueViolation(error)) throw error;
    }
  }
}

class CodeTaken extends Error {}

/** Whether a code a driver typed is one an insurer has rotated away from. */
export async function isRetiredFnolCode(db: Db, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('retiredFnolCodes')
    .select('code')
    .where('code', '=', code.toUpperCase())
    .executeTakeFirst();
  return row !== undefined;
}

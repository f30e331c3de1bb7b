import type { TOrganisation, ZOrganisationCreateRequest, z } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { newFnolCode } from './fnol-code.ts';
import { readOrganisationOr404, uniqueName } from './organisation-queries.ts';

/**
 * CreateOrganisation, with the settings' defaults. A client gets its FNOL code at once, so its drivers
 * can report from the first day.
 */
export function createOrganisation(db: Db, input: z.output<typeof ZOrganisationCreateRequest>): Promise<TOrganisation> {
  return uniqueName(() =>
    idempotentTransaction(db, async (trx) => {
      const { id } = await trx
        .insertInto('organisations')
        .values({
          name: input.name,
          type: input.type,
          capabilities: input.capabilities,
          fnolCode: input.type === 'client' ? newFnolCode() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return readOrganisationOr404(trx, id);
    }),
  );
}

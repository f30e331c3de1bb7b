import { ERROR_MESSAGES, type OrganisationType } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/http-error.ts';

/**
 * The organisation a body names in `field`, which must exist and be of one of `types` (a claim's
 * client, its repairer or bodyshop); otherwise 400 with the field's error. Answers its name.
 */
export async function requireOrganisationOfType(
  db: Db,
  id: string,
  types: readonly OrganisationType[],
  field: string,
  problem: string,
): Promise<string> {
  const organisation = await db
    .selectFrom('organisations')
    .select(['type', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!organisation || !types.includes(organisation.type)) {
    throw unprocessable(ERROR_MESSAGES.invalidRequest, [`${field}: ${problem}`]);
  }
  return organisation.name;
}

/** A claim's repairer: a repairer or bodyshop organisation, named in `repairerOrganisationId`. */
export function requireRepairerOrganisation(db: Db, id: string): Promise<string> {
  return requireOrganisationOfType(
    db,
    id,
    ['repairer', 'bodyshop'],
    'repairerOrganisationId',
    'Not a repairer or bodyshop',
  );
}

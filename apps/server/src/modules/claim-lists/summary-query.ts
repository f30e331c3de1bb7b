import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { SUMMARY_COLUMNS } from './present-claim-summary.ts';

/** Claims the actor may read, as list rows with their organisations' names: every list starts here. */
export function summaryQuery(db: Db, actor: Actor) {
  return db
    .selectFrom('claims')
    .innerJoin('organisations as client', 'client.id', 'claims.clientOrganisationId')
    .leftJoin('organisations as repairer', 'repairer.id', 'claims.repairerOrganisationId')
    .select(SUMMARY_COLUMNS)
    .select(['client.name as clientOrganisationName', 'repairer.name as repairerOrganisationName'])
    .where(visibleTo(actor));
}

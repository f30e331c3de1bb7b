import { GARAGE_MESSAGES, ORGANISATION_MESSAGES, type Privilege } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { badRequest, notFound, unprocessable } from '../../http/http-error.ts';
import { garagesReached } from './garage-policy.ts';

export interface GarageOrganisation {
  id: string;
  /** The organisation's default service radius (its settings), for a garage that names none. */
  serviceRadiusKm: number;
}

/**
 * The repairer or bodyshop a new garage belongs to: the one named, if the actor reaches it with
 * `privilege` (else 404), or the actor's own when none is named. A client or the platform has no
 * garages (400).
 */
export async function garageOrganisation(
  db: Db,
  actor: Actor,
  privilege: Privilege,
  organisationId: string | undefined,
): Promise<GarageOrganisation> {
  const reach = garagesReached(actor, privilege);
  const id = organisationId ?? reach?.[0];
  if (!id)
    throw unprocessable(GARAGE_MESSAGES.chooseOrganisation, [`organisationId: ${GARAGE_MESSAGES.chooseOrganisation}`]);
  if (reach && !reach.includes(id)) throw notFound(ORGANISATION_MESSAGES.notFound);
  const organisation = await db
    .selectFrom('organisations')
    .select(['id', 'type', 'serviceRadiusKm'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!organisation) throw notFound(ORGANISATION_MESSAGES.notFound);
  if (organisation.type !== 'repairer' && organisation.type !== 'bodyshop') {
    throw badRequest(GARAGE_MESSAGES.notAGarageOrganisation, [
      `organisationId: ${GARAGE_MESSAGES.notAGarageOrganisation}`,
    ]);
  }
  return { id: organisation.id, serviceRadiusKm: organisation.serviceRadiusKm };
}

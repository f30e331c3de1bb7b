import { GARAGE_MESSAGES, type TGarage, type TGarageDetails, type ZGarageLocationBody, type z } from '@fixline/domain';
import type { Updateable } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { GarageTable } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import type { Geocoder } from '../../integrations/geocoder/geocoder.ts';
import { garagesReached } from './garage-policy.ts';
import { readGarageOr404, uniqueGarageName } from './garage-queries.ts';
import { placeGarage } from './place-garage.ts';

/** The `where` of a change: the garage, within the actor's reach for `privilege`; none reached is 404. */
async function changeWithin(
  db: Db,
  reach: string[] | null,
  id: string,
  values: Updateable<GarageTable>,
): Promise<TGarage> {
  if (reach?.length === 0) throw notFound(GARAGE_MESSAGES.notFound);
  let update = db
    .updateTable('garages')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id);
  if (reach) update = update.where('organisationId', 'in', reach);
  const changed = await update.returning('id').executeTakeFirst();
  if (!changed) throw notFound(GARAGE_MESSAGES.notFound);
  return readGarageOr404(db, id, null);
}

/**
 * UpdateGarages: what the garage's own staff keep up to date. Its place is not among them: the
 * marketplace measures from it, so moving a garage is the platform's (SuperAdminRepairerLocation,
 * decision 0053). No radius given: the one it has stays.
 */
export function updateGarage(db: Db, actor: Actor, id: string, input: TGarageDetails): Promise<TGarage> {
  const { serviceRadiusKm, ...details } = input;
  return uniqueGarageName(() =>
    changeWithin(db, garagesReached(actor, 'UpdateGarages'), id, {
      ...details,
      ...(serviceRadiusKm === undefined ? {} : { serviceRadiusKm }),
    }),
  );
}

/** SuperAdminRepairerLocation: a garage's postcode and point, clicked on the map or looked up. */
export async function moveGarage(
  db: Db,
  geocoder: Geocoder,
  actor: Actor,
  id: string,
  input: z.output<typeof ZGarageLocationBody>,
): Promise<TGarage> {
  const reach = garagesReached(actor, 'SuperAdminRepairerLocation');
  await readGarageOr404(db, id, reach);
  const point = await placeGarage(geocoder, input);
  return changeWithin(db, reach, id, { postcode: input.postcode, ...point });
}

/** DeleteGarages: the garage goes; the marketplace no longer measures from it. */
export async function deleteGarage(db: Db, actor: Actor, id: string): Promise<void> {
  const reach = garagesReached(actor, 'DeleteGarages');
  if (reach?.length === 0) throw notFound(GARAGE_MESSAGES.notFound);
  let query = db.deleteFrom('garages').where('id', '=', id);
  if (reach) query = query.where('organisationId', 'in', reach);
  const deleted = await query.returning('id').executeTakeFirst();
  if (!deleted) throw notFound(GARAGE_MESSAGES.notFound);
}

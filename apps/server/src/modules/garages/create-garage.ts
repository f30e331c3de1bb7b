import type { TGarage, TGarageCreate } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import type { Geocoder } from '../../integrations/geocoder/geocoder.ts';
import { garageOrganisation } from './garage-organisation.ts';
import { readGarageOr404, uniqueGarageName } from './garage-queries.ts';
import { placeGarage } from './place-garage.ts';

/** CreateSingleGarage: one garage of the caller's repairer or bodyshop (any, for super admins). */
export async function createGarage(db: Db, geocoder: Geocoder, actor: Actor, input: TGarageCreate): Promise<TGarage> {
  const organisation = await garageOrganisation(db, actor, 'CreateSingleGarage', input.organisationId);
  const { latitude, longitude } = await placeGarage(geocoder, input);
  const { organisationId: _named, serviceRadiusKm, ...details } = input;
  return uniqueGarageName(() =>
    idempotentTransaction(db, async (trx) => {
      const { id } = await trx
        .insertInto('garages')
        .values({
          ...details,
          organisationId: organisation.id,
          latitude,
          longitude,
          serviceRadiusKm: serviceRadiusKm ?? organisation.serviceRadiusKm,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return readGarageOr404(trx, id, null);
    }),
  );
}

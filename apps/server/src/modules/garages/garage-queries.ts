import { GARAGE_MESSAGES, type TGarage } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { conflict, notFound } from '../../http/http-error.ts';

/** Garages with their organisation's name, as every answer shows them. */
export function selectGarages(db: Db) {
  return db
    .selectFrom('garages')
    .innerJoin('organisations', 'organisations.id', 'garages.organisationId')
    .select([
      'garages.id',
      'garages.organisationId',
      'organisations.name as organisationName',
      'garages.name',
      'garages.addressLine1',
      'garages.town',
      'garages.postcode',
      'garages.phone',
      'garages.openingHours',
      'garages.openDays',
      'garages.closesAt',
      'garages.capabilities',
      'garages.serviceRadiusKm',
      'garages.latitude',
      'garages.longitude',
      'garages.createdAt',
    ]);
}

type GarageRow = Omit<TGarage, 'createdAt'> & { createdAt: Date };

/** What leaves the server of a garage: its fields, the time as ISO text. */
export function presentGarage(row: GarageRow): TGarage {
  return {
    ...row,
    openDays: [...row.openDays],
    capabilities: [...row.capabilities],
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** One garage within `reach` (null: any); out of reach or absent is 404. */
export async function readGarageOr404(db: Db, id: string, reach: string[] | null): Promise<TGarage> {
  if (reach?.length === 0) throw notFound(GARAGE_MESSAGES.notFound);
  let query = selectGarages(db).where('garages.id', '=', id);
  if (reach) query = query.where('garages.organisationId', 'in', reach);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(GARAGE_MESSAGES.notFound);
  return presentGarage(row);
}

/** The unique index on (organisation, lower(name)) decides: a duplicate garage is one clear 409. */
export async function uniqueGarageName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(GARAGE_MESSAGES.taken);
    throw error;
  }
}

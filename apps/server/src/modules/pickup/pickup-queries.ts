import { type TPickup, type TPickupGarage, ukDay } from '@fixline/domain';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ClaimPickupTable } from '../../db/schema.ts';
import { bankHolidaysAhead } from '../garages/bank-holidays.ts';

/** The pickup fields as stored, before anyone gave any: all empty. */
export type PickupRow = Omit<Selectable<ClaimPickupTable>, 'claimId' | 'updatedAt'>;

export const EMPTY_PICKUP: PickupRow = {
  pickupDates: [],
  contact: null,
  requestedSpecificDate: null,
  date: null,
  notifyCustomer: false,
  type: null,
  allowFutureDate: false,
  chargeRequired: false,
  location: null,
  driverAnswer: null,
  driverAnsweredAt: null,
};

/** A claim's pickup row, or the empty one; `lock` in a change's transaction so two changes queue. */
export async function pickupRow(db: Db, claimId: string, lock = false): Promise<PickupRow> {
  const row = await db
    .selectFrom('claimPickups')
    .selectAll()
    .where('claimId', '=', claimId)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return EMPTY_PICKUP;
  const { claimId: _claim, updatedAt: _updated, ...fields } = row;
  return fields;
}

/** Writes a claim's pickup fields, creating its row the first time. */
export async function savePickupRow(trx: Db, claimId: string, row: PickupRow): Promise<void> {
  const values = { ...row, updatedAt: new Date() };
  await trx
    .insertInto('claimPickups')
    .values({ claimId, ...values })
    .onConflict((oc) => oc.column('claimId').doUpdateSet(values))
    .execute();
}

/**
 * The garage the vehicle goes to: the claim's repairer's site nearest the claim's address (or its first
 * site when the claim has no coordinates), with the days it opens and its region's bank holidays for a
 * year from `now`'s day (decision 0084). None before a repairer is assigned.
 */
export async function pickupGarage(db: Db, claimId: string, now = new Date()): Promise<TPickupGarage | null> {
  const garage = await db
    .selectFrom('claims')
    .innerJoin('garages', 'garages.organisationId', 'claims.repairerOrganisationId')
    .select(['garages.name', 'garages.addressLine1', 'garages.town', 'garages.postcode', 'garages.phone'])
    .select(['garages.latitude', 'garages.longitude', 'garages.openDays', 'garages.closesAt'])
    .where('claims.id', '=', claimId)
    .orderBy(sql`coalesce((garages.latitude - claims.latitude) ^ 2 + (garages.longitude - claims.longitude) ^ 2, 0)`)
    .orderBy('garages.createdAt')
    .limit(1)
    .executeTakeFirst();
  if (!garage) return null;
  const address = [garage.addressLine1, garage.town, garage.postcode].filter(Boolean).join(', ');
  return {
    name: garage.name,
    address: address || null,
    phone: garage.phone,
    latitude: garage.latitude,
    longitude: garage.longitude,
    openDays: [...garage.openDays],
    closesAt: garage.closesAt,
    bankHolidays: bankHolidaysAhead(garage.postcode, ukDay(now)),
  };
}

/** GET …/pickup's answer: the stored fields and the garage. */
export async function loadPickup(db: Db, claimId: string, now = new Date()): Promise<TPickup> {
  const [row, garage] = await Promise.all([pickupRow(db, claimId), pickupGarage(db, claimId, now)]);
  return { ...row, driverAnsweredAt: row.driverAnsweredAt?.toISOString() ?? null, garage };
}

import {
  claimReference,
  DRIVER_DATES_OPEN,
  DRIVER_LINK_MESSAGES,
  type DriverLinkPurpose,
  isPastDay,
  PICKUP_MESSAGES,
  type TDriverPickupPage,
  type TPickupAnswerRequest,
  ukDay,
  type ZPickupAvailabilityRequest,
  type z,
} from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { type Emit, withClaimEvents } from '../../events/claim-events.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../http/http-error.ts';
import { recordHistory } from '../claims/claim-history.ts';
import type { PickupStore } from './change-pickup.ts';
import { refuseClosedDays } from './garage-closed-days.ts';
import { availabilityChanged } from './pickup-events.ts';
import { loadPickup, pickupGarage, pickupRow, savePickupRow } from './pickup-queries.ts';

/** Which link a driver's page came with: its purpose and the id its path names (the claim, or the quote). */
export interface DriverPageKey {
  purpose: Extract<DriverLinkPurpose, 'pickup' | 'dates'>;
  token: string;
  /** /pickup/{claimId}: the claim; /preferred-dates/{quoteId}: the quote the link was issued for. */
  pathId: string;
}

/**
 * The claim a driver's link opens, checked against the page's path: a link for another claim (or
 * quote) is refused like a forged one (404), an expired one is 410 (driverLinks.resolve).
 */
async function resolvePage(db: Db, store: PickupStore, { purpose, token, pathId }: DriverPageKey): Promise<string> {
  const link = await store.driverLinks.resolve(db, token, purpose);
  const named = purpose === 'pickup' ? link.claimId : link.subjectId;
  if (named !== pathId) throw notFound(DRIVER_LINK_MESSAGES.notFound);
  return link.claimId;
}

async function driverPage(db: Db, claimId: string, now: Date): Promise<TDriverPickupPage> {
  const claim = await db
    .selectFrom('claims')
    .select(['reference', 'registration'])
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
  return {
    claimReference: claimReference(claim.reference),
    registration: claim.registration,
    pickup: await loadPickup(db, claimId, now),
  };
}

/** GET /api/driver/pickup/{claimId}/{token} and /api/driver/preferred-dates/{quoteId}/{token}. */
export async function readDriverPickup(store: PickupStore, key: DriverPageKey): Promise<TDriverPickupPage> {
  return driverPage(store.db, await resolvePage(store.db, store, key), store.clock.now());
}

/** A driver's change, in one transaction: the link checked, the claim locked and still open, events after. */
function driverChange(
  store: PickupStore,
  key: DriverPageKey,
  work: (trx: Db, claimId: string, emit: Emit) => Promise<void>,
): Promise<TDriverPickupPage> {
  return withClaimEvents(store, async (trx, emit) => {
    const claimId = await resolvePage(trx, store, key);
    const claim = await trx
      .selectFrom('claims')
      .select(['status', 'deletedAt'])
      .where('id', '=', claimId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (claim.deletedAt || !DRIVER_DATES_OPEN.includes(claim.status)) throw conflict(PICKUP_MESSAGES.closed);
    await work(trx, claimId, emit);
    return driverPage(trx, claimId, store.clock.now());
  });
}

/** The driver's availability, from the pickup page or the preferred dates after a quote: never in the past. */
export function giveDriverAvailability(
  store: PickupStore,
  key: DriverPageKey,
  data: z.output<typeof ZPickupAvailabilityRequest>,
): Promise<TDriverPickupPage> {
  return driverChange(store, key, async (trx, claimId, emit) => {
    if (data.pickupDates.length === 0 && !data.requestedSpecificDate) throw badRequest(PICKUP_MESSAGES.noDates);
    const now = store.clock.now();
    const today = ukDay(now);
    const days = [...data.pickupDates, ...(data.requestedSpecificDate ? [data.requestedSpecificDate] : [])];
    if (days.some((day) => isPastDay(day, today))) throw unprocessable(PICKUP_MESSAGES.pastAvailability);
    const before = await pickupRow(trx, claimId, true);
    const next = {
      ...before,
      pickupDates: [...new Set(data.pickupDates)].sort(),
      contact: data.contact ?? null,
      requestedSpecificDate: data.requestedSpecificDate ?? null,
    };
    // The days the driver gives now; those given before stay, though today's may have closed since.
    const given = [
      ...next.pickupDates
        .filter((day) => !before.pickupDates.includes(day))
        .map((day) => ({ field: 'pickupDates', day })),
      ...(next.requestedSpecificDate && next.requestedSpecificDate !== before.requestedSpecificDate
        ? [{ field: 'requestedSpecificDate', day: next.requestedSpecificDate }]
        : []),
    ];
    refuseClosedDays(await pickupGarage(trx, claimId, now), given, now);
    await savePickupRow(trx, claimId, next);
    if (!availabilityChanged(before, next)) return;
    await recordHistory(trx, {
      claimId,
      actor: null,
      actorName: 'The driver',
      action: 'driver-availability',
      comment: `Available: ${next.pickupDates.join(', ') || next.requestedSpecificDate}`,
    });
    await emit({ type: 'RepairAvailableDatesChanged', claimId, actor: null });
  });
}

/** The driver accepts or rejects the booked repair date (the pickup page's two buttons). */
export function answerRepairDate(
  store: PickupStore,
  key: DriverPageKey,
  { answer }: TPickupAnswerRequest,
): Promise<TDriverPickupPage> {
  return driverChange(store, key, async (trx, claimId, emit) => {
    const before = await pickupRow(trx, claimId, true);
    if (!before.date) throw conflict(PICKUP_MESSAGES.noDate);
    const driverAnswer = answer === 'accept' ? 'accepted' : 'rejected';
    if (before.driverAnswer === driverAnswer) return;
    await savePickupRow(trx, claimId, { ...before, driverAnswer, driverAnsweredAt: store.clock.now() });
    await recordHistory(trx, {
      claimId,
      actor: null,
      actorName: 'The driver',
      action: answer === 'accept' ? 'repair-date-accepted' : 'repair-date-rejected',
      comment: `Repair date: ${before.date}`,
    });
    await emit({ type: answer === 'accept' ? 'RepairDateSelected' : 'RepairDatesRejected', claimId, actor: null });
  });
}

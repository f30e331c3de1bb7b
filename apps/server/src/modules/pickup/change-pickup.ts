import {
  isPastDay,
  type NotificationType,
  PICKUP_MESSAGES,
  type TPickup,
  ukDay,
  withinAvailability,
  type ZBodyshopPickupRequest,
  type ZOverridePickupRequest,
  type ZPickupAvailabilityRequest,
  type ZPickupDataRequest,
  type z,
} from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { type ClaimStore, withClaimEvents } from '../../events/claim-events.ts';
import { conflict, unprocessable } from '../../http/http-error.ts';
import type { Clock } from '../../jobs/clock.ts';
import { recordHistory } from '../claims/claim-history.ts';
import { lockClaimForAction } from '../claims/lock-claim-for-action.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { type GivenDay, refuseClosedDays } from './garage-closed-days.ts';
import { mailRepairDate } from './mail-repair-date.ts';
import { availabilityChanged, pickupEvents } from './pickup-events.ts';
import { loadPickup, type PickupRow, pickupGarage, pickupRow, savePickupRow } from './pickup-queries.ts';

/** What the staff's pickup calls need: the claim store, drivers' links (the mail) and today. */
export interface PickupStore extends ClaimStore {
  driverLinks: DriverLinks;
  clock: Clock;
}

/** One staff pickup call, with its body as parsed by its route. */
export type PickupChange =
  | { action: 'book-repair-date'; data: z.output<typeof ZPickupDataRequest>; retail: boolean }
  | { action: 'book-bodyshop-repair-date'; data: z.output<typeof ZBodyshopPickupRequest> }
  | { action: 'override-repair-date'; data: z.output<typeof ZOverridePickupRequest>; allowFutureDate: boolean }
  | { action: 'set-pickup-availability'; data: z.output<typeof ZPickupAvailabilityRequest> };

/** The pickup fields after a change: what it names replaces what was stored; a new date awaits the driver's answer. */
function applyChange(before: PickupRow, change: PickupChange): PickupRow {
  const { data } = change;
  const next: PickupRow = { ...before };
  if ('pickupDates' in data && data.pickupDates !== undefined) next.pickupDates = [...new Set(data.pickupDates)].sort();
  if ('contact' in data && data.contact !== undefined) next.contact = data.contact;
  if ('requestedSpecificDate' in data && data.requestedSpecificDate !== undefined) {
    next.requestedSpecificDate = data.requestedSpecificDate;
  }
  if (change.action === 'book-repair-date') {
    const { type, allowFutureDate, chargeRequired } = change.data;
    if (type !== undefined) next.type = type;
    if (allowFutureDate !== undefined) next.allowFutureDate = allowFutureDate;
    if (chargeRequired !== undefined) next.chargeRequired = chargeRequired;
  }
  if ('notifyCustomer' in data && data.notifyCustomer !== undefined) next.notifyCustomer = data.notifyCustomer;
  if ('date' in data && data.date !== undefined && data.date !== before.date) {
    next.date = data.date;
    next.driverAnswer = null;
    next.driverAnsweredAt = null;
  }
  if (change.action === 'book-bodyshop-repair-date') next.location = 'bodyshop';
  else if (change.action === 'book-repair-date' && 'date' in data && data.date) next.location = 'garage';
  else if (next.date && !next.location) next.location = 'garage';
  return next;
}

/**
 * The rules of a repair date (issue 25): never in the past, and one the driver offered unless a future
 * date is allowed; an override (OverrideRepairDate) may set a past date, and a future one only when it
 * says so. Available dates are never in the past.
 */
function checkDates(before: PickupRow, next: PickupRow, change: PickupChange, today: string): void {
  const newDays = next.pickupDates.filter((day) => !before.pickupDates.includes(day));
  const asked = next.requestedSpecificDate !== before.requestedSpecificDate ? [next.requestedSpecificDate] : [];
  if ([...newDays, ...asked].some((day) => day !== null && isPastDay(day, today))) {
    throw unprocessable(PICKUP_MESSAGES.pastAvailability);
  }
  const date = 'date' in change.data ? change.data.date : undefined;
  if (!date) return;
  if (change.action === 'override-repair-date') {
    if (!change.allowFutureDate && date > today) throw conflict(PICKUP_MESSAGES.futureOverride);
    return;
  }
  if (isPastDay(date, today)) throw unprocessable(PICKUP_MESSAGES.pastDate);
  if (!next.allowFutureDate && !withinAvailability(next, date)) throw conflict(PICKUP_MESSAGES.outsideAvailability);
}

/**
 * The days a change gives that the claim's garage must be open on: new available days, a new specific
 * day, a new booked date. The override corrects the record and the bodyshop books at its own site, so
 * their dates are not the garage's to refuse.
 */
function daysAtTheGarage(before: PickupRow, next: PickupRow, change: PickupChange): GivenDay[] {
  if (change.action === 'override-repair-date' || change.action === 'book-bodyshop-repair-date') return [];
  const days: GivenDay[] = next.pickupDates
    .filter((day) => !before.pickupDates.includes(day))
    .map((day) => ({ field: 'pickupDates', day }));
  if (next.requestedSpecificDate && next.requestedSpecificDate !== before.requestedSpecificDate) {
    days.push({ field: 'requestedSpecificDate', day: next.requestedSpecificDate });
  }
  if (next.date && next.date !== before.date) days.push({ field: 'date', day: next.date });
  return days;
}

/** The timeline's note of a change: the date booked, or the days offered. */
function historyComment(next: PickupRow, change: PickupChange): string {
  if (change.action === 'set-pickup-availability') {
    return next.pickupDates.length > 0 ? `Available: ${next.pickupDates.join(', ')}` : 'No dates given';
  }
  return `Repair date: ${next.date ?? 'none'}`;
}

/**
 * The staff's pickup calls (spec 7 "Pickup"): the claim locked within the actor's reach with the grant
 * and status of the workflow table's row (404, 403, 409), the dates checked, the row written, a
 * timeline row, the spec 9 events, and with notifyCustomer the driver's mail, in one transaction.
 */
export function changePickup(
  store: PickupStore,
  actor: Actor,
  claimId: string,
  change: PickupChange,
): Promise<TPickup> {
  return withClaimEvents(store, async (trx, emit) => {
    const claim = await lockClaimForAction(trx, actor, claimId, change.action);
    if (change.action === 'book-repair-date' && change.retail && claim.track !== 'retail') {
      throw conflict(PICKUP_MESSAGES.notRetail);
    }
    const before = await pickupRow(trx, claim.id, true);
    const next = applyChange(before, change);
    const now = store.clock.now();
    checkDates(before, next, change, ukDay(now));
    refuseClosedDays(await pickupGarage(trx, claim.id, now), daysAtTheGarage(before, next, change), now);
    await savePickupRow(trx, claim.id, next);
    const by = { userId: actor.userId, name: actor.name };
    const type = change.action === 'book-repair-date' ? change.data.type : null;
    const events: NotificationType[] = pickupEvents(before, next, { action: change.action, type });
    if (events.length > 0 || availabilityChanged(before, next)) {
      await recordHistory(trx, {
        claimId: claim.id,
        actor: by,
        action: change.action,
        from: claim.status,
        to: claim.status,
        comment: historyComment(next, change),
      });
    }
    for (const type of events) await emit({ type, claimId: claim.id, actor: by });
    if (next.date && next.date !== before.date && next.notifyCustomer) {
      await mailRepairDate(trx, store.driverLinks, claim, {
        date: next.date,
        chargeRequired: next.chargeRequired,
        by: actor.userId,
      });
    }
    return loadPickup(trx, claim.id, now);
  });
}

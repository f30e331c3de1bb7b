import type { NotificationType, PickupType } from '@fixline/domain';
import type { PickupRow } from './pickup-queries.ts';

/** Whether the driver's availability (days, the day asked for, contact) changed. */
export function availabilityChanged(before: PickupRow, next: PickupRow): boolean {
  return (
    before.pickupDates.join() !== next.pickupDates.join() ||
    before.requestedSpecificDate !== next.requestedSpecificDate ||
    before.contact !== next.contact
  );
}

/**
 * What people concerned hear of a staff change to the pickup (spec 9's texts): new available dates; a
 * first date booked, a date rescheduled (type reschedule) or otherwise amended (rearrange, an override);
 * the repair moved to a bodyshop's site or back.
 */
export function pickupEvents(
  before: PickupRow,
  next: PickupRow,
  { action, type }: { action: string; type?: PickupType | null },
): NotificationType[] {
  const events: NotificationType[] = [];
  if (availabilityChanged(before, next)) events.push('RepairAvailableDatesChanged');
  if (next.date !== before.date) {
    if (before.date === null && action !== 'override-repair-date') events.push('RepairDateBooked');
    else if (type === 'reschedule') events.push('RepairRescheduled');
    else events.push('RepairDateAmended');
  }
  const moved = before.location !== next.location && (before.location !== null || next.location === 'bodyshop');
  if (moved) events.push('RepairLocationChanged');
  return events;
}

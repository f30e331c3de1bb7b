import { garageClosedMessage, garageOpenOn, type TPickupGarage } from '@fixline/domain';
import { unprocessable } from '../../http/http-error.ts';

/** A day a call gives, with the field it came in ('pickupDates', 'requestedSpecificDate', 'date'). */
export interface GivenDay {
  field: string;
  day: string;
}

/**
 * Refuses (422, each field named) the days given on which the claim's garage is closed: a weekday it
 * does not open, a bank holiday of its region, or today after its closing time (decision 0084). No
 * garage yet (no repairer assigned): any day, as before.
 */
export function refuseClosedDays(garage: TPickupGarage | null, days: readonly GivenDay[], now: Date): void {
  if (!garage) return;
  const errors: string[] = [];
  for (const { field, day } of days) {
    const open = garageOpenOn(garage, day, now);
    if (!open.open) errors.push(`${field}: ${garageClosedMessage(garage.name, day, open.why)}`);
  }
  const [first] = errors;
  if (first !== undefined) throw unprocessable(first.slice(first.indexOf(': ') + 2), errors);
}

import { GARAGE_CLOSED_SHORT, garageClosedMessage, garageOpenOn, type TPickupGarage } from '@fixline/domain';

/**
 * The garage's days as the pickup forms read them (decision 0084): why a day cannot be chosen, short for
 * a day picker's cell and in full for a day typed in. No garage yet: every day may be chosen.
 */
export function garageClosed(garage: TPickupGarage | null | undefined, now = new Date()) {
  const why = (day: string) => {
    if (!garage) return null;
    const open = garageOpenOn(garage, day, now);
    return open.open ? null : open.why;
  };
  return {
    short: (day: string): string | null => {
      const reason = why(day);
      return reason === null ? null : GARAGE_CLOSED_SHORT[reason];
    },
    message: (day: string): string | null => {
      const reason = why(day);
      return reason === null || !garage ? null : garageClosedMessage(garage.name, day, reason);
    },
  };
}

import { ukDay } from '@fixline/domain';

const DAY_MS = 24 * 3_600_000;

/** A calendar day as UK users see it, this many days from now (negative: in the past). */
export const dayAhead = (days: number): string => ukDay(new Date(Date.now() + days * DAY_MS));

/**
 * A day a garage with the default days is open (Monday to Friday, not an England and Wales bank
 * holiday), `days` or more ahead of today, or of `from`: a repair day the pickup calls accept whatever
 * day the suite runs (decision 0084).
 */
export { openDayAhead } from '../../apps/server/src/modules/garages/bank-holidays.ts';

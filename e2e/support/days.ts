import { ukDay } from '@fixline/domain';

const DAY_MS = 24 * 3_600_000;

/** A calendar day as UK users see it, this many days from now (negative: in the past). */
export const dayAhead = (days: number): string => ukDay(new Date(Date.now() + days * DAY_MS));

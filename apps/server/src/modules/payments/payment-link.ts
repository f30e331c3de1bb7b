/** How long a payment link staff issue works: long enough to pay after the repair, short enough to expire. */
export const PAYMENT_LINK_TTL_MS = 30 * 24 * 3_600_000;

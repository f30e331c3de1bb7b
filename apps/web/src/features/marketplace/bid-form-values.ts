import { type TBid, VALIDATION_MESSAGES, ZPlaceBidRequest, ZPoundsText, z } from '@fixline/domain';

/** Days typed as text: required, positive and whole (spec 5's words), then the API's number. */
const ZDaysText = z
  .string()
  .trim()
  .min(1, { abort: true })
  .refine((text) => !text.startsWith('-'), { message: VALIDATION_MESSAGES.positive, abort: true })
  .refine((text) => /^\d+(\.\d+)?$/.test(text), { message: VALIDATION_MESSAGES.number, abort: true })
  .transform(Number);

/** A date input's value: required here, checked against today by the API's schema after the pipe. */
const ZDateText = z.string().trim().min(1, { abort: true });

/**
 * The bid form speaks pounds and text; what it hands on is the API's request (pence, numbers, dates), checked
 * by the very schema the server parses, so the rules and their words are the same on both sides.
 */
export const ZBidForm = z
  .object({
    amount: ZPoundsText,
    earliestStartDate: ZDateText,
    repairDays: ZDaysText,
    validUntil: ZDateText,
    note: z
      .string()
      .trim()
      .transform((text) => (text === '' ? undefined : text))
      .pipe(z.string().optional()),
  })
  .pipe(ZPlaceBidRequest);
export type BidFormValues = z.input<typeof ZBidForm>;
export type BidFormOutput = z.output<typeof ZBidForm>;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new bid starts tomorrow and stays valid a week; a live bid being changed starts from its own values. */
export function bidFormValues(bid: TBid | null): BidFormValues {
  if (!bid) return { amount: '', earliestStartDate: inDays(1), repairDays: '', validUntil: inDays(7), note: '' };
  return {
    amount: (bid.amount / 100).toFixed(2),
    earliestStartDate: bid.earliestStartDate,
    repairDays: String(bid.repairDays),
    validUntil: bid.validUntil,
    note: bid.note ?? '',
  };
}

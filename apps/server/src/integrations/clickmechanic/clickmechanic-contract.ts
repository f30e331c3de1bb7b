import { formatMoney, z } from '@fixline/domain';
import type { PartnerContract } from '../partners/partner-contract.ts';
import { type PartnerVehicle, partnerVehicle } from '../partners/partner-vehicle.ts';

/** The job Fixline posts to ClickMechanic's mobile mechanics. */
export interface ClickMechanicJob extends PartnerVehicle {
  description: string | null;
  customer: { name: string | null; phone: string | null; email: string | null };
}

const ZClickMechanicAnswer = z.object({
  jobId: z.string().min(1).max(100),
  status: z.enum(['accepted', 'declined']),
  /** Pence; null when declined. */
  price: z.number().int().min(0).nullable(),
  /** The day a mechanic comes (YYYY-MM-DD); null when declined. */
  date: z.iso.date().nullable(),
});
export type ClickMechanicAnswer = z.infer<typeof ZClickMechanicAnswer>;

const dayText = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The next weekday at least two days after `now`: when the embedded ClickMechanic books a mechanic. */
function bookingDay(now: Date): string {
  const day = new Date(now.getTime() + 2 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** `POST /jobs` → 201 `{ jobId, status, price, date }` (docs/partners.md). */
export const CLICKMECHANIC: PartnerContract<ClickMechanicJob, ClickMechanicAnswer> = {
  partner: 'clickmechanic',
  request: (claim) => ({
    ...partnerVehicle(claim),
    description: claim.damageDescription,
    customer: { name: claim.customerName, phone: claim.customerPhone, email: claim.customerEmail },
  }),
  path: () => '/jobs',
  answer: ZClickMechanicAnswer,
  summary: (answer) =>
    answer.status === 'accepted' && answer.price !== null && answer.date !== null
      ? `Accepted: ${formatMoney(answer.price)}, a mechanic on ${dayText(answer.date)} (job ${answer.jobId})`
      : `Declined (job ${answer.jobId})`,
  // A mobile mechanic's call-out and labour: £95 and £5 for each letter and digit of the plate past the fifth.
  embeddedAnswer: (job, now) => ({
    jobId: `CM-${job.reference.replace(/\D/g, '')}`,
    status: 'accepted',
    price: 9500 + Math.max(0, job.registration.length - 5) * 500,
    date: bookingDay(now),
  }),
};

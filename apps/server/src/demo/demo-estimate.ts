import { formatMoney, formatRegistration, VAT_RATE_PERCENT, vatWithin } from '@fixline/domain';
import { renderPdf } from '../integrations/pdf/render-pdf.ts';
import type { DemoGarage } from './demo-data.ts';

/**
 * The demo's bid with its document (decision 0062): Acme Motors puts its written estimate on its bid for
 * Harbour's Transit, which is still open to bids, so the client compares it beside the bid while Riverside
 * Autos, bidding on the same claim, never sees it. The lines share the bid's amount in these proportions.
 */
export const DEMO_ESTIMATE = {
  registration: 'LR68FLT',
  bidder: 'repairer@fixline.test',
  garage: 'Acme Motors Leeds',
  fileName: 'acme-motors-estimate-LR68FLT.pdf',
  lines: [
    ['Rear door hinge set and latch assembly, supplied', 0.36],
    ['Labour: realign, adjust and refit both rear doors', 0.4],
    ['Paint and materials: nearside rear door skin', 0.24],
  ],
} as const;

export interface EstimateFacts {
  garage: DemoGarage & { organisationName: string };
  claimReference: string;
  vehicle: { registration: string; make: string | null; model: string | null };
  bid: { amount: number; earliestStartDate: string; repairDays: number; validUntil: string };
}

/** The lines in pence, the last taking what rounding left, so they add up to the bid exactly. */
function estimateLines(amount: number): [string, string][] {
  let left = amount;
  return DEMO_ESTIMATE.lines.map(([description, share], index) => {
    const pence = index === DEMO_ESTIMATE.lines.length - 1 ? left : Math.round(amount * share);
    left -= pence;
    return [description, formatMoney(pence)];
  });
}

const dayText = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/** The garage's estimate as a PDF, in the product's document layout: its lines total the bid's amount. */
export function demoEstimatePdf({ garage, claimReference, vehicle, bid }: EstimateFacts): Promise<Buffer> {
  const registration = formatRegistration(vehicle.registration);
  const vat = vatWithin(bid.amount);
  return renderPdf({
    title: 'Repair estimate',
    subtitle: `${garage.organisationName}’s estimate for claim ${claimReference}, ${registration}`,
    subject: `Repair estimate for claim ${claimReference}, ${registration}`,
    facts: [
      {
        heading: 'Garage',
        rows: [
          ['Name', garage.name],
          ['Address', `${garage.addressLine1}, ${garage.town} ${garage.postcode}`],
          ['Telephone', garage.phone],
        ],
      },
      {
        heading: 'Vehicle',
        rows: [
          ['Registration', registration],
          ['Make and model', [vehicle.make, vehicle.model].filter(Boolean).join(' ')],
          ['Claim', claimReference],
        ],
      },
    ],
    table: {
      columns: ['Description', 'Amount'],
      lines: estimateLines(bid.amount),
      totals: [
        ['Net', formatMoney(bid.amount - vat)],
        [`VAT at ${VAT_RATE_PERCENT}%`, formatMoney(vat)],
        ['Total', formatMoney(bid.amount)],
      ],
    },
    paragraphs: [
      {
        heading: 'Terms',
        text:
          `We can start on ${dayText(bid.earliestStartDate)} and expect the repair to take ${bid.repairDays} working days. ` +
          `This estimate is valid until ${dayText(bid.validUntil)}.`,
      },
      { text: 'Amounts are in pounds sterling and include VAT.' },
    ],
  });
}

/**
 * What the driver owes on a claim (docs/product.md "Money", decision 0082): the one rule the payment
 * page, the checkout, the payment links and staff's manual payments all read.
 *
 * - **payer insurer** (an insured claim): the driver owes the policy excess (0 without one) and, when the
 *   keeper is VAT-registered, the VAT on the repair: VAT_RATE_PERCENT of `cost`. An insured claim's `cost`
 *   is net of VAT (trade prices are net), and a VAT-registered keeper pays the VAT the insurer cannot
 *   reclaim. Nothing else: the insurer pays the repair.
 * - **payer driver** (a retail claim): the accepted quote's total `cost`, which is VAT inclusive, shown as
 *   the repair net of VAT and the VAT within it (as the quote's PDF shows it); the total is `cost`.
 * - owed = max(0, total − paid); `paid` is what the claim's payments came to, tips left out.
 *
 * Every amount is integer pence. **Rounding**: the VAT is computed and rounded to the penny, halves away
 * from zero (`roundedShare`), here and nowhere else: on a net amount `vatOnNet`, within a gross one
 * `vatWithin` (the net is then the rest, so the two add up to the gross exactly).
 */

/** UK VAT's standard rate, in percent (repairs and parts are standard-rated): one constant until it becomes a setting (issue 40). */
export const VAT_RATE_PERCENT = 20;

export const CLAIM_PAYERS = ['insurer', 'driver'] as const;
export type ClaimPayer = (typeof CLAIM_PAYERS)[number];
export const CLAIM_PAYER_LABELS = { insurer: 'Insurer', driver: 'Driver' } as const satisfies Record<
  ClaimPayer,
  string
>;

/** Who pays a new claim: the driver on the retail (FNOL) track until the client confirms a policy, else the insurer. */
export const defaultPayer = (track: string): ClaimPayer => (track === 'retail' ? 'driver' : 'insurer');

export const DRIVER_SHARE_LINE_KINDS = ['repair', 'vat', 'excess'] as const;
export type DriverShareLineKind = (typeof DRIVER_SHARE_LINE_KINDS)[number];

export interface DriverShareLine {
  kind: DriverShareLineKind;
  label: string;
  /** Pence. */
  amount: number;
}

export interface DriverShare {
  lines: DriverShareLine[];
  /** What the lines come to, pence. */
  total: number;
  paid: number;
  owed: number;
}

export interface DriverShareClaim {
  payer: ClaimPayer;
  excess?: number | null;
  vatRegistered?: boolean | null;
  cost: number | null;
}

export const DRIVER_SHARE_LABELS = {
  excess: 'Policy excess',
  vatOnRepair: 'VAT on the repair',
  repairNet: 'Repair, before VAT',
  vatIncluded: `VAT at ${VAT_RATE_PERCENT}%`,
} as const;

/**
 * `amount × numerator / denominator` in whole pence, halves away from zero: integer arithmetic, so no
 * binary fraction (1.2 is not exact) can tip a half penny either way.
 */
export function roundedShare(amount: number, numerator: number, denominator: number): number {
  const product = Math.abs(amount) * numerator;
  const whole = Math.floor((2 * product + denominator) / (2 * denominator));
  return amount < 0 ? -whole : whole;
}

/** The VAT on a net amount: VAT_RATE_PERCENT of it, rounded to the penny. */
export const vatOnNet = (net: number) => roundedShare(net, VAT_RATE_PERCENT, 100);
/** The VAT within a VAT-inclusive amount, rounded to the penny (a quote's PDF, a retail driver's lines). */
export const vatWithin = (gross: number) => roundedShare(gross, VAT_RATE_PERCENT, 100 + VAT_RATE_PERCENT);

function linesOf(claim: DriverShareClaim): DriverShareLine[] {
  const cost = claim.cost ?? 0;
  if (claim.payer === 'driver') {
    if (claim.cost === null) return [];
    const vat = vatWithin(cost);
    return [
      { kind: 'repair', label: DRIVER_SHARE_LABELS.repairNet, amount: cost - vat },
      { kind: 'vat', label: DRIVER_SHARE_LABELS.vatIncluded, amount: vat },
    ];
  }
  const lines: DriverShareLine[] = [];
  if (claim.excess) lines.push({ kind: 'excess', label: DRIVER_SHARE_LABELS.excess, amount: claim.excess });
  if (claim.vatRegistered && claim.cost !== null) {
    lines.push({ kind: 'vat', label: DRIVER_SHARE_LABELS.vatOnRepair, amount: vatOnNet(cost) });
  }
  return lines;
}

/** The driver's lines, their total, what was paid (tips left out) and what is still owed. */
export function driverShare(claim: DriverShareClaim, paid: number): DriverShare {
  const lines = linesOf(claim);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines, total, paid, owed: Math.max(0, total - paid) };
}

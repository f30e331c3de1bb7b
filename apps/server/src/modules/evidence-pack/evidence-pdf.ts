import {
  CLAIM_STATUS_LABELS,
  type ClaimStatus,
  claimReference,
  formatDay,
  formatMoney,
  formatRegistration,
  historyActionLabel,
} from '@fixline/domain';
import type { PdfContent, PdfParagraph } from '../../integrations/pdf/render-pdf.ts';
import type { Evidence } from './collect-evidence.ts';

/** One original in the pack: where it is in the ZIP, and the SHA-256 of its bytes. */
export interface PackedOriginal {
  path: string;
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  uploadedByName: string;
  createdAt: Date;
}

/** UK time, to the minute: when each thing happened, as the claim page shows it. */
const when = (at: Date) =>
  at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' });
const status = (value: ClaimStatus | null) => (value ? CLAIM_STATUS_LABELS[value] : '');

function timeline(evidence: Evidence): PdfParagraph[] {
  return evidence.history.map((entry) => {
    // "Registered to In Marketplace": in words, as the timeline on the claim page reads.
    const from = entry.fromStatus ? `${status(entry.fromStatus)} to ` : '';
    const moved = entry.toStatus ? ` (${from}${status(entry.toStatus)})` : '';
    const comment = entry.comment ? `: ${entry.comment}` : '';
    return {
      text: `${when(entry.at)} · ${entry.actorName ?? 'Fixline'} · ${historyActionLabel(entry.action)}${moved}${comment}`,
    };
  });
}

function money(evidence: Evidence): PdfParagraph[] {
  const quotes = [
    ...evidence.clientQuotes.map(
      (q) =>
        `${when(q.createdAt)} · quote to the client ${formatMoney(q.cost)} (repairer ${formatMoney(q.costRepairer)}), ${q.state}`,
    ),
    ...evidence.retailQuotes.map(
      (q) =>
        `${when(q.createdAt)} · retail quote to the driver ${formatMoney(q.cost)} (repairer ${formatMoney(q.costRepairer)}), ${q.state}`,
    ),
  ];
  const bids = evidence.bids.map(
    (b) =>
      `${when(b.createdAt)} · ${b.organisationName} bid ${formatMoney(b.amount)}, from ${formatDay(b.earliestStartDate)} for ${b.repairDays} days, ${b.state}${b.note ? `: ${b.note}` : ''}`,
  );
  const payments = evidence.payments.map(
    (p) =>
      `${when(p.paidAt)} · ${formatMoney(p.amount)}${p.tip ? ` with a tip of ${formatMoney(p.tip)}` : ''} by ${p.method}${p.recordedByName ? `, recorded by ${p.recordedByName}` : ''}${p.providerPaymentId ? ` (${p.providerPaymentId})` : ''}`,
  );
  const section = (heading: string, lines: string[], none: string): PdfParagraph[] =>
    lines.length ? lines.map((text, index) => (index === 0 ? { heading, text } : { text })) : [{ heading, text: none }];
  return [
    ...section('Quotes and their authorisation', quotes, 'No quotes.'),
    ...section('Bids', bids, 'No bids.'),
    ...section('Payments', payments, 'No payments recorded.'),
  ];
}

/**
 * The pack's PDF: the claim as it stands, its whole timeline with who did what and when, the money
 * (quotes, bids, payments), the comments, and every original with the SHA-256 that the ZIP's copy has,
 * so a reader can prove a file is the one the claim holds.
 */
export function evidencePdfContent(
  evidence: Evidence,
  originals: readonly PackedOriginal[],
  madeBy: string,
  madeAt: Date,
): PdfContent {
  const { claim } = evidence;
  const reference = claimReference(claim.reference);
  return {
    title: 'Claim evidence pack',
    subtitle: `Claim ${reference}, made by ${madeBy} on ${when(madeAt)} (UK time)`,
    subject: `Evidence pack for claim ${reference}, ${formatRegistration(claim.registration)}`,
    facts: [
      {
        heading: 'Claim',
        rows: [
          ['Reference', reference],
          ['Status', CLAIM_STATUS_LABELS[claim.status]],
          ['Reported', when(claim.createdAt)],
          ['Incident', claim.incidentDate ? formatDay(claim.incidentDate) : ''],
        ],
      },
      {
        heading: 'Vehicle',
        rows: [
          ['Registration', formatRegistration(claim.registration)],
          ['Make and model', [claim.make, claim.model].filter(Boolean).join(' ')],
        ],
      },
      {
        heading: 'Parties',
        rows: [
          ['Client', claim.clientName],
          ['Repairer', claim.repairerName ?? 'None yet'],
          ['Customer', claim.customerName ?? ''],
        ],
      },
      {
        heading: 'Costs',
        rows: [
          ['Authorised cost', claim.cost === null ? '' : formatMoney(claim.cost)],
          ['Repairer’s cost', claim.costRepairer === null ? '' : formatMoney(claim.costRepairer)],
        ],
      },
    ],
    paragraphs: [
      { heading: 'Damage', text: claim.damageDescription ?? 'Not described.' },
      { heading: 'Timeline', text: `${evidence.history.length} entries, oldest first.` },
      ...timeline(evidence),
      ...money(evidence),
      { heading: 'Comments', text: evidence.comments.length ? `${evidence.comments.length}, oldest first.` : 'None.' },
      ...evidence.comments.map((c) => ({ text: `${when(c.createdAt)} · ${c.authorName}: ${c.comment}` })),
      {
        heading: 'Files',
        text: originals.length
          ? `${originals.length} ${originals.length === 1 ? 'original' : 'originals'}, in the ZIP beside this PDF with their SHA-256 in SHA256SUMS.`
          : 'No files.',
      },
      ...originals.map((o) => ({
        text: `${o.path} · ${o.contentType}, ${o.size} bytes, added by ${o.uploadedByName} on ${when(o.createdAt)} · SHA-256 ${o.sha256}`,
      })),
    ],
  };
}

import {
  claimReference,
  formatMoney,
  QUOTE_MESSAGES,
  type RetailQuoteItem,
  type TQuotePdfUrl,
  VAT_RATE_PERCENT,
  vatWithin,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import type { PdfContent } from '../../integrations/pdf/render-pdf.ts';
import { renderPdf } from '../../integrations/pdf/render-pdf.ts';
import type { ObjectStorage } from '../../integrations/storage/object-storage.ts';
import { claimReach, visibleWithin } from '../claims/claim-access.ts';
import { DOWNLOAD_URL_SECONDS } from '../files/file-keys.ts';

/** A quote of either kind, with what its PDF prints of the claim and the two organisations. */
interface QuoteForPdf {
  id: string;
  kind: 'client' | 'retail';
  items: RetailQuoteItem[] | null;
  discount: number;
  cost: number;
  createdAt: Date;
  documentName: string | null;
  reference: number;
  registration: string;
  make: string | null;
  model: string | null;
  colour: string | null;
  year: number | null;
  customerName: string | null;
  clientName: string;
  repairerName: string | null;
}

/**
 * The quote, if the caller may read its claim as its client or the platform. Its repairer may not: the
 * PDF prints what the client pays, and the margin is never shown to repairers (docs/product.md "Money").
 * Either kind, by id: the client's quotes and the drivers' (retail) quotes.
 */
async function findQuote(db: Db, actor: Actor, quoteId: string): Promise<QuoteForPdf> {
  const clientQuotes = db
    .selectFrom('quotes')
    .leftJoin('claimFiles', 'claimFiles.id', 'quotes.documentId')
    .select([
      'quotes.id',
      'quotes.claimId',
      sql<QuoteForPdf['kind']>`'client'`.as('kind'),
      'quotes.items',
      sql<number>`0`.as('discount'),
      'quotes.cost',
      'quotes.createdAt',
      'claimFiles.name as documentName',
    ])
    .where('quotes.id', '=', quoteId);
  const retailQuotes = db
    .selectFrom('retailQuotes')
    .select([
      'retailQuotes.id',
      'retailQuotes.claimId',
      sql<QuoteForPdf['kind']>`'retail'`.as('kind'),
      'retailQuotes.items',
      'retailQuotes.discount',
      'retailQuotes.cost',
      'retailQuotes.createdAt',
      sql<string | null>`null`.as('documentName'),
    ])
    .where('retailQuotes.id', '=', quoteId);
  const quote = await db
    .selectFrom(clientQuotes.unionAll(retailQuotes).as('quote'))
    .innerJoin('claims', 'claims.id', 'quote.claimId')
    .innerJoin('organisations as client', 'client.id', 'claims.clientOrganisationId')
    .leftJoin('organisations as repairer', 'repairer.id', 'claims.repairerOrganisationId')
    .select([
      'quote.id',
      'quote.kind',
      'quote.items',
      'quote.discount',
      'quote.cost',
      'quote.createdAt',
      'quote.documentName',
      'claims.reference',
      'claims.registration',
      'claims.make',
      'claims.model',
      'claims.colour',
      'claims.year',
      'claims.customerName',
      'client.name as clientName',
      'repairer.name as repairerName',
    ])
    .where(visibleWithin({ ...claimReach(actor), repairers: [] }))
    .executeTakeFirst();
  if (!quote) throw notFound(QUOTE_MESSAGES.notFound);
  return quote as QuoteForPdf;
}

const dayText = (at: Date) => at.toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });

/** What the quote's PDF says: the claim, the vehicle, both organisations, the lines, the VAT within, the total. */
export function quotePdfContent(quote: QuoteForPdf): PdfContent {
  const reference = claimReference(quote.reference);
  const vehicle = [quote.make, quote.model].filter(Boolean).join(' ');
  const lines: [string, string][] = quote.items?.length
    ? quote.items.map((item) => [item.description, formatMoney(item.amount)])
    : [[`Repair of ${quote.registration}, as quoted`, formatMoney(quote.cost)]];
  if (quote.discount > 0) lines.push(['Discount', `-${formatMoney(quote.discount)}`]);
  const vat = vatWithin(quote.cost);
  return {
    title: 'Repair quote',
    subtitle: `Quote ${quote.id.slice(0, 8).toUpperCase()} for claim ${reference}, made ${dayText(quote.createdAt)}`,
    subject: `Repair quote for claim ${reference}, ${quote.registration}`,
    facts: [
      {
        heading: 'Claim',
        rows: [
          ['Reference', reference],
          ['Customer', quote.customerName ?? ''],
        ],
      },
      {
        heading: 'Vehicle',
        rows: [
          ['Registration', quote.registration],
          ['Make and model', vehicle],
          ['Colour and year', [quote.colour, quote.year].filter(Boolean).join(', ')],
        ],
      },
      { heading: quote.kind === 'retail' ? 'Insurer' : 'Client', rows: [['Organisation', quote.clientName]] },
      {
        heading: 'Repairer',
        rows: [['Organisation', quote.repairerName ?? 'To be chosen in the marketplace']],
      },
    ],
    table: {
      columns: ['Description', 'Amount'],
      lines,
      totals: [
        ['Net', formatMoney(quote.cost - vat)],
        [`VAT at ${VAT_RATE_PERCENT}%`, formatMoney(vat)],
        ['Total', formatMoney(quote.cost)],
      ],
    },
    paragraphs: [
      ...(quote.documentName
        ? [{ heading: 'Repairer’s quote', text: `The repairer’s own quote is on the claim: ${quote.documentName}.` }]
        : []),
      { text: 'Amounts are in pounds sterling and include VAT.' },
    ],
  };
}

/**
 * GET /api/external/quotes/pdf-url?quote=: the quote drawn as a PDF, put in the object storage beside
 * the claims' files, and a signed address of it. Drawn again on each call, so it always shows the claim
 * and the organisations as they are now; a quote's own figures never change.
 */
export async function quotePdfUrl(
  db: Db,
  storage: ObjectStorage,
  actor: Actor,
  quoteId: string,
  now = new Date(),
): Promise<TQuotePdfUrl> {
  const quote = await findQuote(db, actor, quoteId);
  const key = `quotes/${quote.id}.pdf`;
  await storage.write(key, await renderPdf(quotePdfContent(quote)), 'application/pdf');
  return {
    url: await storage.signDownload({ key, expiresInSeconds: DOWNLOAD_URL_SECONDS }),
    expiresAt: new Date(now.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
  };
}

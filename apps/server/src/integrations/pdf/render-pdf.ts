import PDFDocument from 'pdfkit';
import { pdfFonts, printable } from './pdf-fonts.ts';

/**
 * The documents the product prints (a quote, the bodyshop agreement) as plain data: a title, blocks of
 * labelled facts, an optional table of amounts and paragraphs of text. One renderer draws them all in
 * DejaVu Sans (pdf-fonts.ts), so names in Latin letters with any accent, Greek, Cyrillic or Arabic
 * print as typed; each document is its words, and how a document looks is decided here once. Every
 * string goes through `printable`: what the font cannot draw prints as a white square, never as
 * another letter.
 */
export interface PdfContent {
  title: string;
  /** Under the title: what the document is and when it was made. */
  subtitle: string;
  /** Blocks of label–value facts, side by side in pairs on the page. */
  facts: PdfFacts[];
  table?: PdfTable;
  paragraphs?: PdfParagraph[];
  /** Metadata the reader's PDF viewer shows. */
  subject: string;
}

export interface PdfFacts {
  heading: string;
  rows: [label: string, value: string][];
}

export interface PdfTable {
  columns: [description: string, amount: string];
  lines: [description: string, amount: string][];
  /** Under the lines, right-aligned: subtotal, VAT, total… The last one is in bold. */
  totals: [label: string, amount: string][];
}

export interface PdfParagraph {
  heading?: string;
  text: string;
}

const MARGIN = 56;
const INK = '#1a1a1a';
const MUTED = '#5c5c5c';
const RULE = '#c8c8c8';

/** The two weights, registered under these names in each document. */
type Weight = 'regular' | 'bold';

/** Sets the weight and answers the text as that weight can draw it. */
function inWeight(doc: PDFKit.PDFDocument, weight: Weight, text: string): string {
  doc.font(weight);
  return printable(text, pdfFonts()[weight]);
}

/** The PDF's bytes. Deterministic but for the creation date pdfkit stamps in. */
export function renderPdf(content: PdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: content.title, Subject: content.subject, Author: 'Fixline', Creator: 'Fixline' },
    lang: 'en-GB',
    displayTitle: true,
    pdfVersion: '1.7',
  });
  const fonts = pdfFonts();
  // pdfkit takes a parsed fontkit font as it is (its PDFFontFactory.open), so the font is read once per
  // process rather than once per PDF; its types list only file names and bytes.
  doc.registerFont('regular', fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .fillColor(INK)
    .fontSize(20)
    .text(inWeight(doc, 'bold', content.title));
  doc
    .moveDown(0.2)
    .fillColor(MUTED)
    .fontSize(10)
    .text(inWeight(doc, 'regular', content.subtitle));
  doc.moveDown(1);
  drawFacts(doc, content.facts);
  if (content.table) drawTable(doc, content.table);
  for (const paragraph of content.paragraphs ?? []) {
    if (paragraph.heading)
      doc
        .fillColor(INK)
        .fontSize(11)
        .text(inWeight(doc, 'bold', paragraph.heading));
    doc
      .fillColor(INK)
      .fontSize(10)
      .text(inWeight(doc, 'regular', paragraph.text), { align: 'left' })
      .moveDown(0.8);
  }
  doc.end();
  return done;
}

const width = (doc: PDFKit.PDFDocument) => doc.page.width - MARGIN * 2;

/** Facts in two columns, a block per column, a new row of blocks when both are used. */
function drawFacts(doc: PDFKit.PDFDocument, blocks: PdfFacts[]) {
  const column = (width(doc) - 24) / 2;
  for (let i = 0; i < blocks.length; i += 2) {
    const top = doc.y;
    let bottom = top;
    blocks.slice(i, i + 2).forEach((block, j) => {
      const x = MARGIN + j * (column + 24);
      doc.x = x;
      doc.y = top;
      doc
        .fillColor(INK)
        .fontSize(11)
        .text(inWeight(doc, 'bold', block.heading), x, top, { width: column });
      for (const [label, value] of block.rows) {
        doc
          .fillColor(MUTED)
          .fontSize(9)
          .text(inWeight(doc, 'regular', label), x, doc.y + 4, { width: column });
        doc
          .fillColor(INK)
          .fontSize(10)
          .text(inWeight(doc, 'regular', value || '—'), x, doc.y, { width: column });
      }
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 18;
  }
}

/** Lines with amounts on the right, a rule, then the totals. */
function drawTable(doc: PDFKit.PDFDocument, table: PdfTable) {
  const amountWidth = 110;
  const descriptionWidth = width(doc) - amountWidth - 12;
  const right = MARGIN + descriptionWidth + 12;
  const row = (description: string, amount: string, weight: Weight, colour = INK) => {
    const top = doc.y;
    doc.fillColor(colour).fontSize(10);
    doc.text(inWeight(doc, weight, description), MARGIN, top, { width: descriptionWidth });
    const afterDescription = doc.y;
    doc.text(inWeight(doc, weight, amount), right, top, { width: amountWidth, align: 'right' });
    doc.x = MARGIN;
    doc.y = Math.max(afterDescription, doc.y) + 4;
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width(doc), doc.y)
      .strokeColor(RULE)
      .lineWidth(0.75)
      .stroke();
    doc.y += 6;
  };
  row(table.columns[0], table.columns[1], 'bold', MUTED);
  rule();
  for (const [description, amount] of table.lines) row(description, amount, 'regular');
  rule();
  for (const [index, [label, amount]] of table.totals.entries()) {
    row(label, amount, index === table.totals.length - 1 ? 'bold' : 'regular');
  }
  doc.moveDown(1.5);
}

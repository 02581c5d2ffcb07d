import PDFDocument from 'pdfkit';
import type { BusinessIdentity } from '../../../common/business.ts';
import { formatDateTime, formatEventDate, formatShortDate } from '../../../common/business-time.ts';
import { formatMoney, fromCents, toCents } from '../../../common/money.ts';
import { telHref } from '../../../common/offer/text.ts';
import { paidRows, paymentStanding } from '../../../common/payments.ts';
import {
  depositAmount,
  EVENT_TYPE_LABELS,
  type EventType,
  lineItemAmount,
  packageLabel,
  proposalNumber,
  proposalTerms,
  QUOTE_EVENT_LABELS,
  type Quote,
  type QuoteEventKind,
  quoteBillRows,
} from '../../../common/quotes/schema.ts';

const INK = '#2b1d14';
const MUTED = '#6b5a4e';
const ACCENT = '#9a4413';
const RULE = '#e7d9cb';
const LEFT = 50;
const RIGHT = 545;

/** Who signed which version when (issue 27): printed as the document's signature block. */
export type SignatureBlock = { signerName: string; signedAt: string; version: number };
/** One line of the "Audit trail" page the signed PDF ends with. */
export type AuditLine = {
  at: string;
  kind: QuoteEventKind;
  version: number | null;
  by: string;
  detail: string | null;
};

/** A time on the business's clock, said so. */
const businessTime = (iso: string) => `${formatDateTime(iso)} ET`;

/** The proposal document clients download: the same content as the printable view in the browser. */
export async function renderProposalPdf(
  quote: Quote,
  business: BusinessIdentity,
  /** howToPay: without online payment (decision 0057), how to pay by check or bank transfer. */
  options: {
    compress?: boolean;
    issuedAt?: Date;
    howToPay?: string[] | null;
    /** The signed document: its signature block and, on its last page, the audit trail. */
    signature?: SignatureBlock;
    audit?: AuditLine[];
    /** After a count change: "Signed version N — $X", then each change as an addendum (issue 34 §3). */
    addenda?: string[];
  } = {},
): Promise<Buffer> {
  const number = proposalNumber(quote);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress: options.compress ?? true,
    info: { Title: `Proposal ${number}`, Author: business.name, Subject: 'Catering proposal' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Letterhead: who the business is and how to reach it.
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(22).text(business.name, LEFT, 50, { width: 300 });
  doc.fillColor(MUTED).font('Helvetica').fontSize(9);
  const contact = [business.address, business.city, business.phone, business.email, business.website].filter(
    Boolean,
  );
  doc.text(contact.join('\n'), 350, 54, { width: RIGHT - 350, align: 'right' });
  rule(doc, 130);

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text('Catering Proposal', LEFT, 145);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Proposal number: ${number}${quote.version > 0 ? ` (version ${quote.version})` : ''}`, LEFT, 168);
  doc.text(`Issued: ${formatShortDate((options.issuedAt ?? new Date()).toISOString())}`);
  doc.text(`Prepared for: ${quote.clientName}${quote.clientEmail ? ` (${quote.clientEmail})` : ''}`);

  heading(doc, 'Event details', 225);
  const details: [string, string][] = [
    ['Event type', EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType],
    ['Date', formatEventDate(quote.eventDate)],
    ['Guests', String(quote.guestCount)],
    ['Venue', quote.venue ?? 'Venue TBD'],
    ['Catering option', packageLabel(quote.menuPackage, business.offer)],
    ...(quote.dishes.length
      ? [['Dishes', quote.dishes.map((d) => d.name).join('\n')] as [string, string]]
      : []),
  ];
  let y = 248;
  for (const [label, value] of details) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 120 });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(value, LEFT + 130, y, { width: RIGHT - LEFT - 130 });
    y = Math.max(doc.y, y + 14) + 4;
  }

  y = lineItemsTable(doc, quote, y + 12);
  y = totals(doc, quote, y + 8);

  if (quote.notes) {
    heading(doc, 'Special requests', y + 14);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(quote.notes, LEFT, y + 36, { width: RIGHT - LEFT });
    y = doc.y;
  }

  if (options.addenda?.length) {
    if (y > 620) {
      doc.addPage();
      y = 30;
    }
    heading(doc, 'Signed version and addenda', y + 14);
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    // The standard Helvetica has no arrow and its dash does not survive text extraction: ASCII stand-ins.
    const plain = options.addenda.map((line) => line.replaceAll('→', '->').replaceAll('—', '-'));
    doc.text(plain.join('\n'), LEFT, y + 36, { width: RIGHT - LEFT });
    y = doc.y;
  }

  if (y > 600) {
    doc.addPage();
    y = 30;
  }
  heading(doc, 'Terms', y + 18);
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  doc.list(proposalTerms(business.offer), LEFT, y + 40, {
    width: RIGHT - LEFT,
    bulletRadius: 2,
    paragraphGap: 3,
  });
  if (options.howToPay && quote.totalAmount !== null) {
    let top = doc.y;
    if (top > 640) {
      doc.addPage();
      top = 30;
    }
    heading(doc, 'How to pay', top + 14);
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    doc.list(options.howToPay, LEFT, top + 36, { width: RIGHT - LEFT, bulletRadius: 2, paragraphGap: 3 });
  }

  if (options.signature) signatureBlock(doc, options.signature);
  closing(doc, business, doc.y + 24);
  if (options.audit) auditTrail(doc, options.audit);

  doc.end();
  return done;
}

/**
 * The thank-you line. The phone is the business settings' own (none before an owner sets it) and a
 * tel: link, so a client reading the proposal on a phone taps it to call.
 */
function closing(doc: PDFKit.PDFDocument, business: BusinessIdentity, y: number): void {
  const options = { width: RIGHT - LEFT, align: 'center' as const };
  doc.font('Helvetica-Oblique').fontSize(9).fillColor(MUTED);
  doc.text(`Thank you for considering ${business.name}.`, LEFT, y, options);
  if (!business.phone) return;
  // A line of its own: pdfkit's link covers one text call, and centred `continued` pieces overlap.
  doc.fillColor(ACCENT).text(`Questions? Call ${business.phone}.`, {
    ...options,
    link: telHref(business.phone),
    underline: true,
  });
}

function signatureBlock(doc: PDFKit.PDFDocument, signature: SignatureBlock): void {
  let top = doc.y + 10;
  if (top > 620) {
    doc.addPage();
    top = 30;
  }
  heading(doc, 'Signature', top + 14);
  const rows: [string, string][] = [
    ['Signed by', signature.signerName],
    ['Signed on', businessTime(signature.signedAt)],
    ['Version', String(signature.version)],
  ];
  let y = top + 36;
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(label, LEFT, y, { width: 120 });
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(value, LEFT + 130, y, { width: RIGHT - LEFT - 130 });
    y = Math.max(doc.y, y + 14) + 4;
  }
  doc
    .font('Helvetica-Oblique')
    .fontSize(9)
    .fillColor(MUTED)
    .text('Signed electronically by typing the full name above and agreeing to the terms.', LEFT, y, {
      width: RIGHT - LEFT,
    });
}

/** The last page: the proposal's history, oldest first. */
function auditTrail(doc: PDFKit.PDFDocument, lines: AuditLine[]): void {
  doc.addPage();
  heading(doc, 'Audit trail', 50);
  let y = 76;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text('When', LEFT, y, { width: 150 });
  doc.text('What', LEFT + 155, y, { width: 170 });
  doc.text('Who', LEFT + 330, y, { width: RIGHT - LEFT - 330 });
  y += 16;
  for (const line of lines) {
    if (y > 720) {
      doc.addPage();
      y = 50;
    }
    const what = `${QUOTE_EVENT_LABELS[line.kind] ?? line.kind}${line.version ? ` (version ${line.version})` : ''}`;
    doc.font('Helvetica').fontSize(9).fillColor(INK);
    doc.text(businessTime(line.at), LEFT, y, { width: 150 });
    let bottom = doc.y;
    doc.text(line.detail ? `${what}: ${line.detail.slice(0, 200)}` : what, LEFT + 155, y, { width: 170 });
    bottom = Math.max(bottom, doc.y);
    doc.text(line.by, LEFT + 330, y, { width: RIGHT - LEFT - 330 });
    y = Math.max(bottom, doc.y, y + 12) + 4;
  }
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(1).strokeColor(RULE).stroke();
}

function heading(doc: PDFKit.PDFDocument, text: string, y: number): void {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(ACCENT).text(text, LEFT, y);
  rule(doc, y + 16);
}

const COLUMNS = { description: LEFT, quantity: 330, unitPrice: 390, amount: 465 };

function lineItemsTable(doc: PDFKit.PDFDocument, quote: Quote, top: number): number {
  if (quote.lineItems.length === 0) return top;
  heading(doc, 'Menu and services', top);
  let y = top + 24;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
  doc.text('Description', COLUMNS.description, y);
  doc.text('Qty', COLUMNS.quantity, y, { width: 50, align: 'right' });
  doc.text('Unit price', COLUMNS.unitPrice, y, { width: 70, align: 'right' });
  doc.text('Amount', COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
  y += 16;
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const item of quote.lineItems) {
    if (y > 700) {
      doc.addPage();
      y = 50;
    }
    doc.text(item.description, COLUMNS.description, y, { width: COLUMNS.quantity - LEFT - 10 });
    const rowBottom = doc.y;
    doc.text(String(item.quantity), COLUMNS.quantity, y, { width: 50, align: 'right' });
    doc.text(formatMoney(item.unitPrice), COLUMNS.unitPrice, y, { width: 70, align: 'right' });
    doc.text(formatMoney(lineItemAmount(item)), COLUMNS.amount, y, {
      width: RIGHT - COLUMNS.amount,
      align: 'right',
    });
    y = Math.max(rowBottom, y + 14) + 4;
  }
  rule(doc, y);
  return y + 4;
}

function totals(doc: PDFKit.PDFDocument, quote: Quote, top: number): number {
  const rows: [string, string][] = quote.totalAmount
    ? [
        ...quoteBillRows(quote).map(({ label, text }): [string, string] => [label, text]),
        ...(toCents(quote.amountPaid) > 0 || paymentStanding(quote) === 'paid-in-full'
          ? [['Total', formatMoney(quote.totalAmount)] as [string, string], ...paidRows(quote)]
          : [
              ['Total', formatMoney(quote.totalAmount)] as [string, string],
              ['Deposit due to confirm (50%)', formatMoney(depositAmount(quote.totalAmount))] as [
                string,
                string,
              ],
              [
                'Balance due 7 days before',
                formatMoney(
                  fromCents(toCents(quote.totalAmount) - toCents(depositAmount(quote.totalAmount))),
                ),
              ] as [string, string],
            ]),
      ]
    : [['Total', 'Pricing in progress']];
  let y = top;
  for (const [label, value] of rows) {
    const bold = label === 'Total';
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 13 : 10)
      .fillColor(bold ? INK : MUTED);
    doc.text(label, 300, y, { width: 150, align: 'right' });
    doc.text(value, 455, y, { width: RIGHT - 455, align: 'right' });
    y += bold ? 20 : 15;
  }
  return y;
}

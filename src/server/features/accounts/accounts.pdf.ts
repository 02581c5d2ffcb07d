import type { Invoice } from '../../../common/accounts/invoice.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import { formatCalendarDate } from '../../../common/business-time.ts';
import { formatCents } from '../../../common/money.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { crewDocument, INK, LEFT, MUTED, RIGHT, sectionHeading, table } from '../kitchen/crew-pdf.ts';

const ACCENT = '#9a4413';
const RULE = '#e7d9cb';
const METHOD_LABELS = { check: 'Check', ach: 'ACH', cash: 'Cash', online: 'Online' } as const;

export const longDate = (date: string) =>
  formatCalendarDate(date, { month: 'long', day: 'numeric', year: 'numeric' });
const shortDate = (date: string) =>
  formatCalendarDate(date, { month: 'short', day: 'numeric', year: 'numeric' });

type Doc = PDFKit.PDFDocument;

/**
 * The business papers' letterhead (as on the proposal): the business's name in its colour, how to
 * reach it on the right, a rule; then the paper's title and its reference lines, muted.
 */
export function letterhead(doc: Doc, business: BusinessIdentity, title: string, lines: string[]): void {
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(22).text(business.name, LEFT, 50, { width: 300 });
  const contact = [business.address, business.city, business.phone, business.email, business.website].filter(
    Boolean,
  );
  doc
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(9)
    .text(contact.join('\n'), 350, 54, { width: RIGHT - 350, align: 'right' });
  doc.moveTo(LEFT, 130).lineTo(RIGHT, 130).strokeColor(RULE).lineWidth(1).stroke();
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(16).text(title, LEFT, 145);
  doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(MUTED);
  for (const line of lines) doc.text(line, LEFT);
}

/** Money rows aligned right under a table: "Subtotal  $120.00", the last one (a total) in bold. */
function amountRows(doc: Doc, rows: [string, number][], boldLast = true): void {
  doc.moveDown(0.4);
  rows.forEach(([label, cents], i) => {
    const bold = boldLast && i === rows.length - 1;
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 10)
      .fillColor(bold ? INK : MUTED)
      .text(label, RIGHT - 260, y, { width: 150 });
    doc.fillColor(INK).text(formatCents(cents), RIGHT - 110, y, { width: 110, align: 'right' });
    doc.y = Math.max(doc.y, y + 14) + 2;
  });
}

/**
 * The invoice as a letter-size PDF that looks like the business's other papers: letterhead, number,
 * dates and PO, whom it bills, its lines and the bill's parts, payments, the balance and how to pay.
 */
export async function invoicePdf(
  invoice: Invoice,
  business: BusinessIdentity,
  options: { payUrl?: string | null } = {},
): Promise<Buffer> {
  const { doc, finish } = crewDocument({
    title: `Invoice ${invoice.number}`,
    subject: 'Invoice',
    author: business.name,
  });
  letterhead(doc, business, `Invoice ${invoice.number}`, [
    `Issued ${longDate(invoice.issuedOn)} · Due ${longDate(invoice.dueOn)}`,
    ...(invoice.poNumber ? [`PO number: ${invoice.poNumber}`] : []),
    ...(invoice.orderId ? [`Order ${orderNumber(invoice.orderId)}`] : []),
    ...(invoice.proposalNumber ? [`Proposal ${invoice.proposalNumber}`] : []),
  ]);
  if (invoice.status === 'void') {
    doc
      .moveDown(0.4)
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#b00020')
      .text(`VOID: ${invoice.voidReason ?? ''}`, LEFT);
  }
  sectionHeading(doc, 'Bill to');
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  for (const line of [invoice.companyName, invoice.billingAddress, invoice.billingEmail]) {
    if (line) doc.text(line, LEFT, doc.y, { width: RIGHT - LEFT });
  }
  sectionHeading(doc, 'Items');
  table(
    doc,
    [
      { title: 'Item', width: 262 },
      { title: 'Qty', width: 60, align: 'right' },
      { title: 'Unit price', width: 95, align: 'right' },
      { title: 'Amount', width: 95, align: 'right' },
    ],
    invoice.lines.map((line) => [
      line.name,
      String(line.quantity),
      formatCents(line.unitPriceCents),
      formatCents(line.lineTotalCents),
    ]),
  );
  amountRows(
    doc,
    invoice.parts.map((part) => [part.label, part.amountCents]),
  );
  if (invoice.payments.length > 0) {
    sectionHeading(doc, 'Payments');
    table(
      doc,
      [
        { title: 'Date', width: 110 },
        { title: 'Method', width: 90 },
        { title: 'Reference', width: 217 },
        { title: 'Amount', width: 95, align: 'right' },
      ],
      invoice.payments.map((p) => [
        shortDate(p.receivedAt.slice(0, 10)),
        METHOD_LABELS[p.method],
        p.reference ?? '',
        formatCents(p.amountCents),
      ]),
    );
  }
  amountRows(doc, [['Balance due', invoice.balanceCents]]);
  if (invoice.balanceCents > 0 && invoice.status !== 'void') {
    sectionHeading(doc, 'How to pay');
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(
        [
          `Please pay by ${longDate(invoice.dueOn)}, quoting ${invoice.number}${invoice.poNumber ? ` and PO ${invoice.poNumber}` : ''}.`,
          ...(options.payUrl ? [`Pay online: ${options.payUrl}`] : []),
        ].join('\n'),
        LEFT,
        doc.y,
        { width: RIGHT - LEFT },
      );
  }
  return finish();
}

import PDFDocument from 'pdfkit';
import type { Invoice } from '../../../common/accounts/invoice.ts';
import { formatCalendarDate } from '../../../common/business-time.ts';
import { formatCents } from '../../../common/money.ts';

const INK = '#2b1d14';
const MUTED = '#6b5a4e';
const LEFT = 50;
const RIGHT = 562;

const longDate = (date: string) =>
  formatCalendarDate(date, { month: 'long', day: 'numeric', year: 'numeric' });

/** The invoice as a letter-size PDF: number, dates, PO, billing address, lines, the bill's parts, payments. */
export function invoicePdf(invoice: Invoice, businessName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    info: { Title: `Invoice ${invoice.number}`, Author: businessName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text(businessName, LEFT, 50);
  doc.fontSize(14).text(`Invoice ${invoice.number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Issued ${longDate(invoice.issuedOn)} · Due ${longDate(invoice.dueOn)}`);
  if (invoice.poNumber) doc.text(`PO number: ${invoice.poNumber}`);
  if (invoice.status === 'void') doc.fillColor('#b00020').text(`VOID: ${invoice.voidReason ?? ''}`);
  doc.moveDown(0.8).fillColor(INK).font('Helvetica-Bold').text('Bill to');
  doc.font('Helvetica');
  for (const line of [invoice.companyName, invoice.billingAddress, invoice.billingEmail]) {
    if (line) doc.text(line);
  }
  doc.moveDown(1);
  for (const line of invoice.lines) {
    const y = doc.y;
    doc.text(`${line.quantity} × ${line.name}`, LEFT, y, { width: 380 });
    doc.text(formatCents(line.lineTotalCents), LEFT + 380, y, { width: RIGHT - LEFT - 380, align: 'right' });
  }
  doc.moveDown(0.8);
  for (const part of invoice.parts) {
    const y = doc.y;
    doc.font(part.label === 'Total' ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(part.label, LEFT + 260, y, { width: 120 });
    doc.text(formatCents(part.amountCents), LEFT + 380, y, { width: RIGHT - LEFT - 380, align: 'right' });
  }
  doc.font('Helvetica').moveDown(0.8);
  for (const payment of invoice.payments) {
    doc.text(
      `Paid ${formatCents(payment.amountCents)} by ${payment.method}${payment.reference ? ` (${payment.reference})` : ''}`,
      LEFT,
    );
  }
  doc.font('Helvetica-Bold').text(`Balance due: ${formatCents(invoice.balanceCents)}`, LEFT);
  doc.end();
  return done;
}

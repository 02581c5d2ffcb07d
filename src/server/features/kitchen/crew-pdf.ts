import PDFDocument from 'pdfkit';

export const INK = '#2b1d14';
export const MUTED = '#6b5a4e';
const ACCENT = '#9a4413';
const RULE = '#e7d9cb';
export const LEFT = 50;
export const RIGHT = 562;
const BOTTOM = 740;

/** A letter-size sheet for the kitchen and the crew (prep sheet, BEO), in the proposal's colours. */
export function crewDocument(info: { title: string; subject: string; author: string }, compress = true) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress,
    info: { Title: info.title, Subject: info.subject, Author: info.author },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    /** Ends the document; resolves with its bytes. */
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** Starts a new page when fewer than `needed` points are left. */
function ensureRoom(doc: PDFKit.PDFDocument, needed: number): void {
  if (doc.y + needed > BOTTOM) doc.addPage();
}

export function sectionHeading(doc: PDFKit.PDFDocument, text: string): void {
  ensureRoom(doc, 60);
  doc.moveDown(0.8);
  const y = doc.y;
  doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(13).text(text, LEFT, y);
  doc
    .moveTo(LEFT, doc.y + 2)
    .lineTo(RIGHT, doc.y + 2)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();
  doc.moveDown(0.5);
}

/** Label and value rows ("Arrival   4:00 PM"). */
export function labelRows(doc: PDFKit.PDFDocument, rows: [string, string][], labelWidth = 130): void {
  for (const [label, value] of rows) {
    ensureRoom(doc, 20);
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, LEFT, y, { width: labelWidth - 10 });
    const afterLabel = doc.y;
    doc
      .font('Helvetica')
      .fillColor(INK)
      .text(value, LEFT + labelWidth, y, { width: RIGHT - LEFT - labelWidth });
    doc.y = Math.max(doc.y, afterLabel) + 3;
  }
}

/** A table with fixed column widths; each row starts a page when it would not fit. */
export function table(
  doc: PDFKit.PDFDocument,
  /** `align: 'right'` for money: the column's text ends at its right edge (the last one at the page's). */
  columns: { title: string; width: number; align?: 'left' | 'right' }[],
  rows: string[][],
): void {
  const row = (cells: string[], bold: boolean) => {
    ensureRoom(doc, 24);
    const y = doc.y;
    let x = LEFT;
    let bottom = y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(bold ? MUTED : INK);
    cells.forEach((cell, i) => {
      const { width, align } = columns[i]!;
      // The 6 pt gap between columns sits before a right-aligned cell, after a left-aligned one.
      if (align === 'right') doc.text(cell, x + 6, y, { width: width - 6, align: 'right' });
      else doc.text(cell, x, y, { width: width - 6 });
      bottom = Math.max(bottom, doc.y);
      x += width;
    });
    doc.y = bottom + 4;
  };
  row(
    columns.map((c) => c.title),
    true,
  );
  for (const cells of rows) row(cells, false);
}

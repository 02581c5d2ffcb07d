import { formatCalendarDate, formatDateTime } from '../../../common/business-time.ts';
import type { PrepSheet } from '../../../common/kitchen/schema.ts';
import { crewDocument, INK, LEFT, MUTED, sectionHeading, table } from './crew-pdf.ts';

const longDay = (date: string) =>
  formatCalendarDate(date, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** The day's prep sheet to print: dishes by category, pans, portions and who each goes to. No prices. */
export async function renderPrepPdf(
  sheet: PrepSheet,
  businessName: string,
  printedAt = new Date(),
): Promise<Buffer> {
  const { doc, finish } = crewDocument({
    title: `Prep sheet ${sheet.date}`,
    subject: 'Kitchen prep sheet',
    author: businessName,
  });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(`Prep sheet: ${longDay(sheet.date)}`, LEFT, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${businessName} · printed ${formatDateTime(printedAt.toISOString())}`);
  if (sheet.dishes.length === 0) {
    doc.moveDown().fontSize(11).fillColor(INK).text('Nothing to prepare on this day.');
  }
  const categories = [...new Set(sheet.dishes.map((d) => d.categoryLabel))];
  for (const category of categories) {
    sectionHeading(doc, category);
    table(
      doc,
      [
        { title: 'Done', width: 36 },
        { title: 'Dish', width: 170 },
        { title: 'Half pans', width: 56 },
        { title: 'Full pans', width: 56 },
        { title: 'Portions', width: 56 },
        { title: 'For', width: 138 },
      ],
      sheet.dishes
        .filter((d) => d.categoryLabel === category)
        .map((d) => [
          d.prepared ? '[x]' : '[  ]',
          d.name,
          String(d.pans.half),
          String(d.pans.full),
          String(d.portions),
          d.for.map((f) => (f.tentative ? `${f.number} (Tentative)` : f.number)).join(', '),
        ]),
    );
  }
  return finish();
}

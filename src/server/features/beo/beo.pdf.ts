import { formatDateTime } from '../../../common/business-time.ts';
import {
  crewDocument,
  INK,
  LEFT,
  labelRows,
  MUTED,
  RIGHT,
  sectionHeading,
  table,
} from '../kitchen/crew-pdf.ts';
import type { CrewSheet } from './beo.service.ts';

/** A BEO or a delivery sheet for the crew: the sheet's sections in order, on letter paper. */
export async function renderCrewSheetPdf(
  sheet: CrewSheet,
  businessName: string,
  printedAt = new Date(),
): Promise<Buffer> {
  const { doc, finish } = crewDocument({
    title: `${sheet.title} ${sheet.number}`,
    subject: sheet.title,
    author: businessName,
  });
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(`${sheet.title} ${sheet.number}`, LEFT, 50);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(sheet.subtitle, { width: RIGHT - LEFT });
  doc
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${businessName} · printed ${formatDateTime(printedAt.toISOString())}`);
  for (const section of sheet.sections) {
    sectionHeading(doc, section.heading);
    if (section.rows) labelRows(doc, section.rows);
    if (section.table) table(doc, section.table.columns, section.table.rows);
    for (const line of section.lines ?? []) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(INK)
        .text(`- ${line}`, LEFT, doc.y, { width: RIGHT - LEFT });
    }
  }
  return finish();
}

import { formatDateTime } from '../../../common/business-time.ts';
import type { ShoppingList } from '../../../common/costing/schema.ts';
import {
  NO_SUPPLIER,
  packsText,
  quantityText,
  rangeText,
  supplierGroups,
  unpricedText,
} from '../../../common/costing/shopping-list.ts';
import { formatCents } from '../../../common/money.ts';
import { crewDocument, INK, LEFT, MUTED, sectionHeading, table } from './crew-pdf.ts';

/**
 * The shopping list to print and take to the suppliers: one table a supplier, a box to tick per
 * ingredient, whole packs and the quantity they cover. Prices only when the list carries them (the
 * owner's): staff's list has no estimate to print.
 */
export async function renderShoppingListPdf(
  list: ShoppingList,
  businessName: string,
  printedAt = new Date(),
): Promise<Buffer> {
  const withPrices = list.estimatedTotalCents !== undefined;
  const { doc, finish } = crewDocument({
    title: `Shopping list ${list.from} to ${list.to}`,
    subject: 'Kitchen shopping list',
    author: businessName,
  });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(`Shopping list: ${rangeText(list.from, list.to)}`, LEFT, 50);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`${businessName} · printed ${formatDateTime(printedAt.toISOString())}`);
  if (list.lines.length === 0) {
    doc.moveDown().fontSize(11).fillColor(INK).text('Nothing to buy for these days.');
  }
  const columns = [
    { title: 'Got', width: 34 },
    { title: 'Ingredient', width: withPrices ? 150 : 200 },
    { title: 'Category', width: withPrices ? 84 : 100 },
    { title: 'Packs', width: withPrices ? 100 : 110 },
    { title: 'Quantity', width: withPrices ? 72 : 90 },
    ...(withPrices ? [{ title: 'Est. cost', width: 72 }] : []),
  ];
  for (const group of supplierGroups(list.lines)) {
    sectionHeading(doc, group.supplier || NO_SUPPLIER);
    table(
      doc,
      columns,
      group.lines.map((line) => [
        '[  ]',
        line.name,
        line.category,
        packsText(line),
        quantityText(line),
        ...(withPrices
          ? [line.estimatedCostCents == null ? 'no price' : formatCents(line.estimatedCostCents)]
          : []),
      ]),
    );
  }
  if (withPrices && list.lines.length > 0) {
    const unpriced = list.lines.filter((l) => l.estimatedCostCents == null).length;
    doc
      .moveDown()
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(INK)
      .text(`Estimated total: ${formatCents(list.estimatedTotalCents ?? 0)}`, LEFT);
    if (unpriced > 0) doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(unpricedText(unpriced));
  }
  if (list.dishesWithoutRecipe.length > 0) {
    sectionHeading(doc, 'Dishes without a recipe (not on this list)');
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(list.dishesWithoutRecipe.join(', '), LEFT);
  }
  return finish();
}

import { type ShoppingList, UNIT_LABELS } from '../../../common/costing/schema.ts';
import { toCsv } from '../admin/csv.ts';

/**
 * The shopping list as a spreadsheet: a header row and one row an ingredient, by supplier. Text is
 * quoted and guarded against formulas by the admin feature's one CSV writer (as the tax report is);
 * the estimate (USD) is a column of the owner's list only.
 */
export function shoppingListCsv(list: ShoppingList): string {
  const withPrices = list.estimatedTotalCents !== undefined;
  return toCsv(
    [
      'Supplier',
      'Ingredient',
      'Category',
      'Quantity',
      'Unit',
      'Packs',
      'Pack Size',
      ...(withPrices ? ['Estimated Cost (USD)'] : []),
    ],
    list.lines.map((line) => [
      line.supplier,
      line.name,
      line.category,
      line.quantity,
      UNIT_LABELS[line.unit],
      line.packs,
      `${line.packSize} ${UNIT_LABELS[line.unit]}`,
      ...(withPrices ? [line.estimatedCostCents == null ? null : line.estimatedCostCents / 100] : []),
    ]),
  );
}

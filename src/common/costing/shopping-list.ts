/**
 * How the shopping list reads (issue 37 §3), written once for the kitchen page and the printed list:
 * by supplier, packs as "3 × 10 lb", quantities in the buying unit.
 */
import { formatCalendarDate } from '../business-time.ts';
import type { ShoppingListLine } from './schema.ts';
import { UNIT_LABELS } from './units.ts';

/** The lines of each supplier, in the list's order (the API sorts by supplier, then name). */
export function supplierGroups(
  lines: readonly ShoppingListLine[],
): { supplier: string; lines: ShoppingListLine[] }[] {
  const groups: { supplier: string; lines: ShoppingListLine[] }[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.supplier === line.supplier) last.lines.push(line);
    else groups.push({ supplier: line.supplier, lines: [line] });
  }
  return groups;
}

/** "3 × 10 lb": whole packs of the pack's size. */
export function packsText(line: Pick<ShoppingListLine, 'packs' | 'packSize' | 'unit'>): string {
  return `${line.packs} × ${line.packSize} ${UNIT_LABELS[line.unit]}`;
}

/** "25.5 lb": what the bookings take, in the buying unit. */
export function quantityText(line: Pick<ShoppingListLine, 'quantity' | 'unit'>): string {
  return `${line.quantity} ${UNIT_LABELS[line.unit]}`;
}

/** "Tue, May 4 – Mon, May 10, 2027"; one day reads as that day. */
export function rangeText(from: string, to: string): string {
  const day = (date: string, year: boolean) =>
    formatCalendarDate(date, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(year ? { year: 'numeric' } : {}),
    });
  if (from === to) return day(from, true);
  return `${day(from, from.slice(0, 4) !== to.slice(0, 4))} – ${day(to, true)}`;
}

/** The heading of the ingredients bought from no supplier in particular. */
export const NO_SUPPLIER = 'No supplier';

/** Beside the owner's estimate: "2 ingredients have no price and are not counted." */
export function unpricedText(count: number): string {
  return count === 1
    ? '1 ingredient has no price and is not counted.'
    : `${count} ingredients have no price and are not counted.`;
}

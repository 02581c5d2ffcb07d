/**
 * What an order's lines and an event's dishes ask of each dish, in the kitchen's own terms (pans by
 * size, and servings of dishes not sold in pans): one rule for the prep sheet's tally, the shopping
 * list and an order's or a proposal's food cost (issue 31's one truth, issue 37).
 */
import { type Pans, pansForGuests } from '../kitchen/prep.ts';
import type { CrewSettings } from '../offer/types.ts';
import type { DishNeed } from './cost.ts';

export type NeedLine = {
  menuItemId: number | null;
  name: string;
  /** null: sold per person or per piece (`quantity` servings). */
  panSize: 'half' | 'full' | null;
  quantity: number;
};

/**
 * The needs of a booking: each line as ordered, and each package dish for every guest in the pans
 * the kitchen makes for them (pansForGuests; `panDishes` names which package dishes are sold in
 * pans: the others take one serving a guest).
 */
export function needsOf(
  booking: { lines: readonly NeedLine[]; dishes: readonly { id: number; name: string }[]; guests?: number },
  crew: Pick<CrewSettings, 'guestsPerHalfPan' | 'guestsPerFullPan'>,
  panDishes?: ReadonlySet<number>,
): DishNeed[] {
  const guests = booking.guests ?? 0;
  const pans: Pans = pansForGuests(guests, crew);
  return [
    ...booking.dishes.map((dish) =>
      !panDishes || panDishes.has(dish.id)
        ? { menuItemId: dish.id, name: dish.name, half: pans.half, full: pans.full, servings: 0 }
        : { menuItemId: dish.id, name: dish.name, half: 0, full: 0, servings: guests },
    ),
    ...booking.lines.map((line) => ({
      menuItemId: line.menuItemId,
      name: line.name,
      half: line.panSize === 'half' ? line.quantity : 0,
      full: line.panSize === 'full' ? line.quantity : 0,
      servings: line.panSize === null ? line.quantity : 0,
    })),
  ];
}

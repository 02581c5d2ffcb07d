import { and, eq, inArray } from 'drizzle-orm';
import type { BusinessIdentity } from '../../../common/business.ts';
import { businessClock } from '../../../common/business-time.ts';
import { entryWhen } from '../../../common/calendar/schema.ts';
import { needsOf } from '../../../common/costing/needs.ts';
import type { ShoppingList } from '../../../common/costing/schema.ts';
import { portionsOf } from '../../../common/kitchen/prep.ts';
import type { PreparedBody, PrepDish, PrepFor, PrepSheet } from '../../../common/kitchen/schema.ts';
import type { Database } from '../../db/connect.ts';
import { kitchenPrepared, menuCategories, menuItems } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { type Booking, loadBookings } from '../calendar/bookings.ts';
import { panDishesOf } from '../costing/index.ts';
import type { BookingRules } from '../switches/booking-rules.ts';
import { shoppingListOf } from './shopping-list.ts';

type Tally = Omit<PrepDish, 'category' | 'categoryLabel' | 'prepared'>;

/**
 * Adds what one booking needs to the day's dishes, keyed by menu item (or name, once deleted). The
 * pans are `needsOf`'s, the shopping list's and an event's cost's one rule: a package dish sold in
 * pans is counted in the pans made for the guests, one sold per person or per piece in portions only.
 */
function tally(
  dishes: Map<string, Tally>,
  booking: Booking,
  crew: BusinessIdentity['offer']['crew'],
  panDishes: ReadonlySet<number>,
): void {
  const guests = booking.guests ?? 0;
  // needsOf answers the package's dishes first, then the lines in their order: their portions are the
  // guests for a package dish, and what each line serves.
  const portions = [
    ...booking.dishes.map(() => guests),
    ...booking.lines.map((line) => portionsOf(line, crew)),
  ];
  const needs = needsOf(booking, crew, panDishes).map((need, i) => ({
    menuItemId: need.menuItemId,
    name: need.name,
    pans: { half: need.half, full: need.full },
    portions: portions[i]!,
  }));
  const to: PrepFor = {
    kind: booking.kind,
    id: booking.id,
    number: booking.number,
    tentative: booking.tentative,
    when: entryWhen(booking),
  };
  for (const need of needs) {
    const key = need.menuItemId === null ? `name:${need.name}` : `id:${need.menuItemId}`;
    const dish = dishes.get(key) ?? {
      menuItemId: need.menuItemId,
      name: need.name,
      pans: { half: 0, full: 0 },
      portions: 0,
      for: [],
    };
    dish.pans.half += need.pans.half;
    dish.pans.full += need.pans.full;
    dish.portions += need.portions;
    if (!dish.for.some((f) => f.kind === to.kind && f.id === to.id)) dish.for.push(to);
    dishes.set(key, dish);
  }
}

export function createKitchenService(deps: {
  db: Database;
  bookingRules: BookingRules;
  business: () => Promise<BusinessIdentity>;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Every booking the kitchen makes from `from` to `to`: the calendar's one rule. */
  async function bookingsBetween(from: string, to: string): Promise<Booking[]> {
    const capacity = await deps.bookingRules.capacity(from, to);
    return loadBookings(db, {
      from,
      to,
      today: businessClock(now()).date,
      blackouts: new Set(capacity.blackouts.keys()),
    });
  }

  return {
    /** What to buy for every booking from `from` to `to`; with prices for the owner only. */
    async shoppingList(from: string, to: string, withPrices: boolean): Promise<ShoppingList> {
      const [bookings, business] = await Promise.all([bookingsBetween(from, to), deps.business()]);
      return shoppingListOf(db, { from, to, bookings, crew: business.offer.crew, withPrices });
    },

    /** Every dish `date` needs, totalled across its bookings and grouped by menu category. */
    async prep(date: string): Promise<PrepSheet> {
      const [bookings, business] = await Promise.all([bookingsBetween(date, date), deps.business()]);
      const panDishes = await panDishesOf(
        db,
        bookings.flatMap((b) => b.dishes.map((d) => d.id)),
      );
      const tallies = new Map<string, Tally>();
      for (const booking of bookings) tally(tallies, booking, business.offer.crew, panDishes);
      const ids = [...tallies.values()].flatMap((d) => (d.menuItemId === null ? [] : [d.menuItemId]));
      const menu = ids.length
        ? await db
            .select({
              id: menuItems.id,
              name: menuItems.name,
              category: menuItems.category,
              label: menuCategories.label,
              order: menuCategories.sortOrder,
            })
            .from(menuItems)
            .innerJoin(menuCategories, eq(menuCategories.slug, menuItems.category))
            .where(inArray(menuItems.id, ids))
        : [];
      const categories = new Map(menu.map((m) => [m.id, m]));
      const prepared = new Set(
        (
          await db
            .select({ id: kitchenPrepared.menuItemId })
            .from(kitchenPrepared)
            .where(eq(kitchenPrepared.date, date))
        ).map((row) => row.id),
      );
      const dishes = [...tallies.values()].map((dish) => {
        const category = dish.menuItemId === null ? undefined : categories.get(dish.menuItemId);
        return {
          ...dish,
          // The dish's name on the menu: an order's line reads "Garden Salad (Full Pan)".
          name: category?.name ?? dish.name,
          category: category?.category ?? 'other',
          categoryLabel: category?.label ?? 'Other',
          order: category?.order ?? Number.MAX_SAFE_INTEGER,
          prepared: dish.menuItemId !== null && prepared.has(dish.menuItemId),
        };
      });
      dishes.sort(
        (a, b) => a.order - b.order || a.category.localeCompare(b.category) || a.name.localeCompare(b.name),
      );
      return { date, dishes: dishes.map(({ order: _order, ...dish }) => dish) };
    },

    /** Marks a dish of `date` prepared (or takes the mark back) for every kitchen screen. */
    async setPrepared(userId: number, body: PreparedBody): Promise<PreparedBody> {
      const [dish] = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(eq(menuItems.id, body.menuItemId));
      if (!dish) throw notFound('That dish is not on the menu.');
      if (body.prepared) {
        await db
          .insert(kitchenPrepared)
          .values({ date: body.date, menuItemId: body.menuItemId, preparedBy: userId })
          .onConflictDoNothing();
      } else {
        await db
          .delete(kitchenPrepared)
          .where(and(eq(kitchenPrepared.date, body.date), eq(kitchenPrepared.menuItemId, body.menuItemId)));
      }
      return body;
    },
  };
}

export type KitchenService = ReturnType<typeof createKitchenService>;

/**
 * What an order or a proposal costs and earns (issue 37 §2, decision 0113): its food cost from its
 * needs (`needsOf`, the kitchen's pans) on the one recipe book, its labour, its revenue read from its
 * bill (never re-priced) and the margin between them. The owner's only: the orders' and quotes' routes
 * add it to an admin's answer, and the dashboard sums a month of it.
 */
import { and, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Bill } from '../../../common/bill/types.ts';
import { addDays, businessInstant } from '../../../common/business-time.ts';
import { costOfNeeds, type DishNeed, marginOf } from '../../../common/costing/cost.ts';
import { type NeedLine, needsOf } from '../../../common/costing/needs.ts';
import type { Costing } from '../../../common/costing/schema.ts';
import { fromCents, toCents } from '../../../common/money.ts';
import type { CrewSettings } from '../../../common/offer/types.ts';
import type { Database } from '../../db/connect.ts';
import { menuItems, orderItems, orders, quotes } from '../../db/schema/index.ts';
import { orderDay } from '../../platform/business-sql.ts';
import { type LaborRef, laborCostOf, laborCostsOf, laborKey } from './labor.ts';
import { loadRecipeBook, panDishesOf } from './recipe-book.ts';

/**
 * What the business keeps of a bill before its costs: the total less the sales tax (the state's) and
 * the gratuity (the crew's). The delivery fee and the service charge stay in. A bill-less proposal
 * (a request not priced yet) earns nothing yet.
 */
function revenueOf(bill: Pick<Bill, 'total' | 'tax' | 'gratuity'> | null): number {
  if (!bill) return 0;
  return toCents(bill.total) - toCents(bill.tax) - toCents(bill.gratuity);
}

/** A booking as costing reads it: what the kitchen makes for it, and the bill it is sold at. */
export type CostedBooking = {
  ref: LaborRef;
  lines: readonly NeedLine[];
  dishes: readonly { id: number; name: string }[];
  guests?: number;
  bill: Pick<Bill, 'total' | 'tax' | 'gratuity'> | null;
};

/**
 * A proposal's needs: its package's dishes for the guest count, as the prep sheet and the shopping
 * list count an event. Its line items carry prices, not menu items: with a package they price its
 * dishes and add no food; a custom menu (no dishes) is described by its line items alone, so each is
 * named as a dish of unknown cost rather than counted as a free 0.
 */
export function costedProposal(quote: {
  id: number;
  dishes: readonly { id: number; name: string }[];
  guestCount: number;
  lineItems: readonly { description: string; quantity: number }[];
  bill: Pick<Bill, 'total' | 'tax' | 'gratuity'> | null;
}): CostedBooking {
  return {
    ref: { kind: 'quote', id: quote.id },
    dishes: quote.dishes,
    guests: quote.guestCount,
    lines:
      quote.dishes.length > 0
        ? []
        : quote.lineItems.map((item) => ({
            menuItemId: null,
            name: item.description,
            panSize: null,
            quantity: item.quantity,
          })),
    bill: quote.bill,
  };
}

/** An order's needs: its lines as ordered (pans by size, or servings). */
export function costedOrder(order: {
  id: number;
  items: readonly NeedLine[];
  bill: Pick<Bill, 'total' | 'tax' | 'gratuity'> | null;
}): CostedBooking {
  return { ref: { kind: 'order', id: order.id }, lines: order.items, dishes: [], bill: order.bill };
}

/** What the dashboard shows beside a month's revenue. */
export type GrossMargin = {
  revenueCents: number;
  foodCostCents: number;
  laborCostCents: number;
  marginCents: number;
  marginPercent: number | null;
};

export function createEventCosting(deps: { db: Database; crew: () => Promise<CrewSettings> }) {
  const { db } = deps;

  /**
   * Every booking's needs, each dish named as the menu names it now (an order's line reads "Garden
   * Salad (Full Pan)"; the prep sheet names it the same way), so a dish of unknown cost is named once.
   */
  async function needsOfAll(bookings: readonly CostedBooking[]): Promise<DishNeed[]> {
    const ids = [
      ...new Set(
        bookings.flatMap((b) => [
          ...b.dishes.map((d) => d.id),
          ...b.lines.flatMap((l) => (l.menuItemId === null ? [] : [l.menuItemId])),
        ]),
      ),
    ];
    const [crew, panDishes, names] = await Promise.all([
      deps.crew(),
      panDishesOf(
        db,
        bookings.flatMap((b) => b.dishes.map((d) => d.id)),
      ),
      ids.length
        ? db
            .select({ id: menuItems.id, name: menuItems.name })
            .from(menuItems)
            .where(inArray(menuItems.id, ids))
        : [],
    ]);
    const nameOf = new Map(names.map((n) => [n.id, n.name]));
    return bookings
      .flatMap((booking) => needsOf(booking, crew, panDishes))
      .map((need) => ({
        ...need,
        name: (need.menuItemId !== null && nameOf.get(need.menuItemId)) || need.name,
      }));
  }

  return {
    /** One order's or proposal's costing: the owner's view of what it earns. */
    async costingOf(booking: CostedBooking): Promise<Costing> {
      const [book, needs, laborCostCents] = await Promise.all([
        loadRecipeBook(db),
        needsOfAll([booking]),
        laborCostOf(db, booking.ref),
      ]);
      const { foodCostCents, unknownDishes } = costOfNeeds(needs, book);
      const revenueCents = revenueOf(booking.bill);
      return {
        foodCostCents,
        laborCostCents,
        revenueCents,
        ...marginOf(revenueCents, foodCostCents + laborCostCents),
        unknownDishes,
      };
    },

    /**
     * A range of business dates' gross margin (the dashboard's month): every order not cancelled on
     * its day (event date, pickup, else placed, as the revenue chart dates it) and every accepted (or
     * since completed) proposal on its event's day. A few queries for the whole range, none per
     * booking; the food cost of all of them is rounded once.
     */
    async grossMargin(range: { from: string; to: string }): Promise<GrossMargin> {
      const start = businessInstant(range.from, '00:00');
      const end = businessInstant(addDays(range.to, 1), '00:00');
      const [orderRows, quoteRows] = await Promise.all([
        db
          .select({ id: orders.id, bill: orders.bill, totalCents: orders.totalCents })
          .from(orders)
          .where(
            and(
              ne(orders.status, 'cancelled'),
              sql`${orderDay} >= ${range.from} and ${orderDay} <= ${range.to}`,
            ),
          ),
        db
          .select({
            id: quotes.id,
            bill: quotes.bill,
            totalCents: quotes.totalCents,
            dishes: quotes.dishes,
            guestCount: quotes.guestCount,
            lineItems: quotes.lineItems,
          })
          .from(quotes)
          .where(
            and(
              inArray(quotes.status, ['accepted', 'completed']),
              gte(quotes.eventDate, start),
              lt(quotes.eventDate, end),
            ),
          ),
      ]);
      const lines = orderRows.length
        ? await db
            .select({
              orderId: orderItems.orderId,
              menuItemId: orderItems.menuItemId,
              name: orderItems.name,
              panSize: orderItems.panSize,
              quantity: orderItems.quantity,
            })
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                orderRows.map((o) => o.id),
              ),
            )
        : [];
      const linesOf = new Map<number, NeedLine[]>();
      for (const { orderId, panSize, ...line } of lines)
        linesOf.set(orderId, [...(linesOf.get(orderId) ?? []), { ...line, panSize: panSize ?? null }]);
      // A bill stored before bills existed: its total is what was charged, without tax or tip.
      const billOf = (row: { bill: Bill | null; totalCents: number | null }) =>
        row.bill ??
        (row.totalCents === null ? null : { total: fromCents(row.totalCents), tax: '0', gratuity: '0' });
      const bookings: CostedBooking[] = [
        ...orderRows.map((row) =>
          costedOrder({ id: row.id, items: linesOf.get(row.id) ?? [], bill: billOf(row) }),
        ),
        ...quoteRows.map((row) => costedProposal({ ...row, bill: billOf(row) })),
      ];
      const [book, needs, labor] = await Promise.all([
        loadRecipeBook(db),
        needsOfAll(bookings),
        laborCostsOf(
          db,
          bookings.map((b) => b.ref),
        ),
      ]);
      const { foodCostCents } = costOfNeeds(needs, book);
      const laborCostCents = bookings.reduce((sum, b) => sum + (labor.get(laborKey(b.ref)) ?? 0), 0);
      const revenueCents = bookings.reduce((sum, b) => sum + revenueOf(b.bill), 0);
      return {
        revenueCents,
        foodCostCents,
        laborCostCents,
        ...marginOf(revenueCents, foodCostCents + laborCostCents),
      };
    },
  };
}

export type EventCosting = ReturnType<typeof createEventCosting>;

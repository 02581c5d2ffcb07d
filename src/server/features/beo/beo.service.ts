import { eq, inArray } from 'drizzle-orm';
import { eventTimeline, serversFor } from '../../../common/beo/timeline.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import {
  formatBusiness,
  formatCalendarDate,
  formatEventDate,
  formatTime12,
} from '../../../common/business-time.ts';
import { customerName } from '../../../common/customer-name.ts';
import { pansForGuests, portionsOf } from '../../../common/kitchen/prep.ts';
import { DIETARY_LABELS, type DietaryTag } from '../../../common/menu/schema.ts';
import { findPackage, packageName } from '../../../common/offer/text.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { proposalNumber } from '../../../common/quotes/pricing.ts';
import { EVENT_TYPE_LABELS, type EventType } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import {
  menuItems,
  orderItems,
  orders,
  quotes,
  recurringOrderOccurrences,
  recurringOrders,
  users,
} from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';

/** A crew sheet as data: the PDF lays it out (beo.pdf.ts). Nothing on it is a price. */
export type CrewSheet = {
  title: string;
  number: string;
  subtitle: string;
  sections: {
    heading: string;
    rows?: [string, string][];
    table?: { columns: { title: string; width: number }[]; rows: string[][] };
    lines?: string[];
  }[];
};

const clock = (at: Date) => formatBusiness(at, { hour: 'numeric', minute: '2-digit' });
const pansText = (pans: { half: number; full: number }) =>
  [pans.full ? `${pans.full} full` : '', pans.half ? `${pans.half} half` : ''].filter(Boolean).join(', ') ||
  '-';
const dietaryText = (tags: DietaryTag[] | undefined) =>
  (tags ?? []).map((t) => DIETARY_LABELS[t]).join(', ') || '-';

const MENU_COLUMNS = [
  { title: 'Dish', width: 200 },
  { title: 'Pans', width: 90 },
  { title: 'Portions', width: 62 },
  { title: 'Dietary', width: 160 },
];

export function createBeoService(deps: { db: Database; business: () => Promise<BusinessIdentity> }) {
  const { db } = deps;

  async function dietaryOf(ids: number[]): Promise<Map<number, DietaryTag[]>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: menuItems.id, dietary: menuItems.dietary })
      .from(menuItems)
      .where(inArray(menuItems.id, ids));
    return new Map(rows.map((r) => [r.id, r.dietary]));
  }

  return {
    /** The banquet event order of a quote: who, where, when, what and how many, for the crew. */
    async forQuote(id: number): Promise<CrewSheet> {
      const [row] = await db
        .select({ quote: quotes, user: users })
        .from(quotes)
        .leftJoin(users, eq(users.id, quotes.clientId))
        .where(eq(quotes.id, id));
      if (!row) throw notFound('Quote not found.');
      const { quote, user } = row;
      const { offer } = await deps.business();
      const crew = offer.crew;
      const guests = quote.guestCount;
      const client = customerName(user?.fullName, quote.contactName, user?.username);
      const dietary = await dietaryOf(quote.dishes.map((d) => d.id));
      const pkg = findPackage(offer, quote.menuPackage);
      const start = quote.eventDate;
      const servers = serversFor(guests, crew);

      return {
        title: 'Banquet Event Order',
        number: proposalNumber(quote.id),
        subtitle: `${EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType} · ${formatEventDate(start?.toISOString())} · ${guests} guests`,
        sections: [
          {
            heading: 'Client and contact',
            rows: [
              ['Client', client],
              ['Phone', user?.phone ?? quote.contactPhone ?? '-'],
              ['Email', user?.email ?? quote.contactEmail ?? '-'],
              [
                'On-site contact',
                `${quote.contactName ?? client}${quote.contactPhone ? `, ${quote.contactPhone}` : ''}`,
              ],
            ],
          },
          { heading: 'Venue', rows: [['Venue and address', quote.venue ?? 'Venue TBD']] },
          {
            heading: 'Timeline',
            rows: start
              ? eventTimeline(start, crew).map((step) => [
                  step.label,
                  step.until ? `${clock(step.at)} - ${clock(step.until)}` : clock(step.at),
                ])
              : [['Event time', 'TBD: set the event date to plan the day']],
          },
          {
            heading: `Menu: ${packageName(offer, quote.menuPackage)} for ${guests} guests`,
            table: {
              columns: MENU_COLUMNS,
              rows: [
                ...quote.dishes.map((dish) => [
                  dish.name,
                  pansText(pansForGuests(guests, crew)),
                  String(guests),
                  dietaryText(dietary.get(dish.id)),
                ]),
                // Without chosen dishes (a custom menu), the proposal's lines by their words and
                // quantities (never their prices).
                ...(quote.dishes.length
                  ? []
                  : quote.lineItems.map((line) => [line.description, '-', String(line.quantity), '-'])),
              ],
            },
          },
          {
            heading: 'Equipment',
            lines: [
              ...(pkg?.includes ?? []),
              `Serving utensils: one set for each of the ${quote.dishes.length || quote.lineItems.length} dishes`,
            ],
          },
          {
            heading: 'Staffing',
            rows: [['Servers', `${servers} (one for each ${crew.guestsPerServer} guests)`]],
          },
          { heading: "Client's notes (allergies, requests)", lines: [quote.notes?.trim() || 'None given.'] },
        ],
      };
    },

    /** An order's delivery sheet (or pickup sheet): items, address, time, contact. */
    async forOrder(id: number): Promise<CrewSheet> {
      const [row] = await db
        .select({ order: orders, recurringTime: recurringOrders.time })
        .from(orders)
        .leftJoin(recurringOrderOccurrences, eq(recurringOrderOccurrences.orderId, orders.id))
        .leftJoin(recurringOrders, eq(recurringOrders.id, recurringOrderOccurrences.subscriptionId))
        .where(eq(orders.id, id));
      if (!row) throw notFound('Order not found.');
      const { order, recurringTime } = row;
      const { offer } = await deps.business();
      const lines = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(orderItems.id);
      const dietary = await dietaryOf(lines.flatMap((l) => (l.menuItemId === null ? [] : [l.menuItemId])));
      const pickup = order.type === 'dinner';
      const when = pickup
        ? formatEventDate(order.pickupAt?.toISOString())
        : `${order.eventDate ? formatCalendarDate(order.eventDate, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }) : 'TBD'}${recurringTime ? ` at ${formatTime12(recurringTime)}` : ''}`;
      const address = pickup
        ? 'Picked up at the kitchen'
        : [order.eventLocation, order.deliveryZip].filter(Boolean).join(', ') ||
          'Address TBD: call the customer';

      return {
        title: pickup ? 'Pickup Sheet' : 'Delivery Sheet',
        number: orderNumber(order.id),
        subtitle: `${pickup ? 'Dinner pickup' : 'Catering delivery'} · ${when}`,
        sections: [
          {
            heading: 'Customer',
            rows: [
              ['Name', order.customerName],
              ['Phone', order.phone],
              ['Email', order.email || '-'],
            ],
          },
          {
            heading: pickup ? 'Pickup' : 'Delivery',
            rows: [
              [pickup ? 'When' : 'Date and time', when],
              ['Address', address],
            ],
          },
          {
            heading: 'Items',
            table: {
              columns: MENU_COLUMNS,
              rows: lines.map((line) => [
                line.name,
                line.panSize
                  ? pansText({
                      half: line.panSize === 'half' ? line.quantity : 0,
                      full: line.panSize === 'full' ? line.quantity : 0,
                    })
                  : '-',
                String(portionsOf({ panSize: line.panSize ?? null, quantity: line.quantity }, offer.crew)),
                dietaryText(line.menuItemId === null ? undefined : dietary.get(line.menuItemId)),
              ]),
            },
          },
          { heading: 'Notes', lines: [order.notes?.trim() || 'None given.'] },
        ],
      };
    },
  };
}

export type BeoService = ReturnType<typeof createBeoService>;

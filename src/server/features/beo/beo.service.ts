import { eq, inArray } from 'drizzle-orm';
import { portionsForGuests, portionsOfLine } from '../../../common/beo/portions.ts';
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
import { deliveryAddressText, isDelivered, timeWindowLabel } from '../../../common/orders/time-windows.ts';
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
import { crewOf } from '../shifts/index.ts';

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
  /** Issue 38: the event's shifts (role, who or null while open, times), as the Crew section lists them. */
  crew: { role: string; name: string | null; startsAt: string; endsAt: string }[];
};

/** An order from before bills were kept: no delivery zone. */
const NO_ZONE = { deliveryZone: null };
const clock = (at: Date) => formatBusiness(at, { hour: 'numeric', minute: '2-digit' });
const pansText = (pans: { half: number; full: number }) =>
  [pans.full ? `${pans.full} full` : '', pans.half ? `${pans.half} half` : ''].filter(Boolean).join(', ') ||
  '-';
const dietaryText = (tags: DietaryTag[] | undefined) =>
  (tags ?? []).map((t) => DIETARY_LABELS[t]).join(', ') || '-';

const CREW_COLUMNS = [
  { title: 'Role', width: 110 },
  { title: 'Name', width: 200 },
  { title: 'Times', width: 202 },
];

/** Issue 38: the event's shifts, who is on each (or "Open") and when; nothing about pay. */
async function crewOfEvent(db: Database, event: { kind: 'quote' | 'order'; id: number }) {
  const crew = await crewOf(db, event);
  const section: CrewSheet['sections'][number] = crew.length
    ? {
        heading: 'Crew',
        table: {
          columns: CREW_COLUMNS,
          rows: crew.map((c) => [c.role, c.name ?? 'Open', `${clock(c.startsAt)} - ${clock(c.endsAt)}`]),
        },
      }
    : { heading: 'Crew', lines: ['No shifts yet.'] };
  const list = crew.map((c) => ({
    role: c.role,
    name: c.name,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
  }));
  return { section, list };
}

type DishFacts = { name: string; dietary: DietaryTag[]; servingSize: string; inPans: boolean };

const MENU_COLUMNS = [
  { title: 'Dish', width: 190 },
  { title: 'Pans', width: 80 },
  { title: 'Portions', width: 100 },
  { title: 'Dietary', width: 142 },
];

export function createBeoService(deps: { db: Database; business: () => Promise<BusinessIdentity> }) {
  const { db } = deps;

  /** What the sheets need to know of each dish: dietary tags, serving size, and whether it comes in pans. */
  async function dishesOf(ids: number[]): Promise<Map<number, DishFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: menuItems.id,
        name: menuItems.name,
        dietary: menuItems.dietary,
        servingSize: menuItems.servingSize,
        halfPanCents: menuItems.halfPanCents,
        fullPanCents: menuItems.fullPanCents,
      })
      .from(menuItems)
      .where(inArray(menuItems.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          name: r.name,
          dietary: r.dietary,
          servingSize: r.servingSize,
          inPans: r.halfPanCents !== null || r.fullPanCents !== null,
        },
      ]),
    );
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
      const facts = await dishesOf(quote.dishes.map((d) => d.id));
      const pkg = findPackage(offer, quote.menuPackage);
      const start = quote.eventDate;
      const servers = serversFor(guests, crew);
      const staffed = await crewOfEvent(db, { kind: 'quote', id: quote.id });

      return {
        title: 'Banquet Event Order',
        // The number the proposal itself shows (CC-2026-014), never one made up from the id.
        number: proposalNumber(quote),
        subtitle: `${EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType} · ${formatEventDate(start?.toISOString())} · ${guests} guests`,
        sections: [
          {
            heading: 'Client and contact',
            rows: [
              ['Client', client],
              ['Phone', user?.phone ?? quote.contactPhone ?? '-'],
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
                ...quote.dishes.map((dish) => {
                  const known = facts.get(dish.id);
                  // A dish gone from the menu is planned in pans, as every package dish was before.
                  return known && !known.inPans
                    ? [dish.name, '-', portionsForGuests(known, guests), dietaryText(known.dietary)]
                    : [
                        dish.name,
                        pansText(pansForGuests(guests, crew)),
                        String(guests),
                        dietaryText(known?.dietary),
                      ];
                }),
                // Without chosen dishes (a custom menu), the proposal's lines by their words and
                // quantities (never their prices).
                ...(quote.dishes.length
                  ? []
                  : quote.lineItems.map((line) => [line.description, '-', String(line.quantity), '-'])),
              ],
            },
          },
          // Every line of the version sent or signed, by its words and quantities (never its prices):
          // a line the owner added in a revision is food or service the crew must bring.
          ...(quote.lineItems.length && quote.dishes.length
            ? [
                {
                  heading: `Lines of version ${quote.version}${quote.signedVersion === quote.version ? ' (signed)' : ''}`,
                  lines: quote.lineItems.map((line) => `${line.description} ×${line.quantity}`),
                },
              ]
            : []),
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
          staffed.section,
          { heading: "Client's notes (allergies, requests)", lines: [quote.notes?.trim() || 'None given.'] },
        ],
        crew: staffed.list,
      };
    },

    /** An order's delivery sheet (or pickup sheet): items, address, time, contact. */
    async forOrder(id: number): Promise<CrewSheet> {
      const [row] = await db
        .select({ order: orders, recurringTime: recurringOrders.time })
        .from(orders)
        .leftJoin(recurringOrderOccurrences, eq(recurringOrderOccurrences.orderId, orders.id))
        .leftJoin(recurringOrders, eq(recurringOrders.id, recurringOrderOccurrences.recurringOrderId))
        .where(eq(orders.id, id));
      if (!row) throw notFound('Order not found.');
      const { order, recurringTime } = row;
      const { offer } = await deps.business();
      const lines = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(orderItems.id);
      const facts = await dishesOf(lines.flatMap((l) => (l.menuItemId === null ? [] : [l.menuItemId])));
      // A dinner order and a catering order collected from the kitchen are pickups; the rest go out.
      const pickup = order.type === 'dinner' || !isDelivered({ ...order, bill: order.bill ?? NO_ZONE });
      const day =
        order.type === 'dinner'
          ? formatEventDate(order.pickupAt?.toISOString())
          : order.eventDate
            ? formatCalendarDate(order.eventDate, {
                weekday: 'long',
                year: 'numeric',
                month: 'long',
                day: 'numeric',
              })
            : 'TBD';
      // The window chosen at checkout; a recurring delivery has its own time; a dinner its pickup time.
      const window = order.timeWindow
        ? timeWindowLabel(order.timeWindow)
        : recurringTime
          ? formatTime12(recurringTime)
          : null;
      const when = window ? `${day}, ${window}` : day;
      const address = pickup
        ? null
        : (deliveryAddressText({ ...order, bill: order.bill ?? NO_ZONE }) ??
          'Address TBD: call the customer');
      const staffed = await crewOfEvent(db, { kind: 'order', id: order.id });
      const typedLocation =
        order.deliveryAddress && order.eventLocation && order.eventLocation !== order.deliveryAddress
          ? order.eventLocation
          : null;

      return {
        title: pickup ? 'Pickup Sheet' : 'Delivery Sheet',
        number: orderNumber(order.id),
        subtitle: `${order.type === 'dinner' ? 'Dinner pickup' : pickup ? 'Catering pickup' : 'Catering delivery'} · ${when}`,
        sections: [
          {
            heading: 'Customer',
            rows: [
              ['Name', order.customerName],
              ['Phone', order.phone],
            ],
          },
          {
            heading: pickup ? 'Pickup' : 'Delivery',
            rows: [
              ['Fulfilment', pickup ? 'Pickup' : 'Delivery'],
              ['Date', day],
              [
                pickup ? 'Pickup window' : 'Delivery window',
                order.type === 'dinner'
                  ? clock(order.pickupAt ?? new Date(0))
                  : (window ?? 'To agree with the customer'),
              ],
              ...(address === null
                ? ([['Where', 'Picked up at the kitchen']] as [string, string][])
                : ([
                    ['Address', address],
                    ...(typedLocation ? [['Event location', typedLocation] as [string, string]] : []),
                    ['On-site contact', `${order.customerName}, ${order.phone}`],
                  ] as [string, string][])),
            ],
          },
          {
            heading: 'Items',
            table: {
              columns: MENU_COLUMNS,
              rows: lines.map((line) => {
                const known = line.menuItemId === null ? undefined : facts.get(line.menuItemId);
                return [
                  line.name,
                  line.panSize
                    ? pansText({
                        half: line.panSize === 'half' ? line.quantity : 0,
                        full: line.panSize === 'full' ? line.quantity : 0,
                      })
                    : '-',
                  line.panSize || !known
                    ? String(
                        portionsOf({ panSize: line.panSize ?? null, quantity: line.quantity }, offer.crew),
                      )
                    : portionsOfLine(known, line.quantity),
                  dietaryText(known?.dietary),
                ];
              }),
            },
          },
          staffed.section,
          { heading: "Customer's notes", lines: [order.notes?.trim() || 'None given.'] },
        ],
        crew: staffed.list,
      };
    },
  };
}

export type BeoService = ReturnType<typeof createBeoService>;

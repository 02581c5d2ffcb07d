import { desc, eq, inArray } from 'drizzle-orm';
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
import { deliveryAddressText } from '../../../common/orders/delivery-address.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { fulfilmentOf } from '../../../common/orders/status-paths.ts';
import { timeWindowLabel } from '../../../common/orders/time-windows.ts';
import { proposalNumber } from '../../../common/quotes/pricing.ts';
import { EVENT_TYPE_LABELS, type EventType } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import {
  menuItems,
  orderItems,
  orders,
  quotes,
  quoteVersions,
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

type DishFacts = { dietary: DietaryTag[]; inPans: boolean; servingSize: string };

const LINE_COLUMNS = [
  { title: 'Line', width: 440 },
  { title: 'Quantity', width: 72 },
];

const MENU_COLUMNS = [
  { title: 'Dish', width: 200 },
  { title: 'Pans', width: 90 },
  { title: 'Portions', width: 62 },
  { title: 'Dietary', width: 160 },
];

export function createBeoService(deps: { db: Database; business: () => Promise<BusinessIdentity> }) {
  const { db } = deps;

  /** What the crew needs of each dish: its dietary tags, and how it is served when not in pans. */
  async function dishesOf(ids: number[]): Promise<Map<number, DishFacts>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: menuItems.id,
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
          dietary: r.dietary,
          // A dish sold by the pan is cooked in pans; one sold per person or each (cups, trays, pieces)
          // is counted in portions, as its serving size says.
          inPans: r.halfPanCents !== null || r.fullPanCents !== null,
          servingSize: r.servingSize,
        },
      ]),
    );
  }

  /**
   * The proposal as the crew must cook it (issue 34 §1): its latest sent or signed version (a guest
   * count change is a version too), or the request itself before anything was sent.
   */
  async function currentVersion(quote: typeof quotes.$inferSelect) {
    const [latest] = await db
      .select()
      .from(quoteVersions)
      .where(eq(quoteVersions.quoteId, quote.id))
      .orderBy(desc(quoteVersions.version))
      .limit(1);
    if (!latest) return { guests: quote.guestCount, lineItems: quote.lineItems, dishes: quote.dishes };
    const snapshotDishes = latest.snapshot.dishes;
    return {
      guests: latest.guestCount,
      lineItems: latest.lineItems,
      dishes: Array.isArray(snapshotDishes)
        ? (snapshotDishes as { id: number; name: string }[])
        : quote.dishes,
    };
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
      const version = await currentVersion(quote);
      const guests = version.guests;
      const client = customerName(user?.fullName, quote.contactName, user?.username);
      const dishes = await dishesOf(version.dishes.map((d) => d.id));
      const pkg = findPackage(offer, quote.menuPackage);
      const start = quote.eventDate;
      const servers = serversFor(guests, crew);

      return {
        title: 'Banquet Event Order',
        number: proposalNumber(quote),
        subtitle: `${EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType} · ${formatEventDate(start?.toISOString())} · ${guests} guests`,
        sections: [
          {
            heading: 'Client and contact',
            rows: [
              ['Client', client],
              // The crew call; the email stays with the office (issue 34 §7).
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
              rows: version.dishes.map((dish) => {
                const facts = dishes.get(dish.id);
                return facts && !facts.inPans
                  ? [dish.name, '-', `${guests} (${facts.servingSize})`, dietaryText(facts.dietary)]
                  : [
                      dish.name,
                      pansText(pansForGuests(guests, crew)),
                      String(guests),
                      dietaryText(facts?.dietary),
                    ];
              }),
            },
          },
          // Every line of the version the client signed or was sent, added ones included, by their
          // words and quantities (never their prices).
          {
            heading: 'Proposal lines',
            table: {
              columns: LINE_COLUMNS,
              rows: version.lineItems.length
                ? version.lineItems.map((line) => [line.description, String(line.quantity)])
                : [['None yet: the proposal has not been priced', '-']],
            },
          },
          {
            heading: 'Equipment',
            lines: [
              ...(pkg?.includes ?? []),
              `Serving utensils: one set for each of the ${version.dishes.length || version.lineItems.length} dishes`,
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
      const business = await deps.business();
      const { offer } = business;
      const lines = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(orderItems.id);
      const dishes = await dishesOf(lines.flatMap((l) => (l.menuItemId === null ? [] : [l.menuItemId])));
      // A dinner pickup, or a catering order the customer collects: the same rule as its status path.
      const pickup = fulfilmentOf(order) === 'pickup';
      const day = order.eventDate
        ? formatCalendarDate(order.eventDate, {
            weekday: 'long',
            year: 'numeric',
            month: 'long',
            day: 'numeric',
          })
        : 'TBD';
      const when =
        order.type === 'dinner'
          ? formatEventDate(order.pickupAt?.toISOString())
          : `${day}${recurringTime ? ` at ${formatTime12(recurringTime)}` : ''}`;
      const window = order.timeWindow ? timeWindowLabel(order.timeWindow) : null;
      const handover: [string, string][] = pickup
        ? [
            ['Day', when],
            ...(window ? [['Window', window] as [string, string]] : []),
            [
              'Where',
              business.address?.trim() ? `At the kitchen, ${business.address.trim()}` : 'At the kitchen',
            ],
          ]
        : [
            ['Date', when],
            ['Window', window ?? 'Not set: call the customer'],
            ['Address', deliveryAddressText(order) ?? 'Address TBD: call the customer'],
          ];

      return {
        title: pickup ? 'Pickup Sheet' : 'Delivery Sheet',
        number: orderNumber(order.id),
        subtitle: `${pickup ? 'Pickup' : 'Delivery'} · ${when}${window ? ` · ${window}` : ''}`,
        sections: [
          {
            // The crew call the customer; the email stays with the office (issue 34 §7).
            heading: 'On-site contact',
            rows: [
              ['Name', order.customerName],
              ['Phone', order.phone],
            ],
          },
          { heading: pickup ? 'Pickup' : 'Delivery', rows: handover },
          {
            heading: 'Items',
            table: {
              columns: MENU_COLUMNS,
              rows: lines.map((line) => {
                const facts = line.menuItemId === null ? undefined : dishes.get(line.menuItemId);
                const portions = portionsOf(
                  { panSize: line.panSize ?? null, quantity: line.quantity },
                  offer.crew,
                );
                return [
                  line.name,
                  line.panSize
                    ? pansText({
                        half: line.panSize === 'half' ? line.quantity : 0,
                        full: line.panSize === 'full' ? line.quantity : 0,
                      })
                    : '-',
                  // Cups, trays and pieces are counted with what one is (its serving size).
                  !line.panSize && facts ? `${portions} (${facts.servingSize})` : String(portions),
                  dietaryText(facts?.dietary),
                ];
              }),
            },
          },
          { heading: "Customer's notes", lines: [order.notes?.trim() || 'None given.'] },
        ],
      };
    },
  };
}

export type BeoService = ReturnType<typeof createBeoService>;

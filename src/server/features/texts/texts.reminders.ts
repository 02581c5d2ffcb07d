import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { BusinessIdentity } from '../../../common/business.ts';
import {
  addDays,
  businessClock,
  businessInstant,
  formatBusiness,
  formatCalendarDate,
} from '../../../common/business-time.ts';
import type { Database } from '../../db/connect.ts';
import { orders, quotes } from '../../db/schema/index.ts';
import { onePassAtATime } from '../../platform/jobs.ts';
import type { TextOutcome, TextRequest } from './texts.types.ts';

/** How often the event reminders are looked for (any pass on the day before finds them). */
export const EVENT_REMINDERS_EVERY_MS = 15 * 60 * 1000;
/** Orders still to be handed over: a received (unconfirmed) or a cancelled one gets no reminder. */
const ORDER_STEPS = ['confirmed', 'preparing', 'ready'] as const;

/**
 * The event reminder the day before (issue 40 §1): a signed proposal's event, a catering order's day
 * and a dinner pickup. Each is a text with the record's key, so the sms_outbox's unique (reason,
 * record) is the claim: on several instances the one whose insert lands sends it, the others skip
 * it as a duplicate. A pass made in quiet hours stores it for 8 AM.
 */
export function createEventReminders(deps: {
  db: Database;
  business: () => Promise<BusinessIdentity>;
  queue: (request: TextRequest, now: Date) => Promise<TextOutcome>;
}) {
  const { db } = deps;

  async function runOnce(now: Date = new Date()): Promise<TextOutcome[]> {
    const tomorrow = addDays(businessClock(now).date, 1);
    const from = businessInstant(tomorrow, '00:00');
    const to = businessInstant(addDays(tomorrow, 1), '00:00');
    const business = await deps.business();
    const sign = (text: string) =>
      `${business.name}: ${text} Questions? Call ${business.phone}. Reply STOP to opt out.`;
    const requests: TextRequest[] = [];

    const events = await db
      .select({
        id: quotes.id,
        clientId: quotes.clientId,
        phone: quotes.contactPhone,
        eventDate: quotes.eventDate,
      })
      .from(quotes)
      .where(and(eq(quotes.status, 'accepted'), gte(quotes.eventDate, from), lt(quotes.eventDate, to)));
    for (const event of events) {
      const time = formatBusiness(event.eventDate, { hour: 'numeric', minute: '2-digit' });
      requests.push({
        userId: event.clientId,
        phone: event.phone,
        reason: 'event-reminder',
        recordKey: `quote:${event.id}`,
        body: sign(`a reminder that your event is tomorrow at ${time}. We look forward to it!`),
      });
    }

    const catering = await db
      .select({ id: orders.id, userId: orders.userId, phone: orders.phone })
      .from(orders)
      .where(
        and(eq(orders.type, 'catering'), eq(orders.eventDate, tomorrow), inArray(orders.status, ORDER_STEPS)),
      );
    const pickups = await db
      .select({ id: orders.id, userId: orders.userId, phone: orders.phone, pickupAt: orders.pickupAt })
      .from(orders)
      .where(
        and(
          eq(orders.type, 'dinner'),
          gte(orders.pickupAt, from),
          lt(orders.pickupAt, to),
          inArray(orders.status, ORDER_STEPS),
        ),
      );
    const day = formatCalendarDate(tomorrow, { weekday: 'long', month: 'long', day: 'numeric' });
    for (const order of catering) {
      requests.push({
        userId: order.userId,
        phone: order.phone,
        reason: 'event-reminder',
        recordKey: `order:${order.id}`,
        body: sign(`a reminder that your catering order is for tomorrow, ${day}.`),
      });
    }
    for (const order of pickups) {
      const time = formatBusiness(order.pickupAt, { hour: 'numeric', minute: '2-digit' });
      requests.push({
        userId: order.userId,
        phone: order.phone,
        reason: 'event-reminder',
        recordKey: `order:${order.id}`,
        body: sign(`a reminder that your dinner order is ready for pickup tomorrow at ${time}.`),
      });
    }

    const outcomes: TextOutcome[] = [];
    for (const request of requests) outcomes.push(await deps.queue(request, now));
    return outcomes;
  }

  /** One pass; concurrent calls on one instance share it. */
  return { runOnce: onePassAtATime(runOnce) };
}

export type EventReminders = ReturnType<typeof createEventReminders>;

/**
 * Issue 34 §4: a recurring order skips the business's closed days — its blackout dates, Christmas Day
 * and New Year's Day in the demo — and its card tells the client which delivery is skipped and why,
 * before the job reaches the date and after.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import type { Calendar } from '../../src/common/calendar/schema.ts';
import { firstOnWeekday, type RecurringOrder, WEEKDAYS } from '../../src/common/recurring-orders.ts';
import type { SiteSwitches } from '../../src/common/switches/schema.ts';
import { orders, recurringOrderOccurrences } from '../../src/server/db/schema/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call } from './quotes.fixtures.ts';

// The demo's holidays (the next Dec 25 and Jan 1) are part of what these tests read.
const t = signedInTestApp({}, { demoHolidays: true });
const today = businessClock(new Date()).date;
/** The next date on or after today with this month and day ('12-25'). */
const next = (monthDay: string) => {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
};
const CHRISTMAS = next('12-25');
const NEW_YEAR = next('01-01');
const weekdayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return WEEKDAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7]!;
};

const cards = async () => (await call(t.app, 'GET', '/api/subscriptions', t.client)).json<RecurringOrder[]>();

let sub: RecurringOrder;
beforeAll(async () => {
  // Weekly on Christmas's weekday, from a first delivery a few days ahead that is not itself a holiday.
  const weekday = weekdayOf(CHRISTMAS);
  let start = firstOnWeekday(addDays(today, 3), weekday);
  if (start === CHRISTMAS || start === NEW_YEAR) start = addDays(start, 14);
  const res = await call(t.app, 'POST', '/api/subscriptions', t.client, {
    items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'half', quantity: 2 }],
    frequency: 'weekly',
    weekday,
    time: '12:00',
    deliveryAddress: '1500 Market St, Philadelphia, PA',
    deliveryZip: '19102',
    phone: '215-555-0123',
    startDate: start,
  });
  expect(res.statusCode, res.body).toBe(201);
  sub = res.json<RecurringOrder>();
});

describe('recurring orders and the business closed days', () => {
  it("the demo business is closed on the next Christmas Day and New Year's Day", async () => {
    const features = (await call(t.app, 'GET', '/api/features')).json<SiteSwitches>();
    expect(features.bookNow.blackoutDates).toEqual(
      expect.arrayContaining([
        { date: CHRISTMAS, reason: 'Christmas Day' },
        { date: NEW_YEAR, reason: "New Year's Day" },
      ]),
    );
  });

  it('the card names the holiday skipped and why before the job reaches it, and never lists it as next', async () => {
    const card = (await cards()).find((c) => c.id === sub.id)!;
    // 7 days apart, Christmas and New Year's Day share a weekday: both fall on this schedule.
    expect(card.skippedDates).toEqual(expect.arrayContaining([CHRISTMAS, NEW_YEAR]));
    expect(card.skipReasons[CHRISTMAS]).toBe('Closed: Christmas Day');
    expect(card.skipReasons[NEW_YEAR]).toBe("Closed: New Year's Day");
    expect(card.nextDates).not.toContain(CHRISTMAS);
    expect(card.nextDates).not.toContain(NEW_YEAR);
    expect(card.nextDates.length).toBe(3);
  });

  it('the job skips the holiday with its reason, places no order, and the calendar shows none', async () => {
    await t.app.occurrenceJob.run(businessInstant(addDays(CHRISTMAS, -2), '12:00'), sub.id);
    const claimed = await t.db
      .select({ status: recurringOrderOccurrences.status, reason: recurringOrderOccurrences.reason })
      .from(recurringOrderOccurrences)
      .where(
        and(
          eq(recurringOrderOccurrences.recurringOrderId, sub.id),
          eq(recurringOrderOccurrences.date, CHRISTMAS),
        ),
      );
    expect(claimed).toEqual([{ status: 'skipped', reason: 'Closed: Christmas Day' }]);
    const placed = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.eventDate, CHRISTMAS), eq(orders.userId, sub.userId)));
    expect(placed).toEqual([]);

    const cal = (
      await call(t.app, 'GET', `/api/calendar?from=${CHRISTMAS}&to=${CHRISTMAS}`, t.admin)
    ).json<Calendar>();
    expect(cal.days[0]).toMatchObject({ blackout: true, blackoutReason: 'Christmas Day' });
    expect(cal.days[0]!.entries.filter((e) => e.kind === 'occurrence' && e.id === sub.id)).toEqual([]);

    // Claimed as skipped, the card still says why (once, not twice).
    const card = (await cards()).find((c) => c.id === sub.id)!;
    expect(card.skippedDates.filter((d) => d === CHRISTMAS)).toEqual([CHRISTMAS]);
    expect(card.skipReasons[CHRISTMAS]).toBe('Closed: Christmas Day');
  });
});

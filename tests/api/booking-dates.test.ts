import { describe, expect, it } from 'vitest';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { postQuote, quoteBody } from './quotes.fixtures.ts';

/** The dates of the three booking requests: booking horizon, real days, quarter-hour pickups. */
const t = signedInTestApp();

const today = businessClock(new Date()).date;
const HORIZON = 'Please choose a date within the next 2 years.';
const REAL_DATE = 'Please enter a real date.';
const IMPOSSIBLE_DATES = ['2027-02-29', '2026-13-01', '2026-04-31'];

const place = (body: object) => t.app.inject({ method: 'POST', url: '/api/orders', payload: body });
const checkout = (eventDate: string) =>
  place({
    firstName: 'Dana',
    lastName: 'Guest',
    email: 'dana.guest@example.com',
    phone: '(215) 555-0199',
    eventDate,
    timeWindow: '12:00-14:00',
    items: [{ menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: 1 }],
  });
const dinner = (pickupDate: string, pickupTime = nextPickup().pickupTime) =>
  place({
    type: 'dinner',
    fullName: 'Morgan Reyes',
    phone: '215-555-0147',
    pickupDate,
    pickupTime,
    items: [{ menuItemId: t.dish('Pan-Seared Salmon').id, quantity: 1 }],
  });

describe('the booking horizon', () => {
  it('takes a quote request 2 years ahead and refuses one a day later, or in 2100 and 9999', async () => {
    const last = businessInstant(addDays(today, 730), '18:00').toISOString();
    expect((await postQuote(t.app, quoteBody({ eventDate: last }), t.client)).statusCode).toBe(201);
    for (const eventDate of [
      businessInstant(addDays(today, 731), '18:00').toISOString(),
      '2100-06-14T22:00:00.000Z',
      '9999-06-14T22:00:00.000Z',
    ]) {
      const res = await postQuote(t.app, quoteBody({ eventDate }), t.client);
      expect(res.statusCode, eventDate).toBe(400);
      expect(res.json().fieldErrors).toEqual({ eventDate: HORIZON });
    }
  });

  it('takes a checkout order 2 years ahead and refuses one a day later, or in 9999', async () => {
    expect((await checkout(addDays(today, 730))).statusCode).toBe(201);
    for (const eventDate of [addDays(today, 731), '9999-12-31']) {
      const res = await checkout(eventDate);
      expect(res.statusCode, eventDate).toBe(400);
      expect(res.json().fieldErrors).toEqual({ eventDate: HORIZON });
    }
  });

  it('refuses a dinner pickup years ahead (pickups are booked at most 14 days ahead)', async () => {
    const res = await dinner('2100-01-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty('pickupDate');
  });
});

describe('impossible dates', () => {
  it.each(IMPOSSIBLE_DATES)('a checkout for %s is not a real date', async (date) => {
    const res = await checkout(date);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ eventDate: REAL_DATE });
  });

  it.each(IMPOSSIBLE_DATES)('a dinner pickup on %s is not a real date', async (date) => {
    const res = await dinner(date);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ pickupDate: REAL_DATE });
  });

  it.each(IMPOSSIBLE_DATES)('a quote request for %s is not a real date', async (date) => {
    const res = await postQuote(t.app, quoteBody({ eventDate: `${date}T18:00:00-05:00` }), t.client);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ eventDate: REAL_DATE });
  });

  it('still says a missing date is required and a malformed one needs its shape', async () => {
    expect((await checkout('')).json().fieldErrors).toEqual({ eventDate: 'Event date is required' });
    expect((await checkout('next Friday')).json().fieldErrors).toEqual({
      eventDate: 'Use a date such as 2026-06-06',
    });
  });
});

describe('dinner pickups are on the quarter hour', () => {
  // A day and a window from the offer's pickup hours: 16:07 lies inside the default Tuesday-Friday window.
  const { pickupDate, pickupTime } = nextPickup({ slot: 1 });

  it.each(['16:07', '14:01', '17:59'])('refuses a pickup at %s', async (time) => {
    const res = await dinner(pickupDate, time);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      pickupTime: 'Please choose a pickup time on the quarter hour, such as 6:00, 6:15, 6:30 or 6:45 PM.',
    });
  });

  it('takes the quarter hour after the first pickup time', async () => {
    expect(pickupTime.slice(3)).toBe('15');
    expect((await dinner(pickupDate, pickupTime)).statusCode).toBe(201);
  });
});

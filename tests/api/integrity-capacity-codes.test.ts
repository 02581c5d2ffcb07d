import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import type { Calendar } from '../../src/common/calendar/schema.ts';
import type { DiscountCode } from '../../src/common/discounts/schema.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { VISITOR_CONTACT } from './quotes.fixtures.ts';

/** Issue 24 §3, §4, §8: booking capacity and discount codes are spent by real customers only. */
const t = signedInTestApp();
let caesar: MenuItem;
beforeAll(async () => {
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
});

const today = businessClock(new Date()).date;
let ip = 0;
function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) {
  ip += 1; // a fresh address per request keeps the forms' per-address limits out of the way
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.9.${Math.floor(ip / 250)}.${ip % 250}`,
    ...(payload ? { payload } : {}),
  });
}
const visitorQuote = (date: string, extra: object = {}) =>
  call('POST', '/api/quotes', undefined, {
    eventType: 'wedding',
    eventDate: businessInstant(date, '18:00').toISOString(),
    guestCount: 120,
    menuPackage: 'full-service',
    ...VISITOR_CONTACT,
    contactEmail: `stranger${ip}@example.com`,
    ...extra,
  });
const order = (email: string, extra: object = {}, cookie?: string) =>
  call('POST', '/api/orders', cookie, {
    firstName: 'Dana',
    lastName: 'Guest',
    email,
    phone: '(215) 555-0199',
    eventDate: addDays(today, 20),
    timeWindow: '12:00-14:00',
    items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 5 }],
    ...extra,
  });
const uses = async (code: string) =>
  (await call('GET', '/api/discount-codes', t.admin)).json<DiscountCode[]>().find((c) => c.code === code)!
    .uses;

describe('booking capacity (§3)', () => {
  it('anonymous requests do not fill a day; the owner sees them pending; accepted ones hold it', async () => {
    const day = addDays(today, 45);
    expect(
      (await call('PATCH', '/api/features', t.admin, { bookNow: { maxEventsPerDay: 2 } })).statusCode,
    ).toBe(200);
    try {
      const strangers = [
        await visitorQuote(day),
        await visitorQuote(day, { guestCount: 1000, menuPackage: 'custom' }),
      ];
      expect(strangers.map((r) => r.statusCode)).toEqual([201, 201]);

      const url = `/api/availability?from=${day}&to=${day}`;
      expect((await call('GET', url)).json()).toEqual({ blocked: [], full: [] });
      expect((await call('GET', url, t.admin)).json()).toEqual({
        blocked: [],
        full: [],
        pending: [{ date: day, requests: 2 }],
      });
      // The kitchen calendar shows them against the day, apart from what is booked.
      const calendarDay = async () =>
        (await call('GET', `/api/calendar?from=${day}&to=${day}`, t.admin)).json<Calendar>().days[0]!
          .capacity;
      expect(await calendarDay()).toEqual({ used: 0, limit: 2, pending: 2 });

      // A verified client books the day: the strangers' requests did not use it up.
      const real = await call('POST', '/api/quotes', t.client, {
        eventType: 'wedding',
        eventDate: businessInstant(day, '12:00').toISOString(),
        guestCount: 120,
        menuPackage: 'full-service',
      });
      expect(real.statusCode).toBe(201);

      // The business accepts one of the strangers' requests: now it holds its place, and the day is full.
      const first = strangers[0]!.json<Quote>();
      expect(
        (
          await call('PATCH', `/api/quotes/${first.id}/status`, t.admin, {
            status: 'accepted',
            signerName: 'Jordan Client',
            agreeToTerms: true,
          })
        ).statusCode,
      ).toBe(200);
      expect((await call('GET', url)).json()).toEqual({ blocked: [], full: [day] });
      expect(await calendarDay()).toEqual({ used: 2, limit: 2, pending: 1 });
      expect((await visitorQuote(day)).statusCode).toBe(409);
    } finally {
      await call('PATCH', '/api/features', t.admin, { bookNow: { maxEventsPerDay: null } });
    }
  });
});

describe('limited discount codes (§4)', () => {
  it('anonymous requests do not use up a code; accepted proposals and orders do, and give it back', async () => {
    const created = await call('POST', '/api/discount-codes', t.admin, {
      code: 'FIRST3',
      title: 'First three',
      percent: 10,
      maxUses: 3,
    });
    expect(created.statusCode, created.body).toBe(201);
    const day = addDays(today, 60);
    const requests = [];
    for (let i = 0; i < 3; i++) {
      const res = await visitorQuote(day, { menuPackage: 'custom', discountCode: 'FIRST3' });
      expect(res.statusCode, res.body).toBe(201);
      requests.push(res.json<Quote>());
    }
    expect(await uses('FIRST3')).toBe(0);

    // A real sale still gets the code.
    const sale = await order('buyer@example.com', { discountCode: 'FIRST3' });
    expect(sale.statusCode, sale.body).toBe(201);
    expect(await uses('FIRST3')).toBe(1);

    // A priced proposal counts once accepted, and is given back when declined.
    const quote = requests[0]!;
    await call('PATCH', `/api/quotes/${quote.id}`, t.admin, {
      lineItems: [{ description: 'Custom buffet', quantity: 100, unitPrice: '30.00' }],
    });
    await call('PATCH', `/api/quotes/${quote.id}/status`, t.admin, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });
    expect(await uses('FIRST3')).toBe(2);
    await call('PATCH', `/api/quotes/${quote.id}/status`, t.admin, { status: 'rejected' });
    expect(await uses('FIRST3')).toBe(1);

    // A cancelled order gives its use back.
    await call('PATCH', `/api/orders/${sale.json().id}/status`, t.admin, { status: 'cancelled' });
    expect(await uses('FIRST3')).toBe(0);
  });
});

describe('first-order rules (§8)', () => {
  it('one customer’s address spelt with another case or a +tag gets FIRSTTIME once', async () => {
    const first = await order('First@Example.test', { discountCode: 'FIRSTTIME' });
    expect(first.statusCode, first.body).toBe(201);
    for (const spelling of ['First+1@Example.test', 'first+2@example.TEST', 'FIRST@example.test']) {
      const again = await order(spelling, { discountCode: 'FIRSTTIME' });
      expect(again.statusCode, spelling).toBe(400);
      expect(again.json().message).toBe('This code is for your first order only.');
    }
    const gmail = await order('dana.guest@gmail.com', { discountCode: 'FIRSTTIME' });
    expect(gmail.statusCode).toBe(201);
    expect((await order('DanaGuest+x@googlemail.com', { discountCode: 'FIRSTTIME' })).statusCode).toBe(400);
  });

  it('the public check does not tell whether an address has ordered before', async () => {
    const ordered = await call('POST', '/api/discount-codes/check', undefined, {
      code: 'FIRSTTIME',
      subtotal: '100.00',
      email: 'first@example.test',
    });
    const fresh = await call('POST', '/api/discount-codes/check', undefined, {
      code: 'FIRSTTIME',
      subtotal: '100.00',
      email: 'never.ordered@example.test',
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json()).toEqual(fresh.json());
  });
});

describe('first-order codes are spent by the customer’s own purchases only (§4, §8)', () => {
  const firstOrder = (email: string) => order(email, { discountCode: 'FIRSTTIME' });

  it('a stranger’s requests in someone’s name, declined or pending, leave them their first order', async () => {
    const victim = 'Victim.Person+news@Example.test';
    const declined = await visitorQuote(addDays(today, 70), {
      discountCode: 'FIRSTTIME',
      contactEmail: 'victim.person@example.test',
    });
    expect(declined.statusCode, declined.body).toBe(201);
    const pending = await visitorQuote(addDays(today, 71), {
      menuPackage: 'custom',
      discountCode: 'FIRSTTIME',
      contactEmail: 'VICTIM.PERSON@example.test',
    });
    expect(pending.statusCode, pending.body).toBe(201);
    const rejected = await call('PATCH', `/api/quotes/${declined.json<Quote>().id}/status`, t.admin, {
      status: 'rejected',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    // The real customer's order still gets the code, and only once.
    const real = await firstOrder(victim);
    expect(real.statusCode, real.body).toBe(201);
    expect(real.json().discountCode).toBe('FIRSTTIME');
    expect((await firstOrder('victim.person@example.test')).statusCode).toBe(400);
  });

  it('a cancelled order gives the customer their first order back; a live one keeps it spent', async () => {
    const email = 'cancels.once@example.test';
    const first = await firstOrder(email);
    expect(first.statusCode, first.body).toBe(201);
    expect((await firstOrder(email)).statusCode).toBe(400);
    const cancelled = await call('PATCH', `/api/orders/${first.json().id}/status`, t.admin, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const again = await firstOrder('Cancels.Once+2@example.test');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().discountCode).toBe('FIRSTTIME');
    // That order is live: a request or another order with the code is refused again.
    expect((await firstOrder(email)).statusCode).toBe(400);
    const request = await visitorQuote(addDays(today, 72), {
      discountCode: 'FIRSTTIME',
      contactEmail: email,
    });
    expect(request.statusCode).toBe(400);
    expect(request.json().message).toBe('This code is for your first order only.');
  });

  it('an accepted proposal spends the first order; declining it gives it back', async () => {
    const email = 'accepts.then.declines@example.test';
    const request = await visitorQuote(addDays(today, 73), {
      discountCode: 'FIRSTTIME',
      contactEmail: email,
    });
    expect(request.statusCode, request.body).toBe(201);
    const id = request.json<Quote>().id;
    const accepted = await call('PATCH', `/api/quotes/${id}/status`, t.admin, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const refused = await firstOrder(email);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This code is for your first order only.');

    await call('PATCH', `/api/quotes/${id}/status`, t.admin, { status: 'rejected' });
    const ordered = await firstOrder(email);
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().discountCode).toBe('FIRSTTIME');
  });
});

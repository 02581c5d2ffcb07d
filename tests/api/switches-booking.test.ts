import { describe, expect, it } from 'vitest';
import { addDays, businessClock, businessInstant, formatTime12 } from '../../src/common/business-time.ts';
import { PAST_DATE_MESSAGE, PICKUP_SLOT_MESSAGE, pickupSlots } from '../../src/common/orders/schedule.ts';
import { longDate, type SiteSwitches } from '../../src/common/switches/schema.ts';
import { DEFAULT_PICKUP_HOURS, pickupDays } from '../helpers/pickup.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();
let ip = 0;

const today = businessClock(new Date()).date;
const day = (n: number) => addDays(today, n);
const hoursAhead = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: object) {
  // A fresh address per request keeps the per-address rate limits of the forms out of these tests.
  ip += 1;
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.0.${Math.floor(ip / 250)}.${ip % 250}`,
    ...(payload ? { payload } : {}),
  });
}
const patch = (body: object) => call('PATCH', '/api/features', t.admin, body);
/** A quote for an event at 6pm business time on `date`. */
const quote = (date: string, overrides: object = {}, cookie = t.client) =>
  call('POST', '/api/quotes', cookie, {
    eventType: 'wedding',
    eventDate: businessInstant(date, '18:00').toISOString(),
    guestCount: 80,
    menuPackage: 'full-service',
    ...overrides,
  });
const checkout = (eventDate: string) =>
  call('POST', '/api/orders', undefined, {
    firstName: 'Dana',
    lastName: 'Guest',
    email: 'dana.guest@example.com',
    phone: '(215) 555-0199',
    eventDate,
    timeWindow: '12:00-14:00',
    items: [{ menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: 1 }],
  });
/** The `nth` pickup day from tomorrow in the default pickup hours: its date and pickup times. */
const pickupDay = (nth: number) => pickupDays()[nth]!;
const dinner = (pickupDate: string, pickupTime = pickupSlots(pickupDate, DEFAULT_PICKUP_HOURS)[0] ?? '') =>
  call('POST', '/api/orders', undefined, {
    type: 'dinner',
    fullName: 'Morgan Reyes',
    phone: '215-555-0147',
    pickupDate,
    pickupTime,
    items: [{ menuItemId: t.dish('Pan-Seared Salmon').id, quantity: 1 }],
  });
const training = (cookie: string) =>
  call('POST', '/api/training/requests', cookie, {
    programId: 'chef-fundamentals',
    kind: 'enroll',
    participants: 1,
    phone: '215-555-0100',
    message: 'Hello',
  });

describe('GET and PATCH /api/features', () => {
  it('answers the defaults to anyone: every service on, booking open, 24 and 72 hours', async () => {
    const res = await call('GET', '/api/features');
    expect(res.statusCode).toBe(200);
    const features = res.json<SiteSwitches>();
    expect(features.bookNow).toMatchObject({ enabled: true, minLeadHours: 24, recommendedLeadHours: 72 });
    expect(features.services.training).toEqual({ enabled: true, visibility: 'public' });
    expect(Object.keys(features.social).sort()).toEqual([
      'facebook',
      'google',
      'instagram',
      'tiktok',
      'yelp',
    ]);
  });

  it('merges a partial change and keeps everything else', async () => {
    const res = await patch({ social: { facebook: 'https://facebook.com/hearth' } });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await call('GET', '/api/features')).json<SiteSwitches>();
    expect(after.social.facebook).toBe('https://facebook.com/hearth');
    expect(after.social.instagram).toBe(''); // untouched: no made-up profile by default
    expect(after.bookNow.minLeadHours).toBe(24);
    await patch({ social: { facebook: '' } });
  });

  it.each([
    [{ social: { instagram: 'http://instagram.com/x' } }],
    [{ social: { instagram: 'javascript:alert(1)' } }],
    [{ bookNow: { minLeadHours: -1 } }],
    [{ bookNow: { blackoutDates: [{ date: '2026-02-30' }] } }],
    [{ services: { training: { visibility: 'everyone' } } }],
    [{ unknown: true }],
    // Misspelt keys deep inside are refused too, never silently dropped with a 200.
    [{ services: { training: { visiblity: 'admin' } } }],
    [{ services: { foodTruck: { enabled: false, until: 'Monday' } } }],
    [{ services: { foodTruck: 'off' } }],
    [{ bookNow: { blackoutDates: [{ date: '2026-12-24', reasn: 'Holiday' }] } }],
    [{ bookNow: { blackoutDates: [{ date: '9999-12-31' }] } }],
  ])('refuses a bad value %j with a 400 and a message', async (body) => {
    const before = (await call('GET', '/api/features')).json<SiteSwitches>();
    const res = await patch(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    const after = (await call('GET', '/api/features')).json<SiteSwitches>();
    expect(after.services.training.visibility).toBe('public');
    expect(after.services.foodTruck.enabled).toBe(true);
    // Unchanged: the blackout dates there were, and nothing more.
    expect(after.bookNow.blackoutDates).toEqual(before.bookNow.blackoutDates);
  });

  it('takes a service switch as an object or a plain boolean, and answers objects either way', async () => {
    const asBoolean = await patch({ services: { foodTruck: false, training: false } });
    expect(asBoolean.statusCode, asBoolean.body).toBe(200);
    expect(asBoolean.json().services.foodTruck).toEqual({ enabled: false });
    // A boolean switches training off and keeps its visibility.
    expect(asBoolean.json().services.training).toEqual({ enabled: false, visibility: 'public' });
    const after = (await call('GET', '/api/features')).json<SiteSwitches>();
    expect(after.services.foodTruck).toEqual({ enabled: false });
    expect(after.services.training).toEqual({ enabled: false, visibility: 'public' });
    const off = await call('GET', '/api/truck/location');
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('SERVICE_OFF');

    expect((await patch({ services: { foodTruck: true } })).json().services.foodTruck).toEqual({
      enabled: true,
    });
    const asObject = await patch({ services: { training: { enabled: true } } });
    expect(asObject.statusCode).toBe(200);
    expect(asObject.json().services.training).toEqual({ enabled: true, visibility: 'public' });
    expect((await call('GET', '/api/truck/location')).statusCode).toBe(200);
  });

  it('refuses a recommended lead time shorter than the minimum, sent alone or together', async () => {
    for (const body of [
      { bookNow: { minLeadHours: 96 } }, // above the stored recommendation of 72
      { bookNow: { recommendedLeadHours: 12 } }, // below the stored minimum of 24
      { bookNow: { minLeadHours: 48, recommendedLeadHours: 24 } },
    ]) {
      const res = await patch(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(
        'The recommended lead time cannot be shorter than the minimum lead time',
      );
    }
    const after = (await call('GET', '/api/features')).json<SiteSwitches>();
    expect(after.bookNow).toMatchObject({ minLeadHours: 24, recommendedLeadHours: 72 });
    expect((await patch({ bookNow: { minLeadHours: 72 } })).statusCode).toBe(200); // equal is fine
    await patch({ bookNow: { minLeadHours: 24 } });
  });

  it('is changed by admins only', async () => {
    const body = { services: { foodTruck: { enabled: false } } };
    expect((await call('PATCH', '/api/features', undefined, body)).statusCode).toBe(401);
    expect((await call('PATCH', '/api/features', t.client, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/features')).json().services.foodTruck.enabled).toBe(true);
  });
});

describe('Book Now rules', () => {
  it('refuses a quote, a checkout and a dinner pickup on a blackout date, naming the date and reason', async () => {
    const closed = day(20);
    await patch({ bookNow: { blackoutDates: [{ date: closed, reason: 'Staff retreat' }] } });
    const expected = `We are closed on ${longDate(closed)} (Staff retreat). Please choose another date.`;
    for (const res of [await quote(closed), await checkout(closed)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: expected, code: 'DATE_CLOSED' });
    }
    const pickupDate = pickupDay(0).date;
    await patch({ bookNow: { blackoutDates: [{ date: pickupDate }] } });
    const pickup = await dinner(pickupDate);
    expect(pickup.statusCode).toBe(409);
    expect(pickup.json().message).toContain(longDate(pickupDate));
    expect((await quote(day(21))).statusCode).toBe(201);
    const availability = await call('GET', `/api/availability?from=${today}&to=${day(60)}`);
    expect(availability.json()).toEqual({ blocked: [{ date: pickupDate, reason: null }], full: [] });
    await patch({ bookNow: { blackoutDates: [] } });
  });

  it('takes bookings up to the events-per-day limit and refuses the next one', async () => {
    const busy = day(30);
    await patch({ bookNow: { maxEventsPerDay: 2 } });
    expect((await quote(busy)).statusCode).toBe(201);
    expect((await checkout(busy)).statusCode).toBe(201); // the second: still allowed
    const third = await quote(busy);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      message: `We are fully booked on ${longDate(busy)}. Please choose another date.`,
      code: 'DATE_FULLY_BOOKED',
    });
    expect((await checkout(busy)).statusCode).toBe(409);
    const availability = await call('GET', `/api/availability?from=${day(29)}&to=${day(31)}`);
    expect(availability.json()).toEqual({ blocked: [], full: [busy] });
    await patch({ bookNow: { maxEventsPerDay: null } });
    expect((await quote(busy)).statusCode).toBe(201);
  });

  it('takes dinner pickups up to the per-slot limit and refuses the next one in that slot only', async () => {
    await patch({ bookNow: { maxDinnerPickupsPerSlot: 1 } });
    const { date, slots } = pickupDay(1);
    const [first = '', second15 = ''] = slots;
    expect((await dinner(date, first)).statusCode).toBe(201);
    const second = await dinner(date, first);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      message: `The ${formatTime12(first)} pickup on ${longDate(date)} is fully booked. Please choose another time.`,
      code: 'PICKUP_SLOT_FULLY_BOOKED',
    });
    expect((await dinner(date, second15)).statusCode).toBe(201);
    expect((await dinner(date, second15)).statusCode).toBe(409); // the next slot is full as well
    // A minute between slots is no slot: refused as such (400), never slipped past a full one.
    const offGrid = await dinner(date, `${first.slice(0, 3)}07`);
    expect(offGrid.statusCode).toBe(400);
    expect(offGrid.json().fieldErrors).toEqual({ pickupTime: PICKUP_SLOT_MESSAGE });
    await patch({ bookNow: { maxDinnerPickupsPerSlot: null } });
  });

  // These two bite on PostgreSQL (DATABASE_URL, several connections), where requests really overlap;
  // the embedded database runs one statement at a time, so there they pass either way.
  it('gives the last place of a day to one of several requests sent at the same moment', async () => {
    const busy = day(33);
    await patch({ bookNow: { maxEventsPerDay: 2 } });
    expect((await quote(busy)).statusCode).toBe(201); // one place left
    const racing = await Promise.all([quote(busy), checkout(busy), quote(busy), checkout(busy), quote(busy)]);
    const codes = racing.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const refused of racing.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe(
        `We are fully booked on ${longDate(busy)}. Please choose another date.`,
      );
    }
    const availability = await call('GET', `/api/availability?from=${busy}&to=${busy}`);
    expect(availability.json()).toEqual({ blocked: [], full: [busy] });
    await patch({ bookNow: { maxEventsPerDay: null } });
  });

  it('gives the last pickup of a slot to one of several orders sent at the same moment', async () => {
    await patch({ bookNow: { maxDinnerPickupsPerSlot: 2 } });
    const { date, slots } = pickupDay(3);
    expect((await dinner(date, slots[2])).statusCode).toBe(201);
    const racing = await Promise.all([1, 2, 3, 4].map(() => dinner(date, slots[2])));
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    // Another slot of the same day is not held up by the full one.
    expect((await dinner(date, slots[3])).statusCode).toBe(201);
    await patch({ bookNow: { maxDinnerPickupsPerSlot: null } });
  });

  it('refuses events sooner than the minimum lead time an admin set', async () => {
    expect(
      (await patch({ bookNow: { minLeadHours: 24 * 10, recommendedLeadHours: 24 * 14 } })).statusCode,
    ).toBe(200);
    const res = await quote(day(5));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('at least 240 hours');
    expect((await checkout(day(5))).statusCode).toBe(400);
    expect((await quote(day(12))).statusCode).toBe(201);
    await patch({ bookNow: { minLeadHours: 24, recommendedLeadHours: 72 } });
  });

  // The admin's lead times are the only ones (decision 0109): the shared schemas refuse only past dates.
  it('names the minimum lead time an admin set, not 24 hours, for a quote 10 or 30 hours ahead', async () => {
    await patch({ bookNow: { minLeadHours: 48, recommendedLeadHours: 120 } });
    const expected = 'Please book at least 48 hours ahead (we recommend at least 120 hours).';
    try {
      for (const hours of [10, 30]) {
        const res = await quote(today, { eventDate: hoursAhead(hours) });
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(expected);
        expect(res.json().fieldErrors).toEqual({ eventDate: expected });
        expect(res.json().message).not.toContain('24');
      }
      expect((await quote(today, { eventDate: hoursAhead(49) })).statusCode).toBe(201);
    } finally {
      await patch({ bookNow: { minLeadHours: 24, recommendedLeadHours: 72 } });
    }
  });

  it('takes an event sooner than 24 hours when the admin allows it', async () => {
    await patch({ bookNow: { minLeadHours: 12 } });
    try {
      expect((await quote(today, { eventDate: hoursAhead(18) })).statusCode).toBe(201);
      const early = await quote(today, { eventDate: hoursAhead(6) });
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe(
        'Please book at least 12 hours ahead (we recommend at least 72 hours).',
      );
      await patch({ bookNow: { minLeadHours: 0 } });
      expect((await checkout(today)).statusCode).toBe(201); // an order for today, no longer "from tomorrow on"
    } finally {
      await patch({ bookNow: { minLeadHours: 24 } });
    }
  });

  it('still refuses events under 24 hours with the default settings, and past dates as past', async () => {
    const expected = 'Please book at least 24 hours ahead (we recommend at least 72 hours).';
    const soon = await quote(today, { eventDate: hoursAhead(23) });
    expect(soon.statusCode).toBe(400);
    expect(soon.json()).toMatchObject({ message: expected, code: 'LEAD_TIME_NOT_MET' });
    const order = await checkout(today);
    expect(order.statusCode).toBe(400);
    expect(order.json().fieldErrors).toEqual({ eventDate: expected });
    const past = await quote(today, { eventDate: hoursAhead(-2) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(PAST_DATE_MESSAGE);
    expect((await quote(today, { eventDate: hoursAhead(25) })).statusCode).toBe(201);
  });

  it('refuses every booking with the admin message while booking is paused', async () => {
    await patch({ bookNow: { enabled: false, pausedMessage: 'Back in June: call us meanwhile.' } });
    for (const res of [await quote(day(40)), await checkout(day(40)), await dinner(pickupDay(0).date)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'Back in June: call us meanwhile.',
        code: 'BOOKING_PAUSED',
      });
    }
    await patch({ bookNow: { enabled: true } });
    expect((await quote(day(40))).statusCode).toBe(201);
  });

  it('checks the availability query', async () => {
    expect((await call('GET', `/api/availability?from=${day(5)}&to=${day(1)}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/availability?from=soon&to=later')).statusCode).toBe(400);
    expect((await call('GET', `/api/availability?from=${today}&to=${day(800)}`)).statusCode).toBe(400);
    expect((await call('GET', '/api/availability?from=9999-12-01&to=9999-12-31')).statusCode).toBe(400);
  });
});

describe('service switches', () => {
  it('dinner catering off: new pickups get 409, orders already placed stay', async () => {
    const { date, slots } = pickupDay(2);
    const placed = await dinner(date, slots[0]);
    expect(placed.statusCode).toBe(201);
    await patch({ services: { dinnerCatering: { enabled: false } } });
    const res = await dinner(date, slots[1]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Dinner Catering is not available right now.');
    const stored = await call('GET', `/api/orders/${placed.json().id}`, t.admin);
    expect(stored.statusCode).toBe(200);
    expect((await checkout(day(9))).statusCode).toBe(201); // the core service stays on
    await patch({ services: { dinnerCatering: { enabled: true } } });
  });

  it('recurring orders off: a new subscription gets 409, and is taken again once switched back on', async () => {
    const caesar = t.dish('Classic Caesar Salad');
    const start = day(10);
    const [y, m, d] = start.split('-').map(Number) as [number, number, number];
    const weekday = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][
      new Date(Date.UTC(y, m - 1, d)).getUTCDay()
    ];
    const subscribe = () =>
      call('POST', '/api/subscriptions', t.client, {
        items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 1 }],
        frequency: 'weekly',
        weekday,
        time: '12:00',
        deliveryAddress: '1500 Market St, Philadelphia, PA',
        deliveryZip: '19102',
        phone: '215-555-0123',
        startDate: start,
      });
    await patch({ services: { recurringOrders: { enabled: false } } });
    const refused = await subscribe();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Recurring Orders is not available right now.');
    await patch({ services: { recurringOrders: { enabled: true } } });
    expect((await subscribe()).statusCode).toBe(201);
  });

  it('brunch off: brunch quotes get 409, full-service quotes are taken', async () => {
    await patch({ services: { brunch: { enabled: false } } });
    const res = await quote(day(50), { menuPackage: 'brunch' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Brunch Catering is not available right now.');
    expect((await quote(day(50))).statusCode).toBe(201);
    await patch({ services: { brunch: { enabled: true } } });
  });

  it('food truck off: its location answers 409', async () => {
    expect((await call('GET', '/api/truck/location')).statusCode).toBe(200);
    await patch({ services: { foodTruck: { enabled: false } } });
    const res = await call('GET', '/api/truck/location');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Food Truck is not available right now.');
    await patch({ services: { foodTruck: { enabled: true } } });
  });

  it('food truck and brunch off: contact messages asking for them get 409 naming the service; past ones stay', async () => {
    const inquiry = (eventType?: string) =>
      call('POST', '/api/inquiries', undefined, {
        fullName: 'Jo Planner',
        email: 'jo.planner@example.com',
        ...(eventType ? { eventType } : {}),
        message: 'Hello',
      });
    const earlier = await inquiry('Food Truck Booking');
    expect(earlier.statusCode).toBe(201);
    await patch({ services: { foodTruck: { enabled: false }, brunch: { enabled: false } } });
    const truck = await inquiry('Food Truck Booking');
    expect(truck.statusCode).toBe(409);
    expect(truck.json().message).toBe('Food Truck is not available right now.');
    const brunch = await inquiry('Brunch');
    expect(brunch.statusCode).toBe(409);
    expect(brunch.json().message).toBe('Brunch Catering is not available right now.');
    expect((await inquiry('Wedding')).statusCode).toBe(201);
    expect((await inquiry()).statusCode).toBe(201);
    const stored = await call('GET', '/api/inquiries?status=all&pageSize=100', t.admin);
    expect(stored.json().items.map((i: { id: number }) => i.id)).toContain(earlier.json().id);
    await patch({ services: { foodTruck: { enabled: true }, brunch: { enabled: true } } });
    expect((await inquiry('Brunch')).statusCode).toBe(201);
  });

  it('training off: enrollment requests get 409', async () => {
    await patch({ services: { training: { enabled: false } } });
    const res = await training(t.client);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Chef Training is not available right now.');
    await patch({ services: { training: { enabled: true } } });
    expect((await training(t.client)).statusCode).toBe(201);
  });

  it('training Admin Only: refused to a client, open to an admin', async () => {
    await patch({ services: { training: { visibility: 'admin' } } });
    const res = await training(t.client);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Chef training is open to administrators only right now.');
    expect((await call('GET', '/api/training/requests', t.client)).statusCode).toBe(403);
    expect((await call('GET', '/api/training/requests', t.admin)).statusCode).toBe(200);
    expect((await training(t.admin)).statusCode).toBe(201);
    await patch({ services: { training: { visibility: 'public' } } });
    expect((await call('GET', '/api/training/requests', t.client)).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { type BusinessIdentity, DEFAULT_BUSINESS } from '../../src/common/business.ts';
import { DEFAULT_OFFER } from '../../src/common/offer/defaults.ts';
import type { PickupDay } from '../../src/common/offer/pickup-hours.ts';
import { closedPickupDay, nextPickup } from '../helpers/pickup.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();

const read = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/business' })).json<BusinessIdentity>();
const save = (body: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/business', payload: body, headers: { cookie: t.admin } });
const withPickup = (hours: unknown, business: object = {}) => ({
  ...DEFAULT_BUSINESS,
  ...business,
  offer: { ...DEFAULT_OFFER, dinnerPickup: { hours } },
});
const dinner = (pickup: { pickupDate: string; pickupTime: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      type: 'dinner',
      fullName: 'Morgan Reyes',
      phone: '215-555-0147',
      ...pickup,
      items: [{ menuItemId: t.dish('Pan-Seared Salmon').id, quantity: 1 }],
    },
  });

describe('pickup hours, an offer setting inside the business hours', () => {
  it('a new installation picks up within its posted hours: Tuesday to Friday 4-6 PM, Saturday 2-4 PM', async () => {
    const business = await read();
    expect(business.hours).toEqual(DEFAULT_BUSINESS.hours);
    expect(business.offer.dinnerPickup.hours).toEqual([
      { day: 'tuesday', from: '16:00', to: '18:00' },
      { day: 'wednesday', from: '16:00', to: '18:00' },
      { day: 'thursday', from: '16:00', to: '18:00' },
      { day: 'friday', from: '16:00', to: '18:00' },
      { day: 'saturday', from: '14:00', to: '16:00' },
    ]);
  });

  it('refuses pickups after the posted closing time, naming the day (400, nothing saved)', async () => {
    const res = await save(withPickup([{ day: 'tuesday', from: '17:00', to: '22:00' }]));
    expect(res.statusCode, res.body).toBe(400);
    const message =
      'Pickup hours on Tuesday (5:00 PM to 10:00 PM) are outside the business hours (Tuesday - Friday: 9:00 AM - 6:00 PM). Change the pickup hours or the business hours.';
    expect(res.json()).toMatchObject({ message, fieldErrors: { 'dinnerPickup.hours': message } });
    expect((await read()).offer.dinnerPickup).toEqual(DEFAULT_OFFER.dinnerPickup);
  });

  it('refuses pickups on a day posted as "Events only"', async () => {
    const res = await save(withPickup([{ day: 'sunday', from: '12:00', to: '14:00' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(
      'Pickup hours on Sunday (12:00 PM to 2:00 PM) are outside the business hours (Sunday - Monday: Events only)',
    );
  });

  it('refuses business hours that no longer hold the saved pickup hours, offer left out', async () => {
    const { offer: _stored, instagram: _read, ...identity } = DEFAULT_BUSINESS;
    const res = await save({
      ...identity,
      hours: [
        { days: 'Tuesday - Friday', time: '9:00 AM - 3:00 PM' },
        { days: 'Saturday', time: '10:00 AM - 4:00 PM' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Pickup hours on Tuesday \(4:00 PM to 6:00 PM\) are outside/);
    expect(res.json().fieldErrors).toHaveProperty('hours');
    expect((await read()).hours).toEqual(DEFAULT_BUSINESS.hours);
  });

  it.each<[string, unknown]>([
    ['a time off the quarter hour', [{ day: 'friday', from: '16:10', to: '18:00' }]],
    ['a window that ends before it starts', [{ day: 'friday', from: '18:00', to: '16:00' }]],
    [
      'a day twice',
      [
        { day: 'friday', from: '16:00', to: '17:00' },
        { day: 'friday', from: '17:00', to: '18:00' },
      ],
    ],
    ['no day at all', []],
    ['an unknown day', [{ day: 'someday', from: '16:00', to: '18:00' }]],
    ['an unknown field', [{ day: 'friday', from: '16:00', to: '18:00', note: 'late' }]],
    ['a time in words', [{ day: 'friday', from: '4pm', to: '6pm' }]],
  ])('refuses %s with a 400 naming the pickup hours', async (_case, hours) => {
    const res = await save(withPickup(hours));
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fieldErrors)[0]).toMatch(/^offer\.dinnerPickup\.hours/);
  });

  it('takes evening pickups once the posted hours run into the evening, and orders follow them', async () => {
    const evenings: PickupDay[] = [
      { day: 'tuesday', from: '17:00', to: '21:00' },
      { day: 'saturday', from: '17:00', to: '22:00' },
      { day: 'sunday', from: '16:00', to: '20:00' },
    ];
    const hours = [
      { days: 'Tuesday - Saturday', time: '9:00 AM - 10:00 PM' },
      { days: 'Sunday', time: '11 AM - 8 PM' },
      { days: 'Monday', time: 'Closed' },
    ];
    const res = await save(withPickup(evenings, { hours }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await read()).offer.dinnerPickup.hours).toEqual(evenings);

    // The last pickup of a pickup day is taken; a time after it, or a day without pickups, is not.
    expect((await dinner(nextPickup({ hours: evenings, slot: -1 }))).statusCode).toBe(201);
    const late = { ...nextPickup({ hours: evenings }), pickupTime: '22:15' };
    const refused = await dinner(late);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.pickupTime).toMatch(
      /^On (Tuesday|Saturday|Sunday)s pickup is between /,
    );
    const closed = await dinner({ pickupDate: closedPickupDay({ hours: evenings }), pickupTime: '18:00' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().fieldErrors.pickupDate).toMatch(/^No dinner pickups on \w+days$/);
  });
});

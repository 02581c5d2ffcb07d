import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessSettingsInput } from '../../src/common/business.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Offer } from '../../src/common/offer/types.ts';
import type { Order, PlacedOrder } from '../../src/common/orders/schema.ts';
import { fulfilmentText, timeWindowLabel } from '../../src/common/orders/time-windows.ts';
import type { PublicTracking } from '../../src/common/tracker.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();
let items: { menuItemId: number; panSize: 'half'; quantity: number }[];

async function saveSettings(change: (s: BusinessSettingsInput) => BusinessSettingsInput) {
  const read = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
  const { instagram: _instagram, ...identity } = read.json() as BusinessSettingsInput & { instagram: string };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    headers: { cookie: t.admin },
    payload: change(identity),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}
const withOffer = (patch: (offer: Offer) => Offer) => (s: BusinessSettingsInput) => ({
  ...s,
  offer: patch(s.offer!),
});

beforeAll(async () => {
  await saveSettings((s) => ({ ...s, address: '1234 Catering Lane', city: 'Philadelphia, PA' }));
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  items = [
    { menuItemId: menu.find((i) => i.name === 'Classic Caesar Salad')!.id, panSize: 'half', quantity: 1 },
  ];
});

const order = (email: string, body: object) => ({
  firstName: 'Dana',
  lastName: 'Guest',
  email,
  phone: '(215) 555-0199',
  eventDate: addDays(businessClock(new Date()).date, 7),
  items,
  ...body,
});
const place = (body: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: body, headers: cookie ? { cookie } : {} });

describe('checkout time windows (issue 26 §2)', () => {
  it('the offer has four windows by default, and an offer stored without them reads with them', async () => {
    const offer = (await t.app.inject({ method: 'GET', url: '/api/settings/business' })).json<{
      offer: Offer;
    }>().offer;
    expect(offer.delivery.windows).toEqual(['10:00-12:00', '12:00-14:00', '14:00-16:00', '16:00-18:00']);
    expect(offer.orderPayment).toBe('confirmation');
    expect(timeWindowLabel('12:00-14:00')).toBe('12:00 PM – 2:00 PM');
    expect(timeWindowLabel('10:30-12:00')).toBe('10:30 AM – 12:00 PM');
  });

  it('a pickup in a window is stored, answered and mailed with the business address', async () => {
    const res = await place(
      order('pickup.window@example.com', { fulfilment: 'pickup', timeWindow: '10:00-12:00' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<PlacedOrder>();
    expect(placed).toMatchObject({ fulfilment: 'pickup', timeWindow: '10:00-12:00', deliveryAddress: null });
    expect(fulfilmentText(placed)).toBe('Pickup, 10:00 AM – 12:00 PM');
    const [confirmation] = await mailsTo(t.app, t.db, 'pickup.window@example.com');
    expect(confirmation!.text).toContain('Pickup, 10:00 AM – 12:00 PM');
    expect(confirmation!.text).toContain('Where: 1234 Catering Lane, Philadelphia, PA');
    const [notice] = await mailsTo(t.app, t.db, t.config.businessEmail);
    expect(notice!.text).toContain('Pickup, 10:00 AM – 12:00 PM');

    const tracking = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.id}/tracking?token=${placed.trackingPath.split('token=')[1]}`,
    });
    expect(tracking.statusCode).toBe(200);
    expect(tracking.json<PublicTracking>().orderNumber).toBe(placed.orderNumber);
  });

  it('a delivery in a window keeps its address, shown to the business', async () => {
    const res = await place(
      order('delivery.window@example.com', {
        fulfilment: 'delivery',
        deliveryZip: '19103',
        deliveryAddress: '1500 Market St, Suite 400',
        timeWindow: '14:00-16:00',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<Order>();
    expect(placed).toMatchObject({
      fulfilment: 'delivery',
      timeWindow: '14:00-16:00',
      deliveryAddress: '1500 Market St, Suite 400',
      deliveryZip: '19103',
    });
    const [notice] = await mailsTo(t.app, t.db, t.config.businessEmail);
    expect(notice!.text).toContain('Delivery, 2:00 PM – 4:00 PM');
    expect(notice!.text).toContain('Delivery address: 1500 Market St, Suite 400');
    // A visitor's typed address is not echoed to an unproven inbox; the window is the business's words.
    const [confirmation] = await mailsTo(t.app, t.db, 'delivery.window@example.com');
    expect(confirmation!.text).toContain('Delivery, 2:00 PM – 4:00 PM');
    expect(confirmation!.text).not.toContain('1500 Market St');
  });

  it('refuses a missing or unknown window, and a delivery without an address', async () => {
    const email = 'refused.window@example.com';
    for (const timeWindow of [undefined, '', '09:00-10:00', '12:00-14:00; DROP', 42]) {
      const res = await place(order(email, { fulfilment: 'pickup', timeWindow }));
      expect(res.statusCode, String(timeWindow)).toBe(400);
      expect(res.json().fieldErrors).toMatchObject({ timeWindow: expect.any(String) });
    }
    const unknown = await place(order(email, { fulfilment: 'pickup', timeWindow: '09:00-10:00' }));
    expect(unknown.json()).toMatchObject({
      message: 'Choose one of our time windows.',
      fieldErrors: { timeWindow: 'Choose one of our time windows.' },
    });
    for (const deliveryAddress of [undefined, '   ']) {
      const res = await place(
        order(email, {
          fulfilment: 'delivery',
          deliveryZip: '19103',
          timeWindow: '12:00-14:00',
          deliveryAddress,
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ deliveryAddress: 'Enter the delivery address.' });
    }
    expect(await mailsTo(t.app, t.db, email)).toEqual([]);
  });

  it("follows the admin's windows; with none, the time is agreed when the business calls", async () => {
    await saveSettings(withOffer((o) => ({ ...o, delivery: { ...o.delivery, windows: ['11:00-13:30'] } })));
    const old = await place(
      order('changed.window@example.com', { fulfilment: 'pickup', timeWindow: '12:00-14:00' }),
    );
    expect(old.statusCode).toBe(400);
    const ok = await place(
      order('changed.window@example.com', { fulfilment: 'pickup', timeWindow: '11:00-13:30' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);

    const bad = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
    const { instagram: _i, ...identity } = bad.json() as BusinessSettingsInput & { instagram: string };
    for (const windows of [['14:00-12:00'], ['noon'], ['10:00-12:00', '10:00-12:00']]) {
      const refused = await t.app.inject({
        method: 'PUT',
        url: '/api/settings/business',
        headers: { cookie: t.admin },
        payload: {
          ...identity,
          offer: { ...identity.offer!, delivery: { ...identity.offer!.delivery, windows } },
        },
      });
      expect(refused.statusCode, windows.join()).toBe(400);
    }

    await saveSettings(withOffer((o) => ({ ...o, delivery: { ...o.delivery, windows: [] } })));
    const agreed = await place(order('no.window@example.com', { fulfilment: 'pickup' }));
    expect(agreed.statusCode, agreed.body).toBe(201);
    expect(agreed.json<Order>().timeWindow).toBeNull();
    await saveSettings(withOffer((o) => ({ ...o, delivery: { ...o.delivery, windows: ['12:00-14:00'] } })));
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { BusinessIdentity } from '../../src/common/business.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { confirmationNextStep } from '../../src/common/orders/confirmation.ts';
import type { PlacedOrder } from '../../src/common/orders/schema.ts';
import { fulfilmentText } from '../../src/common/orders/time-windows.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

const t = signedInTestApp();
let items: { menuItemId: number; panSize: 'half'; quantity: number }[];

beforeAll(async () => {
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  items = [
    { menuItemId: menu.find((i) => i.name === 'Classic Caesar Salad')!.id, panSize: 'half', quantity: 2 },
  ];
});

const place = (email: string, body: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: cookie ? { cookie } : {},
    payload: {
      firstName: 'Dana',
      lastName: 'Guest',
      email,
      phone: '(215) 555-0199',
      eventDate: addDays(businessClock(new Date()).date, 7),
      eventLocation: 'Our office',
      items,
      ...body,
    },
  });

describe('a pickup confirmation never says "delivery" (issue 34 §6)', () => {
  it.each([
    ['a visitor', false],
    ['a signed-in client', true],
  ])('the confirmation mail to %s: Pickup, the window, no delivery word', async (_who, signedIn) => {
    const email = `pickup.words.${signedIn ? 'client' : 'guest'}@example.com`;
    const res = await place(
      email,
      { fulfilment: 'pickup', timeWindow: '10:00-12:00' },
      signedIn ? t.client : undefined,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<PlacedOrder>().fulfilment).toBe('pickup');
    const [confirmation] = await mailsTo(t.app, t.db, email);
    expect(confirmation!.subject).toContain('received');
    expect(confirmation!.text).toContain('Pickup, 10:00 AM – 12:00 PM');
    expect(confirmation!.text).not.toMatch(/deliver/i);

    // The confirmation page shows the placed order (this reply) through these two texts.
    const placed = res.json<PlacedOrder>();
    const { offer } = (
      await t.app.inject({ method: 'GET', url: '/api/settings/business' })
    ).json<BusinessIdentity>();
    const page = `${fulfilmentText(placed)} ${confirmationNextStep(placed, offer)}`;
    expect(page).toContain('Pickup, 10:00 AM – 12:00 PM');
    expect(page).toContain('(215) 555-0199');
    expect(page).not.toMatch(/deliver/i);
  });

  it('a delivery order’s mail still names its delivery (the check above can fail)', async () => {
    const email = 'delivery.words@example.com';
    const res = await place(email, {
      fulfilment: 'delivery',
      deliveryZip: '19103',
      deliveryAddress: '1500 Market St, Suite 400',
      timeWindow: '12:00-14:00',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [confirmation] = await mailsTo(t.app, t.db, email);
    expect(confirmation!.text).toMatch(/Delivery/);
    const { offer } = (
      await t.app.inject({ method: 'GET', url: '/api/settings/business' })
    ).json<BusinessIdentity>();
    expect(confirmationNextStep(res.json<PlacedOrder>(), offer)).toContain('delivery');
  });
});

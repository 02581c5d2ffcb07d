import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import type { PlacedOrder } from '../../src/common/orders/schema.ts';
import type { SmsOutboxItem } from '../../src/common/texts/schema.ts';
import type { App } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { smsConsents } from '../../src/server/db/schema/index.ts';

/** Shared steps of the texts' API tests (issue 40 §1). */

/** The tests' fixed clock: noon on a Tuesday, on the business clock (America/New_York). */
export const NOON = businessInstant('2026-12-08', '12:00');

/** Fixes the clock (Date only: timers run as usual) at `at`. */
export function clockAt(at: Date): void {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
}

export function checkoutBody(phone: string, dishId: number, over: Record<string, unknown> = {}) {
  return {
    firstName: 'Dana',
    lastName: 'Texter',
    email: 'dana.texter@example.com',
    phone,
    eventDate: addDays(businessClock(new Date()).date, 7),
    timeWindow: '12:00-14:00',
    fulfilment: 'pickup',
    items: [{ menuItemId: dishId, panSize: 'half', quantity: 2 }],
    ...over,
  };
}

export async function placeOrder(app: App, body: object, cookie?: string): Promise<PlacedOrder> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body,
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  return res.json<PlacedOrder>();
}

export async function setOrderStatus(app: App, admin: string, id: number, status: string) {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    headers: { cookie: admin },
    payload: { status },
  });
  if (res.statusCode !== 200) throw new Error(`status not set: ${res.statusCode} ${res.body}`);
}

/** The admin's outbox (GET /api/admin/sms-outbox), only the texts to `to` (E.164). */
export async function textsTo(app: App, admin: string, to: string): Promise<SmsOutboxItem[]> {
  const res = await app.inject({ method: 'GET', url: '/api/admin/sms-outbox', headers: { cookie: admin } });
  if (res.statusCode !== 200) throw new Error(`outbox not listed: ${res.statusCode} ${res.body}`);
  return res.json<{ items: SmsOutboxItem[] }>().items.filter((item) => item.to === to);
}

export async function consentOf(db: Database, phone: string) {
  const [row] = await db.select().from(smsConsents).where(eq(smsConsents.phone, phone));
  return row;
}

import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let salad: MenuItem;
beforeAll(async () => {
  t = await buildTestApp();
  const items = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  salad = items.find((i) => i.name === 'Garden Salad')!;
});
afterAll(() => t.close());

const order = (quantity: number) => ({
  firstName: 'Rae',
  lastName: 'Lim',
  email: 'rae@example.com',
  phone: '215-555-0101',
  eventDate: addDays(businessClock(new Date()).date, 10),
  timeWindow: '12:00-14:00',
  items: [{ menuItemId: salad.id, panSize: 'half', quantity }],
});
const place = (quantity: number) =>
  t.app.inject({ method: 'POST', url: '/api/orders', payload: order(quantity) });

it('refuses the 21st valid order from one address within 15 minutes; refused orders do not count', async () => {
  for (let i = 0; i < 5; i++) expect((await place(0)).statusCode).toBe(400);
  for (let i = 0; i < 20; i++) expect((await place(1)).statusCode).toBe(201);
  const refused = await place(1);
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
});

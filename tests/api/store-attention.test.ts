import { describe, expect, it } from 'vitest';
import type { Attention } from '../../src/common/attention.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, createQuote } from './quotes.fixtures.ts';

const t = signedInTestApp();

const attention = async () => {
  const res = await call(t.app, 'GET', '/api/admin/attention', t.admin);
  expect(res.statusCode).toBe(200);
  return res.json() as Attention;
};

async function placeOrder(): Promise<Order> {
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json() as MenuItem[];
  const salad = menu.find((i) => i.name === 'Classic Caesar Salad')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      firstName: 'Morgan',
      lastName: 'Early',
      email: 'morgan.early@example.com',
      phone: '(215) 555-0123',
      eventDate: addDays(businessClock(new Date()).date, 1),
      timeWindow: '12:00-14:00',
      eventLocation: '200 Market St, Philadelphia',
      items: [{ menuItemId: salad.id, panSize: 'half', quantity: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

describe('GET /api/admin/attention', () => {
  it('counts what waits for the owner, with the newest of each, and follows new arrivals', async () => {
    const before = await attention();

    const order = await placeOrder();
    const quote = await createQuote(t.app, t.client, { menuPackage: 'custom', notes: 'A taco bar, please.' });
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { fullName: 'Jamie Inquirer', email: 'jamie@example.com', message: 'Do you cater in Media?' },
      remoteAddress: '203.0.113.77',
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const message = await call(t.app, 'POST', '/api/messages', t.client, {
      quoteId: quote.id,
      content: 'Could we add a dessert table?',
    });
    expect(message.statusCode, message.body).toBe(201);

    const after = await attention();
    expect(after.newOrders.count).toBe(before.newOrders.count + 1);
    // Soonest due first, saying when: a delivery tomorrow is near the top of the owner's list.
    expect(after.newOrders.newest.find((item) => item.id === order.id)).toMatchObject({
      title: `${order.orderNumber} · Morgan Early`,
      detail: 'Delivery tomorrow',
    });
    expect(after.quoteRequests.count).toBe(before.quoteRequests.count + 1);
    expect(after.quoteRequests.newest[0]).toMatchObject({
      id: quote.id,
      href: `/proposals?tab=details&quote=${quote.id}`,
    });
    expect(after.openInquiries.count).toBe(before.openInquiries.count + 1);
    expect(after.openInquiries.newest[0]).toMatchObject({
      title: 'Jamie Inquirer',
      detail: 'Contact form · Do you cater in Media?',
    });
    expect(after.unreadMessages.count).toBe(before.unreadMessages.count + 1);
    expect(after.unreadMessages.newest[0]!.detail).toBe('Could we add a dessert table?');
    for (const group of Object.values(after)) expect(group.newest.length).toBeLessThanOrEqual(3);

    // Confirming the order and reading the conversation take them off the list.
    const confirm = await call(t.app, 'PATCH', `/api/orders/${order.id}/status`, t.admin, {
      status: 'confirmed',
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await call(t.app, 'PATCH', `/api/quotes/${quote.id}/messages/read`, t.admin);
    const later = await attention();
    expect(later.newOrders.count).toBe(before.newOrders.count);
    expect(later.unreadMessages.count).toBe(before.unreadMessages.count);
  });

  it('counts a training request under Open Inquiries, beside the contact form, until it is handled', async () => {
    const before = await attention();
    const sent = await call(t.app, 'POST', '/api/training/requests', t.client, {
      programId: 'catering-masterclass',
      kind: 'enroll',
      participants: 2,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const request = sent.json() as { id: number };

    const after = await attention();
    expect(after.openInquiries.count).toBe(before.openInquiries.count + 1);
    expect(after.openInquiries.newest[0]).toMatchObject({
      id: request.id,
      detail: 'Training request · enroll in Event Catering Masterclass',
      href: '/inquiries?tab=training',
    });

    const handled = await call(t.app, 'PATCH', `/api/training/requests/${request.id}`, t.admin, {
      handled: true,
    });
    expect(handled.statusCode, handled.body).toBe(200);
    const later = await attention();
    expect(later.openInquiries.count).toBe(before.openInquiries.count);
    expect(later.openInquiries.newest).not.toContainEqual(
      expect.objectContaining({ id: request.id, href: '/inquiries?tab=training' }),
    );
  });

  it('is for admins only', async () => {
    expect((await call(t.app, 'GET', '/api/admin/attention')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/attention', t.client)).statusCode).toBe(403);
  });
});

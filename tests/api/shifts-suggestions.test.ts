import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/common/orders/schema.ts';
import type { FillResult, Shift, Suggestions } from '../../src/common/shifts/schema.ts';
import { quotes } from '../../src/server/db/schema/index.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { at, crewMember, dayAhead, send, wedding } from './shifts.fixtures.ts';

const t = signedInTestApp();

const summary = (s: Suggestions) => s.items.map((i) => [i.role, i.count, i.scheduled]);

describe('GET /api/shifts/suggestions and POST /api/shifts/fill', () => {
  it('suggests servers per 20 guests, a captain and a driver for a full-service wedding, at the crew’s times', async () => {
    const date = dayAhead(70);
    const quote = await wedding(t.app, undefined, date, { guests: 130 });
    const res = await send(
      t.app,
      'GET',
      `/api/shifts/suggestions?eventKind=quote&eventId=${quote.id}`,
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const suggestions = res.json<Suggestions>();
    // 130 guests at one server each 20: 7. No bar in the package: no bartender.
    expect(summary(suggestions)).toEqual([
      ['server', 7, 0],
      ['captain', 1, 0],
      ['driver', 1, 0],
    ]);
    // The default crew settings: arrive 2 hours before 6 PM; 3 hours of service and 1 of breakdown.
    expect(suggestions.items[0]).toMatchObject({ startsAt: at(date, '16:00'), endsAt: at(date, '22:00') });

    const fill = await send(t.app, 'POST', '/api/shifts/fill', t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
    });
    expect(fill.statusCode, fill.body).toBe(201);
    const filled = fill.json<FillResult>();
    expect(filled.created).toBe(9);
    expect(filled.items.every((s) => s.staffId === null)).toBe(true);

    // Twice adds nothing.
    const again = await send(t.app, 'POST', '/api/shifts/fill', t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json<FillResult>().created).toBe(0);
    const list = await send(t.app, 'GET', `/api/shifts?eventKind=quote&eventId=${quote.id}`, t.admin);
    expect(list.json<{ items: Shift[] }>().items).toHaveLength(9);
    const after = await send(
      t.app,
      'GET',
      `/api/shifts/suggestions?eventKind=quote&eventId=${quote.id}`,
      t.admin,
    );
    expect(summary(after.json<Suggestions>())).toEqual([
      ['server', 7, 7],
      ['captain', 1, 1],
      ['driver', 1, 1],
    ]);

    // More guests later: Fill adds only the missing server.
    const removedOne = list.json<{ items: Shift[] }>().items.find((s) => s.role === 'server')!;
    await send(t.app, 'DELETE', `/api/shifts/${removedOne.id}`, t.admin);
    const refill = await send(t.app, 'POST', '/api/shifts/fill', t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
    });
    expect(refill.json<FillResult>().created).toBe(1);
  });

  it('adds bartenders, one per 75 guests, when the package includes the bar', async () => {
    const business = (await send(t.app, 'GET', '/api/settings/business', t.admin)).json();
    const { instagram: _instagram, ...identity } = business;
    const offer = structuredClone(business.offer);
    const pkg = offer.perPerson.find((p: { key: string }) => p.key === 'full-service');
    pkg.includes = [...pkg.includes, 'Open bar with bartenders'];
    expect(
      (await send(t.app, 'PUT', '/api/settings/business', t.admin, { ...identity, offer })).statusCode,
    ).toBe(200);
    try {
      const quote = await wedding(t.app, undefined, dayAhead(71), { guests: 160 });
      const res = await send(
        t.app,
        'GET',
        `/api/shifts/suggestions?eventKind=quote&eventId=${quote.id}`,
        t.admin,
      );
      expect(summary(res.json<Suggestions>())).toEqual([
        ['server', 8, 0],
        ['captain', 1, 0],
        ['bartender', 3, 0],
        ['driver', 1, 0],
      ]);
    } finally {
      await send(t.app, 'PUT', '/api/settings/business', t.admin, { ...identity, offer: business.offer });
    }
  });

  it('suggests one driver for a delivered order, from the travel time before its window to its end', async () => {
    const date = dayAhead(72);
    const placed = await send(t.app, 'POST', '/api/orders', undefined, {
      firstName: 'Dana',
      lastName: 'Delivery',
      email: 'dana.crew@example.com',
      phone: '215-555-0199',
      timeWindow: '12:00-14:00',
      eventDate: date,
      fulfilment: 'delivery',
      deliveryAddress: '1500 Market St, Philadelphia',
      deliveryZip: '19102',
      items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity: 2 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<Order>();
    const res = await send(
      t.app,
      'GET',
      `/api/shifts/suggestions?eventKind=order&eventId=${order.id}`,
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Suggestions>().items).toEqual([
      expect.objectContaining({
        role: 'driver',
        count: 1,
        startsAt: at(date, '11:30'),
        endsAt: at(date, '14:00'),
      }),
    ]);
    const fill = await send(t.app, 'POST', '/api/shifts/fill', t.admin, {
      eventKind: 'order',
      eventId: order.id,
    });
    expect(fill.json<FillResult>().created).toBe(1);
    // The delivery sheet lists the crew.
    const sheet = pdfText((await send(t.app, 'GET', `/api/orders/${order.id}/beo`, t.admin)).rawPayload);
    expect(sheet).toContain('Crew');
    expect(sheet).toContain('Driver');
    expect(sheet).toContain('11:30 AM - 2:00 PM');
  });

  it('answers 409 for an event without a date, 404 for none, and refuses everyone but the owner', async () => {
    // A proposal whose date the owner cleared while revising it.
    const undated = await wedding(t.app, undefined, dayAhead(75));
    await t.db.update(quotes).set({ eventDate: null }).where(eq(quotes.id, undated.id));
    const res = await send(
      t.app,
      'GET',
      `/api/shifts/suggestions?eventKind=quote&eventId=${undated.id}`,
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toContain('Set the date and time');
    expect(
      (await send(t.app, 'GET', '/api/shifts/suggestions?eventKind=quote&eventId=999999', t.admin))
        .statusCode,
    ).toBe(404);
    expect((await send(t.app, 'POST', '/api/shifts/fill', t.admin, { eventKind: 'quote' })).statusCode).toBe(
      400,
    );
    const staff = await crewMember(t.app, t.db, t.admin, 'Pat Staff');
    const quote = await wedding(t.app, undefined, dayAhead(73));
    const url = `/api/shifts/suggestions?eventKind=quote&eventId=${quote.id}`;
    expect((await send(t.app, 'GET', url, staff.cookie)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', url, t.client)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', url)).statusCode).toBe(401);
    const body = { eventKind: 'quote', eventId: quote.id };
    expect((await send(t.app, 'POST', '/api/shifts/fill', staff.cookie, body)).statusCode).toBe(403);
    expect((await send(t.app, 'POST', '/api/shifts/fill', t.client, body)).statusCode).toBe(403);
    expect((await send(t.app, 'POST', '/api/shifts/fill', undefined, body)).statusCode).toBe(401);
  });
});

describe('the BEO lists the crew', () => {
  it('shows each shift’s role, who is on it (or Open) and its times', async () => {
    const maria = await crewMember(t.app, t.db, t.admin, 'Maria Lopez');
    const date = dayAhead(74);
    const quote = await wedding(t.app, undefined, date, { guests: 50 });
    await send(t.app, 'POST', '/api/shifts/fill', t.admin, { eventKind: 'quote', eventId: quote.id });
    const shifts = (
      await send(t.app, 'GET', `/api/shifts?eventKind=quote&eventId=${quote.id}`, t.admin)
    ).json<{
      items: Shift[];
    }>().items;
    const captain = shifts.find((s) => s.role === 'captain')!;
    expect(
      (await send(t.app, 'PATCH', `/api/shifts/${captain.id}`, t.admin, { staffId: maria.id })).statusCode,
    ).toBe(200);
    const text = pdfText((await send(t.app, 'GET', `/api/quotes/${quote.id}/beo`, t.admin)).rawPayload);
    expect(text).toContain('Crew');
    expect(text).toContain('Captain');
    expect(text).toContain('Maria Lopez');
    expect(text).toContain('Server');
    expect(text).toContain('Open');
    expect(text).toContain('4:00 PM - 10:00 PM');
    // The same sheet as JSON lists the crew by role, name (null while open) and times.
    const json = await t.app.inject({
      method: 'GET',
      url: `/api/quotes/${quote.id}/beo`,
      headers: { cookie: t.admin, accept: 'application/json' },
    });
    expect(json.statusCode).toBe(200);
    const crew = json.json<{
      crew: { role: string; name: string | null; startsAt: string; endsAt: string }[];
    }>().crew;
    expect(crew).toContainEqual({
      role: 'Captain',
      name: 'Maria Lopez',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
    });
    expect(crew.filter((c) => c.role === 'Server' && c.name === null)).toHaveLength(3);
    expect(json.body).not.toContain('$');
  });
});

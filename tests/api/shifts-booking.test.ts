import { beforeAll, describe, expect, it } from 'vitest';
import type { Shift, UnavailableDay, UnavailableList } from '../../src/common/shifts/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { addShift, at, crewMember, dayAhead, send, wedding } from './shifts.fixtures.ts';

const t = signedInTestApp();

describe('no double booking: 409 naming the other event', () => {
  let maria: Awaited<ReturnType<typeof crewMember>>;
  let date: string;
  let smith: Awaited<ReturnType<typeof wedding>>;
  let jones: Awaited<ReturnType<typeof wedding>>;
  beforeAll(async () => {
    maria = await crewMember(t.app, t.db, t.admin, 'Maria Lopez');
    date = dayAhead(50);
    smith = await wedding(t.app, undefined, date, { contactName: 'Jane Smith' });
    jones = await wedding(t.app, undefined, date, { contactName: 'Alex Jones', time: '12:00' });
    await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: smith.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
      staffId: maria.id,
    });
  });

  it('refuses an overlapping shift at another event, naming it and its times', async () => {
    const res = await send(t.app, 'POST', '/api/shifts', t.admin, {
      eventKind: 'quote',
      eventId: jones.id,
      role: 'server',
      startsAt: at(date, '12:00'),
      endsAt: at(date, '17:00'),
      staffId: maria.id,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SHIFT_OVERLAP',
      message: `Maria Lopez is already on the Smith wedding (${smith.proposalNumber}) 4:00–10:00 PM.`,
    });
    // Nothing was stored.
    const list = await send(t.app, 'GET', `/api/shifts?eventKind=quote&eventId=${jones.id}`, t.admin);
    expect(list.json<{ items: Shift[] }>().items).toEqual([]);
  });

  it('keeps the travel time free between events, on each side', async () => {
    // Ends 3:45 PM: 15 minutes before her 4:00 PM shift, inside the 30 minutes of travel.
    const before = await send(t.app, 'POST', '/api/shifts', t.admin, {
      eventKind: 'quote',
      eventId: jones.id,
      role: 'server',
      startsAt: at(date, '11:00'),
      endsAt: at(date, '15:45'),
      staffId: maria.id,
    });
    expect(before.statusCode, before.body).toBe(409);
    expect(before.json()).toMatchObject({ code: 'SHIFT_OVERLAP' });
    expect(before.json().message).toContain(`Smith wedding (${smith.proposalNumber})`);
    expect(before.json().message).toContain('30 minutes of travel');
    // Starts 10:20 PM: 20 minutes after it ends.
    const after = await send(t.app, 'POST', '/api/shifts', t.admin, {
      eventKind: 'quote',
      eventId: jones.id,
      role: 'driver',
      startsAt: at(date, '22:20'),
      endsAt: at(date, '23:30'),
      staffId: maria.id,
    });
    expect(after.statusCode).toBe(409);
    // Exactly the travel time apart is fine: ends 3:30 PM.
    const ok = await send(t.app, 'POST', '/api/shifts', t.admin, {
      eventKind: 'quote',
      eventId: jones.id,
      role: 'server',
      startsAt: at(date, '11:00'),
      endsAt: at(date, '15:30'),
      staffId: maria.id,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    await send(t.app, 'DELETE', `/api/shifts/${ok.json<Shift>().id}`, t.admin);
  });

  it('follows the travel time the owner saves', async () => {
    const business = (await send(t.app, 'GET', '/api/settings/business', t.admin)).json();
    const { instagram: _instagram, ...identity } = business;
    const save = (travelMinutes: number) =>
      send(t.app, 'PUT', '/api/settings/business', t.admin, {
        ...identity,
        offer: { ...business.offer, crew: { ...business.offer.crew, travelMinutes } },
      });
    expect((await save(10)).statusCode).toBe(200);
    const res = await send(t.app, 'POST', '/api/shifts', t.admin, {
      eventKind: 'quote',
      eventId: jones.id,
      role: 'server',
      startsAt: at(date, '11:00'),
      endsAt: at(date, '15:45'),
      staffId: maria.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    await send(t.app, 'DELETE', `/api/shifts/${res.json<Shift>().id}`, t.admin);
    expect((await save(30)).statusCode).toBe(200);
  });

  it('refuses assigning by PATCH and moving an assigned shift onto another', async () => {
    const open = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: jones.id,
      role: 'server',
      startsAt: at(date, '17:00'),
      endsAt: at(date, '19:00'),
    });
    const assign = await send(t.app, 'PATCH', `/api/shifts/${open.id}`, t.admin, { staffId: maria.id });
    expect(assign.statusCode).toBe(409);
    expect(assign.json()).toMatchObject({ code: 'SHIFT_OVERLAP' });
    expect(assign.json().message).toContain('Smith wedding');

    const early = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: jones.id,
      role: 'server',
      startsAt: at(date, '08:00'),
      endsAt: at(date, '10:00'),
      staffId: maria.id,
    });
    const move = await send(t.app, 'PATCH', `/api/shifts/${early.id}`, t.admin, {
      endsAt: at(date, '18:00'),
    });
    expect(move.statusCode).toBe(409);
    // The shift itself never counts against its own move.
    const shorter = await send(t.app, 'PATCH', `/api/shifts/${early.id}`, t.admin, {
      endsAt: at(date, '09:30'),
    });
    expect(shorter.statusCode, shorter.body).toBe(200);
  });

  it('lets only one of two simultaneous overlapping assignments through', async () => {
    const kai = await crewMember(t.app, t.db, t.admin, 'Kai Moss');
    const day = dayAhead(55);
    const a = await wedding(t.app, undefined, day, { contactName: 'Ann Hill' });
    const b = await wedding(t.app, undefined, day, { contactName: 'Bo Lane' });
    const body = (eventId: number) => ({
      eventKind: 'quote',
      eventId,
      role: 'server',
      startsAt: at(day, '16:00'),
      endsAt: at(day, '22:00'),
      staffId: kai.id,
    });
    const results = await Promise.all([
      send(t.app, 'POST', '/api/shifts', t.admin, body(a.id)),
      send(t.app, 'POST', '/api/shifts', t.admin, body(b.id)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const kept = await Promise.all(
      [a, b].map(
        async (q) =>
          (await send(t.app, 'GET', `/api/shifts?eventKind=quote&eventId=${q.id}`, t.admin)).json<{
            items: Shift[];
          }>().items,
      ),
    );
    expect(kept.flat().filter((s) => s.staffId === kai.id)).toHaveLength(1);
  });

  it('lets one person work back-to-back shifts at the same event', async () => {
    const res = await send(t.app, 'POST', '/api/shifts', t.admin, {
      eventKind: 'quote',
      eventId: smith.id,
      role: 'captain',
      startsAt: at(date, '22:00'),
      endsAt: at(date, '23:00'),
      staffId: maria.id,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('days a staff member cannot work', () => {
  it('marks, lists and removes their own days; an assignment that day is refused with 409', async () => {
    const sam = await crewMember(t.app, t.db, t.admin, 'Sam Rivera');
    const other = await crewMember(t.app, t.db, t.admin, 'Lee Park');
    const date = dayAhead(60);
    const marked = await send(t.app, 'POST', '/api/shifts/unavailable', sam.cookie, {
      date,
      reason: 'Sister’s graduation',
    });
    expect(marked.statusCode, marked.body).toBe(201);
    const day = marked.json<UnavailableDay>();
    expect(day).toMatchObject({
      staffId: sam.id,
      staffName: 'Sam Rivera',
      date,
      reason: 'Sister’s graduation',
    });
    expect((await send(t.app, 'POST', '/api/shifts/unavailable', sam.cookie, { date })).statusCode).toBe(409);
    await send(t.app, 'POST', '/api/shifts/unavailable', other.cookie, { date: dayAhead(61) });

    const quote = await wedding(t.app, undefined, date);
    const refused = await send(t.app, 'POST', '/api/shifts', t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
      staffId: sam.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STAFF_UNAVAILABLE' });
    expect(refused.json().message).toContain('Sam Rivera');
    expect(refused.json().message).toContain('Sister’s graduation');

    // Their own list holds their day only; the admin's holds everyone's.
    const own = (await send(t.app, 'GET', '/api/shifts/unavailable', sam.cookie)).json<UnavailableList>();
    expect(own.items.map((d) => d.staffId)).toEqual([sam.id]);
    const all = (await send(t.app, 'GET', '/api/shifts/unavailable', t.admin)).json<UnavailableList>();
    expect(all.items.map((d) => d.staffName)).toEqual(expect.arrayContaining(['Sam Rivera', 'Lee Park']));

    // Another's day is not theirs to remove.
    expect((await send(t.app, 'DELETE', `/api/shifts/unavailable/${day.id}`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await send(t.app, 'DELETE', `/api/shifts/unavailable/${day.id}`, sam.cookie)).statusCode).toBe(
      200,
    );
    const now = await send(t.app, 'POST', '/api/shifts', t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
      staffId: sam.id,
    });
    expect(now.statusCode, now.body).toBe(201);
  });

  it('refuses bad dates, past days, clients and visitors', async () => {
    const kim = await crewMember(t.app, t.db, t.admin, 'Kim Tran');
    expect(
      (await send(t.app, 'POST', '/api/shifts/unavailable', kim.cookie, { date: '2027-02-30' })).statusCode,
    ).toBe(400);
    expect(
      (await send(t.app, 'POST', '/api/shifts/unavailable', kim.cookie, { date: '2020-01-01' })).statusCode,
    ).toBe(400);
    expect((await send(t.app, 'POST', '/api/shifts/unavailable', kim.cookie, {})).statusCode).toBe(400);
    expect(
      (await send(t.app, 'POST', '/api/shifts/unavailable', t.client, { date: dayAhead(5) })).statusCode,
    ).toBe(403);
    expect((await send(t.app, 'GET', '/api/shifts/unavailable', t.client)).statusCode).toBe(403);
    expect(
      (await send(t.app, 'POST', '/api/shifts/unavailable', undefined, { date: dayAhead(5) })).statusCode,
    ).toBe(401);
    expect((await send(t.app, 'DELETE', '/api/shifts/unavailable/1', undefined)).statusCode).toBe(401);
  });
});

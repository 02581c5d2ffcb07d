import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/common/business-time.ts';
import type { UnavailableDay, UnavailableList } from '../../src/common/shifts/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { addShift, at, crewMember, dayAhead, send, wedding } from './shifts.fixtures.ts';

const t = signedInTestApp();

describe('a day off on a day the person already has shifts', () => {
  it('is stored, with a warning listing those shifts (to the person, and on the owner’s list)', async () => {
    const lee = await crewMember(t.app, t.db, t.admin, 'Lee Park');
    const date = dayAhead(70);
    const smith = await wedding(t.app, undefined, date, { contactName: 'Jane Smith' });
    const jones = await wedding(t.app, undefined, date, { contactName: 'Alex Jones', time: '12:00' });
    const lunch = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: jones.id,
      role: 'cook',
      startsAt: at(date, '09:00'),
      endsAt: at(date, '13:00'),
      staffId: lee.id,
    });
    // From the evening before past midnight: it touches the day too.
    const lateNight = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: smith.id,
      role: 'bartender',
      startsAt: at(addDays(date, -1), '22:00'),
      endsAt: at(date, '01:00'),
      staffId: lee.id,
    });
    // The day after and someone else's shift that day do not count.
    await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: smith.id,
      role: 'server',
      startsAt: at(addDays(date, 1), '16:00'),
      endsAt: at(addDays(date, 1), '20:00'),
      staffId: lee.id,
    });
    const kim = await crewMember(t.app, t.db, t.admin, 'Kim Tran');
    await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: smith.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
      staffId: kim.id,
    });

    const marked = await send(t.app, 'POST', '/api/shifts/unavailable', lee.cookie, {
      date,
      reason: 'Moving',
    });
    expect(marked.statusCode, marked.body).toBe(201);
    const day = marked.json<UnavailableDay>();
    expect(day).toMatchObject({ staffId: lee.id, date, reason: 'Moving' });
    expect(day.shifts).toEqual([
      {
        id: lateNight.id,
        eventKind: 'quote',
        eventId: smith.id,
        eventName: `Smith wedding (${smith.proposalNumber})`,
        role: 'bartender',
        startsAt: at(addDays(date, -1), '22:00'),
        endsAt: at(date, '01:00'),
      },
      {
        id: lunch.id,
        eventKind: 'quote',
        eventId: jones.id,
        eventName: `Jones wedding (${jones.proposalNumber})`,
        role: 'cook',
        startsAt: at(date, '09:00'),
        endsAt: at(date, '13:00'),
      },
    ]);
    // Stored: their list and the owner's show the day with the same shifts; a second mark is refused.
    const own = (await send(t.app, 'GET', '/api/shifts/unavailable', lee.cookie)).json<UnavailableList>();
    expect(own.items.find((d) => d.id === day.id)?.shifts.map((s) => s.id)).toEqual([lateNight.id, lunch.id]);
    const all = (await send(t.app, 'GET', '/api/shifts/unavailable', t.admin)).json<UnavailableList>();
    expect(all.items.find((d) => d.id === day.id)).toMatchObject({
      staffName: 'Lee Park',
      shifts: [{ id: lateNight.id }, { id: lunch.id }],
    });
    expect((await send(t.app, 'POST', '/api/shifts/unavailable', lee.cookie, { date })).statusCode).toBe(409);

    // A free day carries no warning.
    const free = await send(t.app, 'POST', '/api/shifts/unavailable', lee.cookie, { date: addDays(date, 2) });
    expect(free.statusCode).toBe(201);
    expect(free.json<UnavailableDay>().shifts).toEqual([]);

    // The other direction stays a refusal: the owner cannot add a shift on the day now marked off.
    const refused = await send(t.app, 'POST', '/api/shifts', t.admin, {
      eventKind: 'quote',
      eventId: smith.id,
      role: 'server',
      startsAt: at(date, '17:00'),
      endsAt: at(date, '21:00'),
      staffId: lee.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'STAFF_UNAVAILABLE' });
    // Once the owner reopens a clashing shift, the warning lists only the other.
    expect(
      (await send(t.app, 'PATCH', `/api/shifts/${lunch.id}`, t.admin, { staffId: null })).statusCode,
    ).toBe(200);
    const after = (await send(t.app, 'GET', '/api/shifts/unavailable', lee.cookie)).json<UnavailableList>();
    expect(after.items.find((d) => d.id === day.id)?.shifts.map((s) => s.id)).toEqual([lateNight.id]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Payroll, Shift } from '../../src/common/shifts/schema.ts';
import { laborCostOf } from '../../src/server/features/shifts/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { addShift, at, crewMember, dayAhead, send, wedding } from './shifts.fixtures.ts';

const t = signedInTestApp();

describe('GET /api/admin/payroll (+ .csv) and an event’s labour cost', () => {
  it('lists each person’s shifts, scheduled and actual hours, and pay rounded once per shift', async () => {
    const ana = await crewMember(t.app, t.db, t.admin, 'Ana Bell');
    const ben = await crewMember(t.app, t.db, t.admin, 'Ben Cole');
    const cal = await crewMember(t.app, t.db, t.admin, 'Cal Dunn');
    await send(t.app, 'PATCH', `/api/admin/staff/${ana.id}`, t.admin, { hourlyRateCents: 2250 });
    await send(t.app, 'PATCH', `/api/admin/staff/${ben.id}`, t.admin, { hourlyRateCents: 1999 });
    // Cal has no rate yet: hours, and no pay.
    const date = dayAhead(100);
    const quote = await wedding(t.app, undefined, date, { contactName: 'Jane Smith' });
    const event = { eventKind: 'quote', eventId: quote.id };
    await addShift(t.app, t.admin, {
      ...event,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
      staffId: ana.id,
    });
    const benShift = await addShift(t.app, t.admin, {
      ...event,
      role: 'cook',
      startsAt: at(date, '10:00'),
      endsAt: at(date, '14:00'),
      staffId: ben.id,
    });
    await addShift(t.app, t.admin, {
      ...event,
      role: 'driver',
      startsAt: at(date, '15:00'),
      endsAt: at(date, '17:30'),
      staffId: cal.id,
    });
    await addShift(t.app, t.admin, {
      ...event,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
    }); // open
    // The owner records Ben's actual times: 10:05 AM to 2:20 PM, 4 h 15 min.
    const recorded = await send(t.app, 'PATCH', `/api/shifts/${benShift.id}`, t.admin, {
      actualStartsAt: at(date, '10:05'),
      actualEndsAt: at(date, '14:20'),
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<Shift>()).toMatchObject({
      actualStartsAt: at(date, '10:05'),
      actualEndsAt: at(date, '14:20'),
    });
    // An end before the start is refused.
    expect(
      (await send(t.app, 'PATCH', `/api/shifts/${benShift.id}`, t.admin, { actualEndsAt: at(date, '09:00') }))
        .statusCode,
    ).toBe(400);

    const res = await send(t.app, 'GET', `/api/admin/payroll?from=${date}&to=${date}`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const payroll = res.json<Payroll>();
    const byName = new Map(payroll.people.map((p) => [p.name, p]));
    expect([...byName.keys()]).toEqual(['Ana Bell', 'Ben Cole', 'Cal Dunn']);
    // 6 h × $22.50 = $135.00.
    expect(byName.get('Ana Bell')).toMatchObject({
      hourlyRateCents: 2250,
      scheduledHours: 6,
      actualHours: 0,
      payCents: 13_500,
    });
    expect(byName.get('Ana Bell')!.shifts[0]).toMatchObject({
      role: 'server',
      scheduledHours: 6,
      actualHours: null,
      payCents: 13_500,
    });
    // Clocked 255 minutes × $19.99 an hour = $84.9575 → $84.96 (the actual hours, not the 4 scheduled).
    expect(byName.get('Ben Cole')).toMatchObject({ scheduledHours: 4, actualHours: 4.25, payCents: 8_496 });
    expect(byName.get('Cal Dunn')).toMatchObject({ hourlyRateCents: null, scheduledHours: 2.5, payCents: 0 });
    expect(payroll.payCents).toBe(13_500 + 8_496);

    // Outside the range: nothing.
    const before = await send(
      t.app,
      'GET',
      `/api/admin/payroll?from=${dayAhead(98)}&to=${dayAhead(99)}`,
      t.admin,
    );
    expect(before.json<Payroll>().people.filter((p) => ['Ana Bell', 'Ben Cole'].includes(p.name))).toEqual(
      [],
    );

    const csv = await send(t.app, 'GET', `/api/admin/payroll.csv?from=${date}&to=${date}`, t.admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain(`payroll-${date}-to-${date}.csv`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Staff member,Date,Event,Role,Scheduled start,Scheduled end,Scheduled hours,Actual start,Actual end,Actual hours,Hourly rate,Pay,Removed from staff',
    );
    expect(lines).toContain(
      `Ana Bell,${date},Smith wedding (${quote.proposalNumber}),Server,4:00 PM,10:00 PM,6,,,,22.50,135.00,`,
    );
    expect(lines).toContain(
      `Ben Cole,${date},Smith wedding (${quote.proposalNumber}),Cook,10:00 AM,2:00 PM,4,10:05 AM,2:20 PM,4.25,19.99,84.96,`,
    );
    expect(lines).toHaveLength(4);

    // Labour cost: the same pay, for the event; the open shift costs nothing.
    expect(await laborCostOf(t.db, { kind: 'quote', id: quote.id })).toBe(13_500 + 8_496);
    expect(await laborCostOf(t.db, { kind: 'quote', id: 999_999 })).toBe(0);
    // And the owner's costing of the event reads it (issue 37 §2: labour feeds the margin).
    const costing = (await send(t.app, 'GET', `/api/quotes/${quote.id}`, t.admin)).json<{
      costing: { foodCostCents: number; laborCostCents: number; revenueCents: number; marginCents: number };
    }>().costing;
    expect(costing.laborCostCents).toBe(13_500 + 8_496);
    expect(costing.marginCents).toBe(costing.revenueCents - costing.foodCostCents - costing.laborCostCents);
  });

  it('refuses bad ranges, staff, clients and visitors', async () => {
    expect(
      (await send(t.app, 'GET', '/api/admin/payroll?from=2027-02-01&to=2027-01-01', t.admin)).statusCode,
    ).toBe(400);
    expect(
      (await send(t.app, 'GET', '/api/admin/payroll?from=2027-02-30&to=2027-03-01', t.admin)).statusCode,
    ).toBe(400);
    expect((await send(t.app, 'GET', '/api/admin/payroll', t.admin)).statusCode).toBe(400);
    const staff = await crewMember(t.app, t.db, t.admin, 'Dee Eve');
    for (const url of [
      '/api/admin/payroll?from=2027-01-01&to=2027-01-31',
      '/api/admin/payroll.csv?from=2027-01-01&to=2027-01-31',
    ]) {
      expect((await send(t.app, 'GET', url, staff.cookie)).statusCode).toBe(403);
      expect((await send(t.app, 'GET', url, t.client)).statusCode).toBe(403);
      expect((await send(t.app, 'GET', url)).statusCode).toBe(401);
    }
  });
});

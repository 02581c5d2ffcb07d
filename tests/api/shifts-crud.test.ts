import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Shift, StaffCrew } from '../../src/common/shifts/schema.ts';
import type { StaffList } from '../../src/common/staff.ts';
import { auditEvents } from '../../src/server/db/schema/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { addShift, at, crewMember, dayAhead, send, wedding } from './shifts.fixtures.ts';

const t = signedInTestApp();

describe('PATCH /api/admin/staff/{id}: crew roles, phone and hourly rate', () => {
  it('saves them for the admin, lists them on the staff list, and keeps the rate from staff', async () => {
    const maria = await crewMember(t.app, t.db, t.admin, 'Maria Lopez');
    const res = await send(t.app, 'PATCH', `/api/admin/staff/${maria.id}`, t.admin, {
      roles: ['server', 'bartender'],
      phone: '(215) 555-0123',
      hourlyRateCents: 2250,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<StaffCrew>()).toMatchObject({
      id: maria.id,
      roles: ['server', 'bartender'],
      phone: '(215) 555-0123',
      hourlyRateCents: 2250,
    });
    const list = (await send(t.app, 'GET', '/api/admin/staff', t.admin)).json<StaffList>();
    expect(list.staff.find((s) => s.id === maria.id)).toMatchObject({
      roles: ['server', 'bartender'],
      phone: '(215) 555-0123',
      hourlyRateCents: 2250,
    });
    // Only the rate changes: the roles stay.
    const rate = await send(t.app, 'PATCH', `/api/admin/staff/${maria.id}`, t.admin, {
      hourlyRateCents: 2400,
    });
    expect(rate.json<StaffCrew>()).toMatchObject({ roles: ['server', 'bartender'], hourlyRateCents: 2400 });
    // The rate change is in the audit trail, before and after.
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'staff'), eq(auditEvents.entityId, String(maria.id))));
    expect(events.map((e) => [e.before, e.after])).toContainEqual([
      { hourlyRateCents: 2250 },
      { hourlyRateCents: 2400 },
    ]);

    // Staff read no rates: the staff list and the PATCH refuse them, and their own shifts carry none.
    expect((await send(t.app, 'GET', '/api/admin/staff', maria.cookie)).statusCode).toBe(403);
    expect(
      (await send(t.app, 'PATCH', `/api/admin/staff/${maria.id}`, maria.cookie, { hourlyRateCents: 9000 }))
        .statusCode,
    ).toBe(403);
    const mine = await send(t.app, 'GET', '/api/shifts/mine', maria.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain('hourlyRate');
    expect(
      (await send(t.app, 'GET', '/api/admin/payroll?from=2027-01-01&to=2027-01-31', maria.cookie)).statusCode,
    ).toBe(403);
  });

  it('refuses unknown roles, negative rates, unknown fields and non-staff ids', async () => {
    const casey = await crewMember(t.app, t.db, t.admin, 'Casey Crew');
    for (const body of [
      { roles: ['juggler'] },
      { hourlyRateCents: -1 },
      { hourlyRateCents: 12.5 },
      { role: 'admin' },
      {},
    ]) {
      const res = await send(t.app, 'PATCH', `/api/admin/staff/${casey.id}`, t.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await send(t.app, 'PATCH', '/api/admin/staff/999999', t.admin, { roles: ['cook'] })).statusCode,
    ).toBe(404);
    expect((await send(t.app, 'PATCH', '/api/admin/staff/1', t.client, { roles: ['cook'] })).statusCode).toBe(
      403,
    );
    expect(
      (await send(t.app, 'PATCH', '/api/admin/staff/1', undefined, { roles: ['cook'] })).statusCode,
    ).toBe(401);
  });
});

describe('POST, PATCH, DELETE and GET /api/shifts', () => {
  let maria: Awaited<ReturnType<typeof crewMember>>;
  let sam: Awaited<ReturnType<typeof crewMember>>;
  beforeAll(async () => {
    maria = await crewMember(t.app, t.db, t.admin, 'Maria Ortiz');
    sam = await crewMember(t.app, t.db, t.admin, 'Sam Reed');
  });

  it('adds an open and an assigned shift, lists them with names, mails the assignee', async () => {
    const date = dayAhead(40);
    const quote = await wedding(t.app, undefined, date, { contactName: 'Jane Smith' });
    const open = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
    });
    expect(open).toMatchObject({ staffId: null, staffName: null, response: 'pending', role: 'server' });
    const assigned = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'captain',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
      staffId: maria.id,
    });
    expect(assigned).toMatchObject({ staffId: maria.id, staffName: 'Maria Ortiz', response: 'pending' });
    expect(assigned.eventName).toBe(`Smith wedding (${quote.proposalNumber})`);

    const list = await send(t.app, 'GET', `/api/shifts?eventKind=quote&eventId=${quote.id}`, t.admin);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ items: Shift[] }>().items.map((s) => [s.role, s.staffName])).toEqual([
      ['captain', 'Maria Ortiz'],
      ['server', null],
    ]);
    const [mail] = await mailsTo(t.app, t.db, maria.email);
    expect(mail?.subject).toContain('New shift: Captain');
    expect(mail?.text).toContain(`Smith wedding (${quote.proposalNumber})`);
    expect(mail?.text).toContain('4:00–10:00 PM');
  });

  it('changes, assigns and removes a shift, mailing who it concerns', async () => {
    const date = dayAhead(41);
    const quote = await wedding(t.app, undefined, date);
    const shift = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
    });
    const assign = await send(t.app, 'PATCH', `/api/shifts/${shift.id}`, t.admin, { staffId: sam.id });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(assign.json<Shift>()).toMatchObject({ staffId: sam.id, staffName: 'Sam Reed' });
    expect((await mailsTo(t.app, t.db, sam.email))[0]?.subject).toContain('New shift: Server');

    const moved = await send(t.app, 'PATCH', `/api/shifts/${shift.id}`, t.admin, {
      endsAt: at(date, '23:00'),
    });
    expect(moved.json<Shift>().endsAt).toBe(at(date, '23:00'));
    const changedMail = (await mailsTo(t.app, t.db, sam.email))[0];
    expect(changedMail?.subject).toContain('Shift changed');
    expect(changedMail?.text).toContain('4:00–11:00 PM');

    const removed = await send(t.app, 'DELETE', `/api/shifts/${shift.id}`, t.admin);
    expect(removed.statusCode).toBe(200);
    expect((await mailsTo(t.app, t.db, sam.email))[0]?.subject).toContain('Shift removed');
    const list = await send(t.app, 'GET', `/api/shifts?eventKind=quote&eventId=${quote.id}`, t.admin);
    expect(list.json<{ items: Shift[] }>().items).toEqual([]);
    expect((await send(t.app, 'DELETE', `/api/shifts/${shift.id}`, t.admin)).statusCode).toBe(404);

    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'shift'), eq(auditEvents.entityId, String(shift.id))));
    expect(audit.map((e) => e.action)).toEqual(['created', 'assigned', 'updated', 'removed']);
  });

  it('refuses bad bodies with 400 and unknown events with 404', async () => {
    const date = dayAhead(42);
    const quote = await wedding(t.app, undefined, date);
    const base = {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
    };
    const clientId = (await send(t.app, 'GET', '/api/me', t.client)).json<{ id: number }>().id;
    for (const body of [
      { ...base, endsAt: at(date, '15:00') },
      { ...base, role: 'juggler' },
      { ...base, eventKind: 'party' },
      { ...base, startsAt: 'tomorrow' },
      { ...base, extra: true },
      { ...base, staffId: clientId }, // a client is no crew
    ]) {
      const res = await send(t.app, 'POST', '/api/shifts', t.admin, body);
      expect([400, 404], `${JSON.stringify(body)} ${res.body}`).toContain(res.statusCode);
      expect(res.statusCode).not.toBe(500);
    }
    expect((await send(t.app, 'POST', '/api/shifts', t.admin, { ...base, eventId: 999999 })).statusCode).toBe(
      404,
    );
    expect(
      (await send(t.app, 'POST', '/api/shifts', t.admin, { ...base, eventKind: 'order', eventId: 999999 }))
        .statusCode,
    ).toBe(404);
    expect((await send(t.app, 'PATCH', '/api/shifts/999999', t.admin, { role: 'cook' })).statusCode).toBe(
      404,
    );
    expect((await send(t.app, 'GET', '/api/shifts?eventKind=quote', t.admin)).statusCode).toBe(400);
  });

  it('is the owner’s: staff 403, clients 403, visitors 401', async () => {
    const date = dayAhead(43);
    const quote = await wedding(t.app, undefined, date);
    const body = {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
    };
    const shift = await addShift(t.app, t.admin, body);
    for (const [cookie, status] of [
      [maria.cookie, 403],
      [t.client, 403],
      [undefined, 401],
    ] as const) {
      expect((await send(t.app, 'POST', '/api/shifts', cookie, body)).statusCode).toBe(status);
      expect(
        (await send(t.app, 'GET', `/api/shifts?eventKind=quote&eventId=${quote.id}`, cookie)).statusCode,
      ).toBe(status);
      expect(
        (await send(t.app, 'PATCH', `/api/shifts/${shift.id}`, cookie, { staffId: maria.id })).statusCode,
      ).toBe(status);
      expect((await send(t.app, 'DELETE', `/api/shifts/${shift.id}`, cookie)).statusCode).toBe(status);
    }
  });
});

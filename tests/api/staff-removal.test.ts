import { beforeAll, describe, expect, it } from 'vitest';
import type { Attention } from '../../src/common/attention.ts';
import { businessClock } from '../../src/common/business-time.ts';
import type { MyShifts, Payroll, Shift, ShiftList, UnavailableList } from '../../src/common/shifts/schema.ts';
import type { RemoveStaffReply, StaffList } from '../../src/common/staff.ts';
import { login, mailsTo } from '../helpers/auth-flows.ts';
import { STAFF_PASSWORD } from '../helpers/staff-account.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { addShift, at, crewMember, dayAhead, send, wedding } from './shifts.fixtures.ts';

const t = signedInTestApp();

/** An instant `hours` from now, on the hour (a shift already worked when negative). */
const hoursFromNow = (hours: number) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  d.setUTCMinutes(0, 0, 0);
  return d.toISOString();
};
const businessDate = (iso: string) => businessClock(new Date(iso)).date;

const laborOf = async (quoteId: number) =>
  (await send(t.app, 'GET', `/api/quotes/${quoteId}`, t.admin)).json<{
    costing: { laborCostCents: number };
  }>().costing.laborCostCents;
const shiftsOf = async (quoteId: number) =>
  (await send(t.app, 'GET', `/api/shifts?eventKind=quote&eventId=${quoteId}`, t.admin)).json<ShiftList>()
    .items;

describe('DELETE /api/admin/staff/{id}: the person goes, their history stays', () => {
  let ana: Awaited<ReturnType<typeof crewMember>>;
  let colleague: Awaited<ReturnType<typeof crewMember>>;
  let worked: Awaited<ReturnType<typeof wedding>>;
  let upcoming: Awaited<ReturnType<typeof wedding>>;
  let workedShift: Shift;
  let scheduledShift: Shift;
  let futureShift: Shift;
  let feedUrl: string;
  const futureDate = dayAhead(40);
  const payrollUrl = () => {
    const from = businessDate(hoursFromNow(-60));
    return `/api/admin/payroll?from=${from}&to=${futureDate}`;
  };

  beforeAll(async () => {
    ana = await crewMember(t.app, t.db, t.admin, 'Ana Bell');
    colleague = await crewMember(t.app, t.db, t.admin, 'Cole Dunn');
    expect(
      (await send(t.app, 'PATCH', `/api/admin/staff/${ana.id}`, t.admin, { hourlyRateCents: 2000 }))
        .statusCode,
    ).toBe(200);
    worked = await wedding(t.app, undefined, dayAhead(20), { contactName: 'Jane Smith' });
    upcoming = await wedding(t.app, undefined, futureDate, { contactName: 'Alex Jones' });
    // Worked two days ago, clocked: 5 h of actual time at $20 = $100.
    workedShift = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: worked.id,
      role: 'server',
      startsAt: hoursFromNow(-54),
      endsAt: hoursFromNow(-48),
      staffId: ana.id,
    });
    const recorded = await send(t.app, 'PATCH', `/api/shifts/${workedShift.id}`, t.admin, {
      actualStartsAt: hoursFromNow(-54),
      actualEndsAt: hoursFromNow(-49),
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    // Worked yesterday, nothing clocked: paid as scheduled, 4 h = $80.
    scheduledShift = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: worked.id,
      role: 'cook',
      startsAt: hoursFromNow(-30),
      endsAt: hoursFromNow(-26),
      staffId: ana.id,
    });
    futureShift = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: upcoming.id,
      role: 'server',
      startsAt: at(futureDate, '16:00'),
      endsAt: at(futureDate, '22:00'),
      staffId: ana.id,
    });
    feedUrl = (await send(t.app, 'GET', '/api/shifts/mine', ana.cookie)).json<MyShifts>().feedUrl;
    expect(
      (await send(t.app, 'POST', '/api/shifts/unavailable', ana.cookie, { date: dayAhead(45) })).statusCode,
    ).toBe(201);
  });

  it('refuses everyone but an admin, and removes nothing then', async () => {
    const url = `/api/admin/staff/${ana.id}`;
    expect((await send(t.app, 'DELETE', url, colleague.cookie)).statusCode).toBe(403);
    expect((await send(t.app, 'DELETE', url, ana.cookie)).statusCode).toBe(403);
    expect((await send(t.app, 'DELETE', url, t.client)).statusCode).toBe(403);
    expect((await send(t.app, 'DELETE', url, undefined)).statusCode).toBe(401);
    expect((await send(t.app, 'GET', '/api/shifts/mine', ana.cookie)).statusCode).toBe(200);
  });

  it('keeps worked shifts in payroll and the labour cost, reopens the upcoming one, and says which', async () => {
    const payrollBefore = (await send(t.app, 'GET', payrollUrl(), t.admin)).json<Payroll>();
    const anaBefore = payrollBefore.people.find((p) => p.staffId === ana.id)!;
    expect(anaBefore.removed).toBe(false);
    expect(anaBefore.shifts.map((s) => s.id)).toEqual([workedShift.id, scheduledShift.id, futureShift.id]);
    const laborBefore = await laborOf(worked.id);
    expect(laborBefore).toBe(10_000 + 8_000);

    const res = await send(t.app, 'DELETE', `/api/admin/staff/${ana.id}`, t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json<RemoveStaffReply>();
    expect(reply.ok).toBe(true);
    expect(reply.message).toContain('The staff member was removed.');
    expect(reply.message).toContain(
      `Their upcoming shift is open again: Server at the Jones wedding (${upcoming.proposalNumber})`,
    );
    expect(reply.reopened).toEqual([
      expect.objectContaining({
        id: futureShift.id,
        eventKind: 'quote',
        eventId: upcoming.id,
        role: 'server',
      }),
    ]);

    // What was worked and paid stays: the same person, hours and pay, and the event's labour cost.
    const payrollAfter = (await send(t.app, 'GET', payrollUrl(), t.admin)).json<Payroll>();
    const anaAfter = payrollAfter.people.find((p) => p.staffId === ana.id)!;
    expect(anaAfter).toMatchObject({
      name: 'Ana Bell',
      removed: true,
      hourlyRateCents: 2000,
      payCents: 18_000,
    });
    expect(anaAfter.shifts.map((s) => [s.id, s.payCents])).toEqual([
      [workedShift.id, 10_000],
      [scheduledShift.id, 8_000],
    ]);
    expect(await laborOf(worked.id)).toBe(laborBefore);
    // The accountant's file says so too, on each of their rows.
    const csv = (await send(t.app, 'GET', payrollUrl().replace('/payroll?', '/payroll.csv?'), t.admin)).body;
    const anaRows = csv.split('\n').filter((line) => line.startsWith('Ana Bell,'));
    expect(anaRows).toHaveLength(2);
    for (const row of anaRows) expect(row.trimEnd().endsWith(',yes')).toBe(true);
    expect((await shiftsOf(worked.id)).map((s) => [s.id, s.staffId, s.staffName])).toEqual([
      [workedShift.id, ana.id, 'Ana Bell'],
      [scheduledShift.id, ana.id, 'Ana Bell'],
    ]);

    // The upcoming shift is open again, unanswered, and on the owner's list of open shifts.
    expect((await shiftsOf(upcoming.id)).find((s) => s.id === futureShift.id)).toMatchObject({
      staffId: null,
      staffName: null,
      response: 'pending',
      declinedByName: null,
    });
    expect(await laborOf(upcoming.id)).toBe(0);
    const open = (await send(t.app, 'GET', '/api/admin/attention', t.admin)).json<Attention>().openShifts;
    expect(open.newest.find((i) => i.id === futureShift.id)).toMatchObject({
      title: `Server · ${upcoming.proposalNumber}`,
      detail: expect.stringContaining('Ana Bell was removed from the staff'),
    });
  });

  it('ends their access: sessions, sign-in, reset links, the calendar feed', async () => {
    expect((await send(t.app, 'GET', '/api/me', ana.cookie)).statusCode).toBe(401);
    expect((await send(t.app, 'GET', '/api/shifts/mine', ana.cookie)).statusCode).toBe(401);
    // Refused like an unknown login: nothing tells that the account is still stored.
    const signIn = await login(t.app, ana.username, STAFF_PASSWORD);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: (await login(t.app, 'nobody-here', STAFF_PASSWORD)).json().message,
    });
    expect((await login(t.app, ana.email, STAFF_PASSWORD)).statusCode).toBe(401);
    const mailsBefore = (await mailsTo(t.app, t.db, ana.email)).length;
    const forgot = await send(t.app, 'POST', '/api/forgot-password', undefined, { email: ana.email });
    expect(forgot.statusCode).toBe(200);
    expect(await mailsTo(t.app, t.db, ana.email)).toHaveLength(mailsBefore);
    const feedPath = new URL(feedUrl).pathname;
    expect((await send(t.app, 'GET', feedPath)).statusCode).toBe(404);
  });

  it('hides them from the staff list and the days off, and no shift can be given to them', async () => {
    const staff = (await send(t.app, 'GET', '/api/admin/staff', t.admin)).json<StaffList>().staff;
    expect(staff.map((s) => s.id)).not.toContain(ana.id);
    expect(staff.map((s) => s.id)).toContain(colleague.id);
    const days = (await send(t.app, 'GET', '/api/shifts/unavailable', t.admin)).json<UnavailableList>().items;
    expect(days.map((d) => d.staffId)).not.toContain(ana.id);
    expect(
      (await send(t.app, 'PATCH', `/api/admin/staff/${ana.id}`, t.admin, { hourlyRateCents: 9000 }))
        .statusCode,
    ).toBe(404);
    const assign = await send(t.app, 'PATCH', `/api/shifts/${futureShift.id}`, t.admin, { staffId: ana.id });
    expect(assign.statusCode).toBe(400);
    expect(assign.json().fieldErrors.staffId).toBe('Choose a staff member');
    // Their rate did not change with the refused PATCH: the payroll still pays $20 an hour.
    const payroll = (await send(t.app, 'GET', payrollUrl(), t.admin)).json<Payroll>();
    expect(payroll.people.find((p) => p.staffId === ana.id)?.hourlyRateCents).toBe(2000);
  });

  it('answers 404 to a second removal, and keeps their username and email taken', async () => {
    const again = await send(t.app, 'DELETE', `/api/admin/staff/${ana.id}`, t.admin);
    expect(again.statusCode).toBe(404);
    const invite = await send(t.app, 'POST', '/api/admin/staff', t.admin, {
      username: ana.username,
      email: `other-${ana.email}`,
      fullName: 'Someone Else',
    });
    expect(invite.statusCode).toBe(409);
  });
});

import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Attention } from '../../src/common/attention.ts';
import type { MyShifts, Shift } from '../../src/common/shifts/schema.ts';
import { auditEvents } from '../../src/server/db/schema/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { addShift, at, crewMember, dayAhead, send, wedding } from './shifts.fixtures.ts';

const t = signedInTestApp();

describe('My shifts: GET /api/shifts/mine, answers and clocking', () => {
  let maria: Awaited<ReturnType<typeof crewMember>>;
  let lee: Awaited<ReturnType<typeof crewMember>>;
  let quote: Awaited<ReturnType<typeof wedding>>;
  let date: string;
  beforeAll(async () => {
    maria = await crewMember(t.app, t.db, t.admin, 'Maria Lopez');
    lee = await crewMember(t.app, t.db, t.admin, 'Lee Park');
    date = dayAhead(80);
    quote = await wedding(t.app, undefined, date, { contactName: 'Jane Smith' });
  });

  it('lists a staff member’s own shifts only, with the contract’s fields and their feed URL', async () => {
    const mine = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
      staffId: maria.id,
    });
    await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'captain',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
      staffId: lee.id,
    });
    const res = await send(t.app, 'GET', '/api/shifts/mine', maria.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<MyShifts>();
    expect(body.items).toEqual([
      expect.objectContaining({
        id: mine.id,
        eventKind: 'quote',
        eventId: quote.id,
        role: 'server',
        startsAt: at(date, '16:00'),
        endsAt: at(date, '22:00'),
        response: 'pending',
      }),
    ]);
    expect(body.feedUrl).toMatch(/^https?:\/\/.+\/api\/shifts\/feed\/[A-Za-z0-9_-]+\.ics$/);
    // The same URL every time (until renewed).
    expect((await send(t.app, 'GET', '/api/shifts/mine', maria.cookie)).json<MyShifts>().feedUrl).toBe(
      body.feedUrl,
    );
    expect((await send(t.app, 'GET', '/api/shifts/mine', t.client)).statusCode).toBe(403);
    expect((await send(t.app, 'GET', '/api/shifts/mine')).statusCode).toBe(401);
  });

  it('accepts; another person’s shift is refused; a decline opens it on the owner’s dashboard', async () => {
    const later = dayAhead(81);
    const party = await wedding(t.app, undefined, later);
    const shift = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: party.id,
      role: 'bartender',
      startsAt: at(later, '17:00'),
      endsAt: at(later, '21:00'),
      staffId: lee.id,
    });
    // Maria cannot answer or clock Lee's shift.
    expect(
      (await send(t.app, 'PATCH', `/api/shifts/${shift.id}/response`, maria.cookie, { response: 'accepted' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(t.app, 'POST', `/api/shifts/${shift.id}/clock`, maria.cookie, { action: 'in' })).statusCode,
    ).toBe(403);
    expect(
      (await send(t.app, 'PATCH', `/api/shifts/${shift.id}/response`, t.client, { response: 'accepted' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await send(t.app, 'PATCH', `/api/shifts/${shift.id}/response`, undefined, { response: 'accepted' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await send(t.app, 'PATCH', `/api/shifts/${shift.id}/response`, lee.cookie, { response: 'maybe' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send(t.app, 'PATCH', '/api/shifts/999999/response', lee.cookie, { response: 'accepted' }))
        .statusCode,
    ).toBe(404);

    const accepted = await send(t.app, 'PATCH', `/api/shifts/${shift.id}/response`, lee.cookie, {
      response: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Shift>().response).toBe('accepted');
    const leeShifts = (await send(t.app, 'GET', '/api/shifts/mine', lee.cookie)).json<MyShifts>().items;
    expect(leeShifts.find((s) => s.id === shift.id)?.response).toBe('accepted');

    const before = (await send(t.app, 'GET', '/api/admin/attention', t.admin)).json<Attention>().openShifts
      .count;
    const declined = await send(t.app, 'PATCH', `/api/shifts/${shift.id}/response`, lee.cookie, {
      response: 'declined',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Shift>()).toMatchObject({
      staffId: null,
      response: 'declined',
      declinedByName: 'Lee Park',
    });
    // Open again: off Lee's list, open on the event, and on the owner's attention list.
    expect(
      (await send(t.app, 'GET', '/api/shifts/mine', lee.cookie)).json<MyShifts>().items.map((s) => s.id),
    ).not.toContain(shift.id);
    const list = (await send(t.app, 'GET', `/api/shifts?eventKind=quote&eventId=${party.id}`, t.admin)).json<{
      items: Shift[];
    }>();
    expect(list.items.find((s) => s.id === shift.id)).toMatchObject({ staffId: null, staffName: null });
    const attention = (await send(t.app, 'GET', '/api/admin/attention', t.admin)).json<Attention>()
      .openShifts;
    expect(attention.count).toBe(before + 1);
    expect(attention.newest.find((i) => i.id === shift.id)).toMatchObject({
      title: `Bartender · ${party.proposalNumber}`,
      detail: expect.stringContaining('Declined by Lee Park'),
    });
    // No longer theirs: Lee cannot answer it again.
    expect(
      (await send(t.app, 'PATCH', `/api/shifts/${shift.id}/response`, lee.cookie, { response: 'accepted' }))
        .statusCode,
    ).toBe(403);
    // Assigned to Maria, it leaves the attention list.
    const reassigned = await send(t.app, 'PATCH', `/api/shifts/${shift.id}`, t.admin, { staffId: maria.id });
    expect(reassigned.json<Shift>()).toMatchObject({ response: 'pending', declinedByName: null });
    expect(
      (await send(t.app, 'GET', '/api/admin/attention', t.admin)).json<Attention>().openShifts.count,
    ).toBe(before);
  });

  it('clocks in then out of one’s own shift, once each, in the audit trail', async () => {
    // Weeks ahead: too early to clock in.
    const ahead = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'cook',
      startsAt: at(date, '10:00'),
      endsAt: at(date, '14:00'),
      staffId: maria.id,
    });
    const early = await send(t.app, 'POST', `/api/shifts/${ahead.id}/clock`, maria.cookie, { action: 'in' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('not started yet');
    // Starting in an hour: she may clock in now.
    const soon = new Date(Date.now() + 3_600_000);
    const shift = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'cook',
      startsAt: soon.toISOString(),
      endsAt: new Date(soon.getTime() + 4 * 3_600_000).toISOString(),
      staffId: maria.id,
    });
    const url = `/api/shifts/${shift.id}/clock`;
    expect((await send(t.app, 'POST', url, maria.cookie, { action: 'out' })).statusCode).toBe(409);
    const started = await send(t.app, 'POST', url, maria.cookie, { action: 'in' });
    expect(started.statusCode, started.body).toBe(200);
    expect(Date.now() - Date.parse(started.json<Shift>().actualStartsAt!)).toBeLessThan(60_000);
    expect((await send(t.app, 'POST', url, maria.cookie, { action: 'in' })).statusCode).toBe(409);
    const done = await send(t.app, 'POST', url, maria.cookie, { action: 'out' });
    expect(done.statusCode).toBe(200);
    expect(done.json<Shift>().actualEndsAt).not.toBeNull();
    expect((await send(t.app, 'POST', url, maria.cookie, { action: 'out' })).statusCode).toBe(409);
    expect((await send(t.app, 'POST', url, maria.cookie, { action: 'lunch' })).statusCode).toBe(400);
    expect((await send(t.app, 'POST', url, t.client, { action: 'in' })).statusCode).toBe(403);
    const audit = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'shift'), eq(auditEvents.entityId, String(shift.id))));
    expect(audit.map((e) => e.action)).toEqual(['created', 'clocked-in', 'clocked-out']);
  });
});

describe('the calendar feed: GET /api/shifts/feed/{token}.ics', () => {
  it('is valid iCalendar with the person’s shifts in the business time zone, and renewing ends the old URL', async () => {
    const sam = await crewMember(t.app, t.db, t.admin, 'Sam Reed');
    const date = dayAhead(90);
    const quote = await wedding(t.app, undefined, date, { contactName: 'Jane Smith' });
    const shift = await addShift(t.app, t.admin, {
      eventKind: 'quote',
      eventId: quote.id,
      role: 'server',
      startsAt: at(date, '16:00'),
      endsAt: at(date, '22:00'),
      staffId: sam.id,
    });
    const { feedUrl } = (await send(t.app, 'GET', '/api/shifts/mine', sam.cookie)).json<MyShifts>();
    const path = new URL(feedUrl).pathname;
    // Public by its token: no session needed (a calendar app has none).
    const res = await send(t.app, 'GET', path);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(text).toContain('VERSION:2.0');
    expect(text).toMatch(/PRODID:.+/);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    // Local times with their zone, as Google Calendar and Outlook read them.
    expect(text).toMatch(/DTSTART;TZID=America\/New_York:\d{8}T160000/);
    expect(text).not.toContain('hourly');
    // Every DTSTAMP in UTC, as RFC 5545 requires; lines end in CRLF.
    const stamps = text.match(/^DTSTAMP:.*$/gm) ?? [];
    expect(stamps.length).toBeGreaterThan(0);
    for (const line of stamps) expect(line).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n');

    const parsed = ical.sync.parseICS(text);
    const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(event.uid).toContain(`shift-${shift.id}@`);
    expect(new Date(event.start).toISOString()).toBe(at(date, '16:00'));
    expect(new Date(event.end!).toISOString()).toBe(at(date, '22:00'));
    expect(String(event.summary)).toBe(`Server · Smith wedding (${quote.proposalNumber})`);
    expect(String(event.location)).toBe('Fairmount Park Pavilion');

    // Renewing: a new URL works, the old one is gone.
    const renewed = await send(t.app, 'POST', '/api/shifts/feed/renew', sam.cookie);
    expect(renewed.statusCode, renewed.body).toBe(200);
    const newUrl = renewed.json<{ feedUrl: string }>().feedUrl;
    expect(newUrl).not.toBe(feedUrl);
    expect((await send(t.app, 'GET', path)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', new URL(newUrl).pathname)).statusCode).toBe(200);
    expect((await send(t.app, 'GET', '/api/shifts/mine', sam.cookie)).json<MyShifts>().feedUrl).toBe(newUrl);
    // A made-up token, or none of the right shape, finds nothing.
    expect((await send(t.app, 'GET', `/api/shifts/feed/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await send(t.app, 'GET', '/api/shifts/feed/short.ics')).statusCode).toBe(404);
    expect((await send(t.app, 'POST', '/api/shifts/feed/renew', t.client)).statusCode).toBe(403);
    expect((await send(t.app, 'POST', '/api/shifts/feed/renew')).statusCode).toBe(401);
  });
});

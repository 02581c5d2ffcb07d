import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BusinessSettingsInput } from '../../src/common/business.ts';
import { businessInstant } from '../../src/common/business-time.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { createInvites, type InviteEvent } from '../../src/server/features/invites/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, createQuote, newClient } from './quotes.fixtures.ts';

/**
 * Issue 40 §4: confirmation mails of an event, a catering order and a dinner pickup carry a calendar
 * invite (invite.ics) in the business's zone; a change sends an update with the same UID and a higher
 * SEQUENCE, a cancellation a METHOD:CANCEL. The outbox's stored attachment is what is read.
 */

// A fixed clock: Monday, October 28, 2030, 10 AM in Philadelphia (EDT). Daylight time ends on
// Sunday, November 3, so the events below are on EST (UTC-5) while the clock is on EDT (UTC-4).
const NOW = new Date('2030-10-28T14:00:00.000Z');
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
});
afterAll(() => {
  vi.useRealTimers();
});

const t = signedInTestApp({ BUSINESS_EMAIL: 'bookings@catering.test', PUBLIC_URL: 'https://catering.test' });
const CLIENT_EMAIL = 'client@catering.local';
const SIGN = { status: 'accepted', signerName: 'Jordan Avery', agreeToTerms: true };

type Mail = Awaited<ReturnType<typeof mailsTo>>[number];

/** The invite a stored mail carries, parsed as a calendar app reads it; null when it has none. */
function inviteOf(mail: Mail | undefined) {
  const file = mail?.attachments?.find((a) => a.filename === 'invite.ics');
  if (!file) return null;
  const text = Buffer.from(file.content, 'base64').toString('utf8');
  const parsed = ical.sync.parseICS(text);
  const [event] = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { contentType: file.contentType, text, event: event!, method: /^METHOD:(\w+)\r?$/m.exec(text)?.[1] };
}

/** The newest mail to `email` whose subject contains `subject`. */
async function newestMail(email: string, subject: string): Promise<Mail | undefined> {
  return (await mailsTo(t.app, t.db, email)).find((m) => m.subject.includes(subject));
}

const orderStatus = (id: number, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/status`,
    headers: { cookie: t.admin },
    payload: { status },
  });

describe('a catering order', () => {
  let order: Order;
  beforeAll(async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: t.client },
      payload: {
        firstName: 'Jordan',
        lastName: 'Avery',
        email: CLIENT_EMAIL,
        phone: '(215) 555-0142',
        eventDate: '2030-11-05',
        fulfilment: 'delivery',
        timeWindow: '12:00-14:00',
        deliveryAddress: '1500 Market St, Philadelphia, PA',
        deliveryZip: '19102',
        items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'half', quantity: 2 }],
      },
    });
    expect(res.statusCode).toBe(201);
    order = res.json<Order>();
  });

  it('is confirmed with an invite for its delivery window on the business clock, at the delivery address', async () => {
    const invite = inviteOf(await newestMail(CLIENT_EMAIL, `Order ${order.orderNumber} received`));
    expect(invite).not.toBeNull();
    expect(invite!.contentType).toBe('text/calendar; method=REQUEST');
    expect(invite!.method).toBe('REQUEST');
    const { event } = invite!;
    expect(event.uid).toBe(`order-${order.id}@catering.test`);
    expect(Number(event.sequence)).toBe(0);
    // Noon to 2 PM in Philadelphia, on EST that day: 17:00 to 19:00 UTC, written in the zone.
    expect(event.start.toISOString()).toBe('2030-11-05T17:00:00.000Z');
    expect(event.end?.toISOString()).toBe('2030-11-05T19:00:00.000Z');
    expect(event.start.toISOString()).toBe(businessInstant('2030-11-05', '12:00').toISOString());
    expect(event.start.tz).toBe('America/New_York');
    expect(invite!.text).toContain('DTSTART;TZID=America/New_York:20301105T120000');
    expect(invite!.text).toContain('BEGIN:VTIMEZONE');
    expect(event.location).toBe('1500 Market St, Philadelphia, PA 19102');
    expect(String(event.summary)).toContain(order.orderNumber);
    expect(String(event.description)).toContain(order.orderNumber);
    expect(event.status).toBe('CONFIRMED');
  });

  it("shows the admin the invite among the mail's files in the outbox", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie: t.admin } });
    expect(res.statusCode).toBe(200);
    const mails = res.json<{ mails: { subject: string; attachments: unknown[] }[] }>().mails;
    const confirmation = mails.find((m) => m.subject.includes(`Order ${order.orderNumber} received`));
    expect(confirmation?.attachments).toEqual([
      { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST' },
    ]);
    const notice = mails.find((m) => m.subject.startsWith(`New catering order ${order.orderNumber}`));
    expect(notice?.attachments).toEqual([]);
  });

  it('carries the same invite again when the business confirms it, none on its other steps', async () => {
    expect((await orderStatus(order.id, 'confirmed')).statusCode).toBe(200);
    const confirmed = inviteOf(await newestMail(CLIENT_EMAIL, `Order ${order.orderNumber} is confirmed`));
    expect(confirmed?.method).toBe('REQUEST');
    expect(confirmed?.event.uid).toBe(`order-${order.id}@catering.test`);
    // Nothing changed: the same SEQUENCE, so the calendar keeps one event.
    expect(Number(confirmed?.event.sequence)).toBe(0);
    expect((await orderStatus(order.id, 'preparing')).statusCode).toBe(200);
    const preparing = await newestMail(CLIENT_EMAIL, `Order ${order.orderNumber} is`);
    expect(preparing?.subject).not.toContain('confirmed');
    expect(inviteOf(preparing)).toBeNull();
  });

  it('mails a cancel with the same UID and a higher SEQUENCE when it is cancelled', async () => {
    expect((await orderStatus(order.id, 'cancelled')).statusCode).toBe(200);
    // Status mails wait for the next change (coalesced): the retry pass sends the last one.
    const mail = await newestMail(CLIENT_EMAIL, `Order ${order.orderNumber} is cancelled`);
    const invite = inviteOf(mail);
    expect(invite?.contentType).toBe('text/calendar; method=CANCEL');
    expect(invite?.method).toBe('CANCEL');
    expect(invite?.event.uid).toBe(`order-${order.id}@catering.test`);
    expect(invite?.event.status).toBe('CANCELLED');
    expect(Number(invite?.event.sequence)).toBe(1);
    // The same window: a calendar app matches the cancel to the event by its UID.
    expect(invite?.event.start.toISOString()).toBe('2030-11-05T17:00:00.000Z');
  });

  it('sends an update with a higher sequence when a cancelled order is reopened', async () => {
    expect((await orderStatus(order.id, 'received')).statusCode).toBe(200);
    const invite = inviteOf(await newestMail(CLIENT_EMAIL, `Order ${order.orderNumber} is`));
    expect(invite?.method).toBe('REQUEST');
    expect(invite?.event.uid).toBe(`order-${order.id}@catering.test`);
    expect(Number(invite?.event.sequence)).toBe(2);
  });
});

describe('a dinner pickup', () => {
  beforeAll(async () => {
    // The pickup address is the business's own, as its details say.
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
    const { instagram: _instagram, ...identity } = read.json<BusinessSettingsInput & { instagram: string }>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      headers: { cookie: t.admin },
      payload: { ...identity, address: '1234 Catering Lane', city: 'Philadelphia, PA' },
    });
    expect(saved.statusCode).toBe(200);
  });

  it("is confirmed with an invite at its pickup time and the business's pickup address", async () => {
    const { pickupDate, pickupTime } = nextPickup({ now: NOW });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        type: 'dinner',
        fullName: 'Morgan Reyes',
        phone: '215-555-0147',
        email: 'morgan.pickup@example.com',
        pickupDate,
        pickupTime,
        items: [{ menuItemId: t.dish('Pan-Seared Salmon').id, quantity: 2 }],
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    const invite = inviteOf(await newestMail('morgan.pickup@example.com', order.orderNumber));
    expect(invite?.method).toBe('REQUEST');
    const event = invite!.event;
    expect(event.uid).toBe(`order-${order.id}@catering.test`);
    expect(event.start.toISOString()).toBe(businessInstant(pickupDate, pickupTime).toISOString());
    expect(event.start.tz).toBe('America/New_York');
    expect(event.end!.getTime()).toBeGreaterThan(event.start.getTime());
    expect(event.location).toBe('1234 Catering Lane, Philadelphia, PA');
    expect(String(event.summary)).toContain(order.orderNumber);
  });
});

describe("a proposal's event", () => {
  it('is confirmed by the signature with an invite; a new date, once signed, is an update with a higher sequence', async () => {
    const { cookie, account } = await newClient(t.app, 'invitee');
    // Saturday, November 16, 2030, 6 PM in Philadelphia.
    const quote = await createQuote(t.app, cookie, {
      eventDate: businessInstant('2030-11-16', '18:00').toISOString(),
    });
    expect(quote.status).toBe('sent');
    expect((await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, cookie, SIGN)).statusCode).toBe(200);
    const signed = await newestMail(account.email, `You signed proposal ${quote.proposalNumber}`);
    // The signed PDF stays attached beside the invite.
    expect(signed?.attachments?.map((a) => a.filename)).toEqual([
      `proposal-${quote.proposalNumber}-signed.pdf`,
      'invite.ics',
    ]);
    const first = inviteOf(signed)!;
    expect(first.method).toBe('REQUEST');
    expect(first.event.uid).toBe(`quote-${quote.id}@catering.test`);
    expect(Number(first.event.sequence)).toBe(0);
    expect(first.event.start.toISOString()).toBe('2030-11-16T23:00:00.000Z');
    expect(first.event.start.tz).toBe('America/New_York');
    expect(first.text).toContain('DTSTART;TZID=America/New_York:20301116T180000');
    // The offer's service time (180 minutes by default) from the start.
    expect(first.event.end?.toISOString()).toBe('2030-11-17T02:00:00.000Z');
    expect(first.event.location).toBe('Fairmount Park Pavilion');
    expect(String(first.event.summary)).toContain(quote.proposalNumber);

    // The owner moves the event a day and to another venue; the client signs the new version.
    const revised = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      eventDate: businessInstant('2030-11-17', '17:00').toISOString(),
      venue: 'Horticulture Center, 100 N Horticultural Dr',
    });
    expect(revised.statusCode).toBe(200);
    expect((await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, cookie, SIGN)).statusCode).toBe(200);
    const update = inviteOf(
      (await mailsTo(t.app, t.db, account.email)).find(
        (m) => m.id !== signed!.id && m.subject.startsWith('You signed'),
      ),
    )!;
    expect(update.method).toBe('REQUEST');
    expect(update.event.uid).toBe(first.event.uid);
    expect(Number(update.event.sequence)).toBe(1);
    expect(update.event.start.toISOString()).toBe('2030-11-17T22:00:00.000Z');
    expect(update.event.location).toBe('Horticulture Center, 100 N Horticultural Dr');

    // The owner declines it after all: the client's calendar gets the cancel, same UID, higher sequence.
    expect(
      (await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, t.admin, { status: 'rejected' }))
        .statusCode,
    ).toBe(200);
    const cancel = inviteOf(await newestMail(account.email, 'Cancelled: your event'))!;
    expect(cancel.contentType).toBe('text/calendar; method=CANCEL');
    expect(cancel.method).toBe('CANCEL');
    expect(cancel.event.uid).toBe(first.event.uid);
    expect(cancel.event.status).toBe('CANCELLED');
    expect(Number(cancel.event.sequence)).toBe(2);

    // And accepts it again by phone: the event is confirmed anew, an update after the cancel.
    expect(
      (await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, t.admin, { status: 'accepted' }))
        .statusCode,
    ).toBe(200);
    const again = inviteOf(
      await newestMail(account.email, `Your event is confirmed: proposal ${quote.proposalNumber}`),
    )!;
    expect(again.method).toBe('REQUEST');
    expect(again.event.uid).toBe(first.event.uid);
    expect(Number(again.event.sequence)).toBe(3);
  });

  it('mails no cancel for a proposal declined before it was ever accepted', async () => {
    const { cookie, account } = await newClient(t.app, 'decliner');
    const quote: Quote = await createQuote(t.app, cookie);
    expect(
      (await call(t.app, 'PATCH', `/api/quotes/${quote.id}/status`, cookie, { status: 'rejected' }))
        .statusCode,
    ).toBe(200);
    const mails = await mailsTo(t.app, t.db, account.email);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.some((m) => inviteOf(m) !== null)).toBe(false);
    expect(mails.some((m) => m.subject.startsWith('Cancelled'))).toBe(false);
  });
});

describe('mails that are not about an event', () => {
  it('carry no invite: a password reset', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: CLIENT_EMAIL },
    });
    expect(res.statusCode).toBeLessThan(300);
    const reset = (await mailsTo(t.app, t.db, CLIENT_EMAIL)).find((m) => /password/i.test(m.subject));
    expect(reset).toBeDefined();
    expect(inviteOf(reset)).toBeNull();
    expect(reset?.attachments ?? []).toEqual([]);
  });
});

describe('the sequence under changes at once', () => {
  it('never gives two updates the same SEQUENCE, and mails one update for one change asked twice', async () => {
    const invites = createInvites({ db: t.db, publicUrl: 'https://catering.test' });
    const organizer = { name: 'Catering', email: 'bookings@catering.test' };
    const event = (location: string): InviteEvent => ({
      kind: 'quote',
      id: 990_001,
      when: { start: businessInstant('2030-12-06', '18:00'), end: businessInstant('2030-12-06', '21:00') },
      location,
      summary: 'Test event',
      description: 'Proposal test',
      attendee: { name: 'Jordan Avery', email: CLIENT_EMAIL },
    });
    const sequenceOf = (file: { content: Buffer } | null) =>
      file ? Number(/^SEQUENCE:(\d+)\r?$/m.exec(file.content.toString('utf8'))?.[1]) : null;
    expect(sequenceOf(await invites.confirmation(event('Hall A'), organizer))).toBe(0);
    // Two different changes at once: each its own number.
    const two = await Promise.all([
      invites.change(event('Hall B'), organizer, true),
      invites.change(event('Hall C'), organizer, true),
    ]);
    expect(two.map(sequenceOf).sort()).toEqual([1, 2]);
    // The same change twice at once: one update, the other finds nothing new to say.
    const same = await Promise.all([
      invites.change(event('Hall D'), organizer, true),
      invites.change(event('Hall D'), organizer, true),
    ]);
    expect(same.filter((file) => file !== null).map(sequenceOf)).toEqual([3]);
    // The confirmation mailed again without a change repeats the last number.
    expect(sequenceOf(await invites.confirmation(event('Hall D'), organizer))).toBe(3);
  });
});

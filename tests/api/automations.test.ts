import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/common/audit/schema.ts';
import type { Automation, AutomationsResponse } from '../../src/common/automations/schema.ts';
import { addDays, businessInstant, formatDateTime } from '../../src/common/business-time.ts';
import type { Quote, QuoteEvent } from '../../src/common/quotes/schema.ts';
import { buildApp } from '../../src/server/app.ts';
import { quotes } from '../../src/server/db/schema/index.ts';
import { buildSecondInstance, signedInTestApp } from '../helpers/test-app.ts';
import {
  automationMails,
  cateringOrder,
  DAY,
  HOUR,
  reviewToken,
  SUBJECTS,
  thankYous,
} from './automations.fixtures.ts';
import { acceptedQuote } from './payments.fixtures.ts';
import { call, createQuote, newClient, quoteBody, VISITOR_CONTACT } from './quotes.fixtures.ts';

const t = signedInTestApp();

const sentAt = (quote: Quote) => new Date(quote.sentAt!).getTime();

async function put(key: string, body: Partial<Automation>, cookie = t.admin) {
  const current = (await call(t.app, 'GET', '/api/admin/automations', t.admin)).json<AutomationsResponse>();
  const automation = current.items.find((item) => item.key === key)!;
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/automations/${key}`,
    headers: { cookie },
    payload: { ...automation, ...body },
  });
}

describe('the automations the owner controls', () => {
  it('lists the four automations, each on by default, with texts on outside production', async () => {
    const res = await call(t.app, 'GET', '/api/admin/automations', t.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<AutomationsResponse>();
    expect(body.textsEnabled).toBe(true);
    expect(body.items.map((a) => [a.key, a.enabled, a.days])).toEqual([
      ['proposal-not-opened', true, 2],
      ['proposal-not-signed', true, 3],
      ['proposal-expiring', true, 2],
      ['thank-you', true, 1],
    ]);
  });

  it('saves an automation and refuses bad input with a clear message', async () => {
    const saved = await put('proposal-not-signed', { days: 4, textBody: 'Hi {firstName}: {link}' });
    expect(saved.statusCode).toBe(200);
    const list = (await call(t.app, 'GET', '/api/admin/automations', t.admin)).json<AutomationsResponse>();
    expect(list.items.find((a) => a.key === 'proposal-not-signed')).toMatchObject({
      days: 4,
      textBody: 'Hi {firstName}: {link}',
    });

    const unknown = await put('proposal-not-signed', { mailBody: 'Dear {name}, see {link} on {eventDate}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('unknown placeholders {name}, {eventDate}');
    const negative = await put('proposal-not-signed', { days: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.body).toContain('Days cannot be negative');
    const blank = await put('proposal-not-signed', { mailSubject: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Enter the mail subject');
    const otherKey = await put('proposal-not-signed', { key: 'thank-you' });
    expect(otherKey.statusCode).toBe(400);
    expect(otherKey.body).toContain('is not the address');
    const noSuch = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/automations/birthday',
      headers: { cookie: t.admin },
      payload: { enabled: true, days: 1, mailSubject: 's', mailBody: 'b', textBody: 't' },
    });
    // A path that names no automation is no route of ours (404), as for a record id.
    expect(noSuch.statusCode).toBe(404);
    expect(noSuch.body).toContain('Choose an automation');
    // Back to the default timing for the tests below.
    expect((await put('proposal-not-signed', { days: 3 })).statusCode).toBe(200);
  });

  it('switches an automation off with only { enabled: false }, its words kept; an empty body is refused', async () => {
    const before = (await call(t.app, 'GET', '/api/admin/automations', t.admin))
      .json<AutomationsResponse>()
      .items.find((a) => a.key === 'proposal-not-opened')!;
    const putRaw = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/automations/proposal-not-opened',
        headers: { cookie: t.admin },
        payload,
      });
    const off = await putRaw({ enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ ...before, enabled: false });
    const empty = await putRaw({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Send what to change');
    const on = await putRaw({ key: 'proposal-not-opened', enabled: true });
    expect(on.json()).toEqual(before);
  });

  it('previews the texts on a real proposal, with the unsaved texts when given; 404 for a missing one', async () => {
    const quote = await createQuote(t.app, t.client);
    const res = await call(t.app, 'POST', '/api/admin/automations/proposal-not-opened/preview', t.admin, {
      recordId: quote.id,
    });
    expect(res.statusCode).toBe(200);
    const preview = res.json<{ mailSubject: string; mailBody: string; textBody: string }>();
    expect(preview.mailSubject).toBe(`Your proposal ${quote.proposalNumber} is waiting for you`);
    expect(preview.mailBody).toContain(`http://localhost:5000/proposals?quote=${quote.id}`);
    expect(preview.textBody).not.toMatch(/\{\w+\}/);
    const unsaved = await call(t.app, 'POST', '/api/admin/automations/thank-you/preview', t.admin, {
      recordId: quote.id,
      textBody: 'Thanks {firstName}, rate {proposalNumber}',
    });
    expect(unsaved.json().textBody).toMatch(new RegExp(`^Thanks \\S+, rate ${quote.proposalNumber}$`));

    const missing = await call(t.app, 'POST', '/api/admin/automations/proposal-not-opened/preview', t.admin, {
      recordId: 999_999,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Proposal not found.');
    const order = await cateringOrder(t, 'preview.order@example.com', 'Pat');
    const onOrder = await call(t.app, 'POST', '/api/admin/automations/thank-you/preview', t.admin, {
      recordId: order.id,
      kind: 'order',
    });
    expect(onOrder.json().mailBody).toContain('Hello Pat,');
  });
});

describe("each automation's timing: not before, exactly once after", () => {
  it('nudges a proposal sent but not opened in 2 days, once, with the audit entry on its trail', async () => {
    const quote = await createQuote(t.app, t.client);
    expect(quote.status).toBe('sent');
    await t.app.automations.runOnce(new Date(sentAt(quote) + 2 * DAY - HOUR));
    expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-opened'])).toHaveLength(0);
    await t.app.automations.runOnce(new Date(sentAt(quote) + 2 * DAY + 60_000));
    await t.app.automations.runOnce(new Date(sentAt(quote) + 2 * DAY + 2 * HOUR));
    const mails = await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-opened']);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/proposals?quote=${quote.id}`);

    const audit = await call(t.app, 'GET', `/api/admin/audit?entity=quote&id=${quote.id}`, t.admin);
    const entries = audit.json<AuditPage>().events.filter((e) => e.action === 'automation-sent');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { name: 'System', role: 'system' },
      after: { automation: 'proposal-not-opened', mail: quote.clientEmail },
    });
  });

  it('catches up a week after downtime, never on a proposal left unopened for longer', async () => {
    const quote = await createQuote(t.app, t.client);
    await t.app.automations.runOnce(new Date(sentAt(quote) + 2 * DAY + 8 * DAY));
    expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-opened'])).toHaveLength(0);
    const recent = await createQuote(t.app, t.client);
    await t.app.automations.runOnce(new Date(sentAt(recent) + 2 * DAY + 6 * DAY));
    expect(await automationMails(t.app, t.db, recent, SUBJECTS['proposal-not-opened'])).toHaveLength(1);
  });

  it('follows up a proposal opened but not signed in 3 days, once', async () => {
    const quote = await createQuote(t.app, t.client);
    const viewed = (await call(t.app, 'PATCH', `/api/quotes/${quote.id}/viewed`, t.client)).json<Quote>();
    expect(viewed.status).toBe('viewed');
    const openedAt = new Date(viewed.viewedAt!).getTime();
    await t.app.automations.runOnce(new Date(openedAt + 3 * DAY - HOUR));
    expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-signed'])).toHaveLength(0);
    await t.app.automations.runOnce(new Date(openedAt + 3 * DAY + 60_000));
    await t.app.automations.runOnce(new Date(openedAt + 4 * DAY));
    expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-signed'])).toHaveLength(1);
    // An opened proposal is never nudged as unopened.
    expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-opened'])).toHaveLength(0);
  });

  it('reminds 2 days before a proposal expires, once, with its number, date and link: the one expiry mail', async () => {
    const quote = await createQuote(t.app, t.client);
    const expires = new Date(quote.validUntil!).getTime();
    // Every mail about the coming expiry, whichever job sent it (issue 27's reminders ran beside).
    const expiring = async () =>
      (await automationMails(t.app, t.db, quote, SUBJECTS['proposal-expiring'])).filter((m) =>
        m.subject.includes('expire'),
      );
    const both = async (at: number) => {
      await t.app.automations.runOnce(new Date(at));
      await t.app.proposalReminders.runOnce(new Date(at));
    };
    await both(expires - 3 * DAY + 60_000);
    await both(expires - 2 * DAY - HOUR);
    expect(await expiring()).toHaveLength(0);
    await both(expires - 2 * DAY + 60_000);
    await both(expires - DAY);
    const mails = await expiring();
    expect(mails).toHaveLength(1);
    const date = `${formatDateTime(quote.validUntil)} ET`;
    expect(mails[0]!.subject).toBe(`Proposal ${quote.proposalNumber} expires on ${date}`);
    expect(mails[0]!.text).toContain(
      `Your proposal ${quote.proposalNumber} is open to signature until ${date}.`,
    );
    expect(mails[0]!.text).toContain(`http://localhost:5000/proposals?quote=${quote.id}`);
    const audit = await call(t.app, 'GET', `/api/admin/audit?entity=quote&id=${quote.id}`, t.admin);
    expect(
      audit
        .json<AuditPage>()
        .events.filter((e) => e.action === 'automation-sent')
        .map((e) => e.after),
    ).toEqual([expect.objectContaining({ automation: 'proposal-expiring' })]);

    // Once it has expired, the trail records it as before; no mail comes of it.
    await both(expires + HOUR);
    expect(await expiring()).toHaveLength(1);
    const events = (await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, t.client)).json<
      QuoteEvent[]
    >();
    expect(events.filter((e) => e.kind === 'expired')).toHaveLength(1);
  });

  it('sends no expiry reminder while the owner has it off, nor once the client signed', async () => {
    expect((await put('proposal-expiring', { enabled: false })).statusCode).toBe(200);
    const off = await createQuote(t.app, t.client);
    const expires = new Date(off.validUntil!).getTime();
    await t.app.automations.runOnce(new Date(expires - DAY));
    await t.app.proposalReminders.runOnce(new Date(expires - DAY));
    expect(await automationMails(t.app, t.db, off, SUBJECTS['proposal-expiring'])).toHaveLength(0);
    expect((await put('proposal-expiring', { enabled: true })).statusCode).toBe(200);

    const signed = await createQuote(t.app, t.client);
    const sign = await call(t.app, 'PATCH', `/api/quotes/${signed.id}/status`, t.client, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });
    expect(sign.statusCode).toBe(200);
    await t.app.automations.runOnce(new Date(new Date(signed.validUntil!).getTime() - DAY));
    expect(await automationMails(t.app, t.db, signed, SUBJECTS['proposal-expiring'])).toHaveLength(0);
  });

  it('reminds a renewed proposal once more before its new deadline, once across two instances', async () => {
    const quote = await createQuote(t.app, t.client);
    const expires = new Date(quote.validUntil!).getTime();
    const reminders = async () => automationMails(t.app, t.db, quote, SUBJECTS['proposal-expiring']);
    await t.app.automations.runOnce(new Date(expires - 2 * DAY + 60_000));
    expect(await reminders()).toHaveLength(1);

    // The owner renews it: a new version with a deadline ten days later.
    const renewed = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      validUntil: new Date(expires + 10 * DAY).toISOString(),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<Quote>()).toMatchObject({ status: 'sent', version: 2 });
    const newExpires = new Date(renewed.json<Quote>().validUntil!).getTime();
    expect(newExpires).toBe(expires + 10 * DAY);

    // Not before its new deadline is 2 days away, however often the job runs.
    await t.app.automations.runOnce(new Date(expires - DAY));
    await t.app.automations.runOnce(new Date(newExpires - 3 * DAY));
    expect(await reminders()).toHaveLength(1);

    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    await second.ready();
    try {
      const at = new Date(newExpires - 2 * DAY + 60_000);
      for (let round = 0; round < 2; round++)
        await Promise.all([t.app.automations.runOnce(at), second.automations.runOnce(at)]);
    } finally {
      await second.close();
    }
    await t.app.automations.runOnce(new Date(newExpires - DAY));
    const mails = await reminders();
    expect(mails).toHaveLength(2);
    // Newest first: the new deadline, then the first one.
    expect(mails.map((m) => m.subject)).toEqual([
      `Proposal ${quote.proposalNumber} expires on ${formatDateTime(new Date(newExpires).toISOString())} ET`,
      `Proposal ${quote.proposalNumber} expires on ${formatDateTime(quote.validUntil)} ET`,
    ]);
    const audit = await call(t.app, 'GET', `/api/admin/audit?entity=quote&id=${quote.id}`, t.admin);
    expect(
      audit
        .json<AuditPage>()
        .events.filter((e) => e.action === 'automation-sent')
        .map((e) => e.after),
    ).toEqual([
      expect.objectContaining({ automation: 'proposal-expiring' }),
      expect.objectContaining({ automation: 'proposal-expiring' }),
    ]);
  });

  it('the owner times it: 5 days before, not at 6', async () => {
    expect((await put('proposal-expiring', { days: 5 })).statusCode).toBe(200);
    const quote = await createQuote(t.app, t.client);
    const expires = new Date(quote.validUntil!).getTime();
    await t.app.automations.runOnce(new Date(expires - 6 * DAY));
    expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-expiring'])).toHaveLength(0);
    await t.app.automations.runOnce(new Date(expires - 5 * DAY + 60_000));
    expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-expiring'])).toHaveLength(1);
    expect((await put('proposal-expiring', { days: 2 })).statusCode).toBe(200);
  });

  it('refuses {expiresOn} in the thank-you, which has no proposal', async () => {
    const res = await put('thank-you', { mailBody: 'Thanks {firstName}, before {expiresOn}: {link}' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The thank-you has no proposal expiry: remove {expiresOn}');
  });

  it('thanks a client the day after the event, once, with a single-use review link', async () => {
    const { account, cookie } = await newClient(t.app, 'thanks');
    const eventDay = addDays(new Date().toISOString().slice(0, 10), 30);
    const quote = await acceptedQuote(t.app, cookie, t.admin, {
      eventDate: businessInstant(eventDay, '18:00').toISOString(),
    });
    await t.app.automations.runOnce(businessInstant(eventDay, '23:30'));
    expect(await thankYous(t.app, t.db, account.email)).toHaveLength(0);
    await t.app.automations.runOnce(businessInstant(addDays(eventDay, 1), '09:00'));
    await t.app.automations.runOnce(businessInstant(addDays(eventDay, 1), '15:00'));
    const mails = await thankYous(t.app, t.db, account.email);
    expect(mails).toHaveLength(1);
    const token = reviewToken(mails[0]!.text);
    const target = await call(t.app, 'GET', `/api/reviews/${token}`);
    expect(target.json()).toEqual({
      kind: 'quote',
      title: `Wedding, proposal ${quote.proposalNumber}`,
      eventDate: eventDay,
    });
  });

  it('thanks a catering order the day after its day, never a cancelled one', async () => {
    const order = await cateringOrder(t, 'thanks.order@example.com');
    const cancelled = await cateringOrder(t, 'cancelled.order@example.com');
    const moved = await call(t.app, 'PATCH', `/api/orders/${cancelled.id}/status`, t.admin, {
      status: 'cancelled',
    });
    expect(moved.statusCode).toBe(200);
    await t.app.automations.runOnce(businessInstant(order.eventDate!, '20:00'));
    expect(await thankYous(t.app, t.db, 'thanks.order@example.com')).toHaveLength(0);
    await t.app.automations.runOnce(businessInstant(addDays(order.eventDate!, 1), '10:00'));
    const mails = await thankYous(t.app, t.db, 'thanks.order@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Hello Dana,');
    expect(await thankYous(t.app, t.db, 'cancelled.order@example.com')).toHaveLength(0);
    const audit = await call(t.app, 'GET', `/api/admin/audit?entity=order&id=${order.id}`, t.admin);
    expect(audit.json<AuditPage>().events.map((e) => e.action)).toContain('automation-sent');
  });
});

describe('never after the client acted, never when switched off', () => {
  it('sends nothing on a proposal signed, declined or with changes requested', async () => {
    const signed = await createQuote(t.app, t.client);
    await call(t.app, 'PATCH', `/api/quotes/${signed.id}/status`, t.client, {
      status: 'accepted',
      signerName: 'Jordan Client',
      agreeToTerms: true,
    });
    const declined = await createQuote(t.app, t.client);
    expect(
      (await call(t.app, 'PATCH', `/api/quotes/${declined.id}/status`, t.client, { status: 'rejected' }))
        .statusCode,
    ).toBe(200);
    const changes = await createQuote(t.app, t.client);
    expect(
      (
        await call(t.app, 'POST', `/api/quotes/${changes.id}/change-requests`, t.client, {
          message: 'Fewer guests, please.',
        })
      ).statusCode,
    ).toBe(200);
    const expires = new Date(signed.validUntil!).getTime();
    for (const at of [sentAt(signed) + 2 * DAY + HOUR, expires - DAY])
      await t.app.automations.runOnce(new Date(at));
    for (const quote of [signed, declined, changes])
      for (const subject of Object.values(SUBJECTS).slice(0, 3))
        expect(await automationMails(t.app, t.db, quote, subject)).toHaveLength(0);
  });

  it('sends nothing while the automation is off, and sends once it is back on', async () => {
    expect((await put('proposal-not-opened', { enabled: false })).statusCode).toBe(200);
    const quote = await createQuote(t.app, t.client);
    const due = new Date(sentAt(quote) + 2 * DAY + HOUR);
    await t.app.automations.runOnce(due);
    expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-opened'])).toHaveLength(0);
    expect((await put('proposal-not-opened', { enabled: true })).statusCode).toBe(200);
    await t.app.automations.runOnce(due);
    expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-opened'])).toHaveLength(1);
  });
});

describe('texts', () => {
  it("texts the nudge to a visitor's number that opted in, and not to one that did not", async () => {
    const optedIn = await createQuote(t.app, undefined, {
      ...VISITOR_CONTACT,
      contactEmail: 'texted.visitor@example.com',
      contactPhone: '(215) 555-0142',
    });
    const silent = await createQuote(t.app, undefined, {
      ...VISITOR_CONTACT,
      contactEmail: 'silent.visitor@example.com',
      contactPhone: '(215) 555-0143',
    });
    await t.app.texts.consents.optIn('+12155550142', 'quote', null);
    await t.app.automations.runOnce(new Date(sentAt(optedIn) + 2 * DAY + HOUR));
    const outbox = await call(t.app, 'GET', '/api/admin/sms-outbox', t.admin);
    const texts = outbox.json<{ items: { to: string; body: string }[] }>().items;
    const nudge = texts.filter((text) => text.body.includes(optedIn.proposalNumber));
    expect(nudge.map((text) => text.to)).toEqual(['+12155550142']);
    // A visitor's nudge links to the proposal itself, no account needed.
    expect(nudge[0]!.body).toContain(`/proposal?quote=${optedIn.id}&token=`);
    expect(
      texts.some((text) => text.to === '+12155550143' || text.body.includes(silent.proposalNumber)),
    ).toBe(false);
    const audit = await call(t.app, 'GET', `/api/admin/audit?entity=quote&id=${silent.id}`, t.admin);
    const entry = audit.json<AuditPage>().events.find((e) => e.action === 'automation-sent');
    expect(entry?.after).toMatchObject({ text: 'none (no-consent)' });

    // The proposal's own trail says the same, read from the audit trail.
    const followUps = async (id: number) =>
      (await call(t.app, 'GET', `/api/quotes/${id}/events`, t.admin))
        .json<QuoteEvent[]>()
        .filter((e) => e.kind === 'follow_up');
    const texted = await followUps(optedIn.id);
    expect(texted).toHaveLength(1);
    expect(texted[0]!.detail).toMatch(
      /^Proposal not opened: mailed to texted\.visitor@example\.com; text (queued|scheduled) to \+12155550142$/,
    );
    expect((await followUps(silent.id)).map((e) => e.detail)).toEqual([
      'Proposal not opened: mailed to silent.visitor@example.com; not texted (no consent)',
    ]);
  });
});

describe("the proposal's audit trail", () => {
  it('shows its client and the owner each follow-up sent, once, after the sending; no one else sees it', async () => {
    const quote = await createQuote(t.app, t.client);
    await t.app.automations.runOnce(new Date(sentAt(quote) + 2 * DAY + HOUR));
    await t.app.automations.runOnce(new Date(sentAt(quote) + 2 * DAY + 2 * HOUR));
    for (const cookie of [t.client, t.admin]) {
      const res = await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, cookie);
      expect(res.statusCode).toBe(200);
      const events = res.json<QuoteEvent[]>();
      const followUps = events.filter((e) => e.kind === 'follow_up');
      expect(followUps).toEqual([
        {
          kind: 'follow_up',
          at: expect.any(String),
          version: null,
          by: 'System',
          role: 'system',
          detail: expect.stringMatching(new RegExp(`^Proposal not opened: mailed to ${quote.clientEmail}; `)),
        },
      ]);
      // Oldest first: sent, then the follow-up two days later.
      expect(events.map((e) => e.kind).slice(-2)).toEqual(['sent', 'follow_up']);
    }
    // Written once: the admin's audit holds the one entry, and nothing was copied into the quote's log.
    const audit = (
      await call(t.app, 'GET', `/api/admin/audit?entity=quote&id=${quote.id}`, t.admin)
    ).json<AuditPage>();
    expect(
      audit.events.map((e) => e.action).filter((a) => a.includes('follow') || a === 'automation-sent'),
    ).toEqual(['automation-sent']);
    const stranger = (await newClient(t.app, 'trailstranger')).cookie;
    expect((await call(t.app, 'GET', `/api/quotes/${quote.id}/events`, stranger)).statusCode).toBe(404);
  });
});

describe('once-only across two app instances on one database', () => {
  it('two instances running the job at once send each automation once per record', async () => {
    const second = await buildApp({ config: t.config, db: t.db, logger: false });
    await second.ready();
    try {
      const made = await Promise.all([1, 2, 3].map(() => createQuote(t.app, t.client, quoteBody())));
      const at = new Date(Math.max(...made.map(sentAt)) + 2 * DAY + HOUR);
      for (let round = 0; round < 2; round++)
        await Promise.all([t.app.automations.runOnce(at), second.automations.runOnce(at)]);
      for (const quote of made)
        expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-opened'])).toHaveLength(1);
      const [row] = await t.db.select().from(quotes).where(eq(quotes.id, made[0]!.id));
      expect(row?.status).toBe('sent');
    } finally {
      await second.close();
    }
  });
});

// Two instances with their own connections need a shared server database: the PostgreSQL pass of CI.
describe.skipIf(!process.env.DATABASE_URL)('once-only across two instances on PostgreSQL', () => {
  it('both instances run the job at once and each record gets its nudge once', async () => {
    const second = await buildSecondInstance(t);
    try {
      const made = await Promise.all([1, 2, 3].map(() => createQuote(t.app, t.client)));
      const at = new Date(Math.max(...made.map(sentAt)) + 2 * DAY + HOUR);
      for (let round = 0; round < 3; round++)
        await Promise.all([t.app.automations.runOnce(at), second.automations.runOnce(at)]);
      for (const quote of made)
        expect(await automationMails(t.app, t.db, quote, SUBJECTS['proposal-not-opened'])).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

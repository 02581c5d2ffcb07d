import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inquiry, InquiryList } from '../../src/common/inquiries.ts';
import { type CaughtMail, startMailCatcher } from '../helpers/mail-catcher.ts';
import { buildTestApp, signInAsAdmin, signInAsClient, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: string;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  catcher = await startMailCatcher();
  t = await buildTestApp({ SMTP_URL: catcher.url });
  admin = await signInAsAdmin(t.app);
});
afterAll(async () => {
  await t.close();
  await catcher.close();
});

const replyTo = (mail: CaughtMail) => /^Reply-To: (.*)$/im.exec(mail.headers)?.[1]?.trim();
const mailTo = (email: string, subject?: string) =>
  catcher.waitForMail((m) => m.to.includes(email) && (!subject || m.subject.includes(subject)));

let nextIp = 1;
const contact = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/inquiries',
    payload: body,
    remoteAddress: `198.51.100.${nextIp++}`,
  });

async function saveBusinessEmail(email: string) {
  const current = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
  const { instagram: _readOnly, ...details } = current.json();
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    headers: { cookie: admin },
    payload: { ...details, email },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('one story in the mail', () => {
  it('the newsletter confirmation reads "Confirm your subscription to Hearth & Table Catering"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'story.reader@example.com' },
    });
    expect(res.statusCode).toBe(202);
    const mail = await mailTo('story.reader@example.com');
    expect(mail.subject).toBe('Confirm your subscription to Hearth & Table Catering');
  });

  it('every mail answers to the business: BUSINESS_EMAIL, then the email saved in business details', async () => {
    await contact({ fullName: 'Rae Replier', email: 'rae@example.com', message: 'Hello' });
    const notice = await mailTo(t.config.businessEmail, 'Rae Replier');
    const ack = await mailTo('rae@example.com');
    const subscription = await mailTo('story.reader@example.com');
    for (const mail of [notice, ack, subscription]) expect(replyTo(mail)).toBe(t.config.businessEmail);

    await saveBusinessEmail('hello@hearth-table.example');
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'storyuser',
        email: 'story.user@example.com',
        password: 'StoryUser1',
        confirmPassword: 'StoryUser1',
      },
    });
    await contact({ fullName: 'Sol Second', email: 'sol@example.com' });
    const later = [await mailTo('sol@example.com'), await mailTo(t.config.businessEmail, 'Sol Second')];
    for (const mail of later) expect(replyTo(mail)).toBe('hello@hearth-table.example');
    // Every mail caught so far, whatever sent it, carries a Reply-To of the business.
    await t.app.mailer.flush();
    const replyTos = new Set(catcher.mails.map(replyTo));
    expect(
      [...replyTos].every((r) => r === t.config.businessEmail || r === 'hello@hearth-table.example'),
    ).toBe(true);
    await saveBusinessEmail('');
  });

  it('the contact form sends the visitor an acknowledgement that repeats none of their message', async () => {
    const res = await contact({
      fullName: 'Ada Visitor',
      email: 'ada.visitor@example.com',
      message: 'Click http://spam.example now',
    });
    expect(res.statusCode).toBe(201);
    const ack = await mailTo('ada.visitor@example.com');
    expect(ack.subject).toBe('Thank you for writing to Hearth & Table Catering');
    expect(ack.text).toContain('Hello Ada,');
    expect(ack.text).toContain('Thank you for writing to Hearth & Table Catering');
    expect(ack.text).not.toContain('spam.example');
  });
});

describe('answering an inquiry from the app', () => {
  it('mails the answer to the visitor, keeps it in the history and marks the inquiry handled', async () => {
    const sent = await contact({
      fullName: 'Nora Asker',
      email: 'nora.asker@example.com',
      message: 'Do you cater on Sundays?',
    });
    const { id } = sent.json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${id}/replies`,
      headers: { cookie: admin },
      payload: { message: 'Yes, Sundays are for events. Shall we call you?' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const inquiry = res.json<Inquiry>();
    expect(inquiry.handledAt).not.toBeNull();
    expect(inquiry.replies).toEqual([
      expect.objectContaining({ body: 'Yes, Sundays are for events. Shall we call you?', sentBy: 'admin' }),
    ]);

    const mail = await mailTo('nora.asker@example.com', 'Re: your message');
    expect(mail.subject).toBe('Re: your message to Hearth & Table Catering');
    expect(mail.text).toContain('Yes, Sundays are for events.');
    expect(mail.text).toContain('> Do you cater on Sundays?');
    expect(replyTo(mail)).toBe(t.config.businessEmail);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?status=all&pageSize=100',
      headers: { cookie: admin },
    });
    const listed = list.json<InquiryList>().items.find((i) => i.id === id);
    expect(listed?.replies.map((r) => r.body)).toEqual(['Yes, Sundays are for events. Shall we call you?']);
  });

  it('refuses a client (403), an unknown inquiry (404) and an empty answer (400)', async () => {
    const { id } = (await contact({ fullName: 'Ivy Other', email: 'ivy@example.com' })).json();
    const client = await signInAsClient(t.app);
    const asClient = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${id}/replies`,
      headers: { cookie: client },
      payload: { message: 'Hi' },
    });
    expect(asClient.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries/999999/replies',
      headers: { cookie: admin },
      payload: { message: 'Hi' },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/inquiries/${id}/replies`,
      headers: { cookie: admin },
      payload: { message: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.message).toBe('Write your answer');
  });
});

describe('Book the Truck', () => {
  const request = {
    fullName: 'Theo Trucker',
    email: 'theo.trucker@example.com',
    phone: '(215) 555-0123',
    eventDate: '2099-07-04',
    startTime: '12:00',
    hours: 3,
    place: 'Clark Park, 43rd & Baltimore',
    guestCount: 150,
    message: 'Block party for the neighbourhood.',
  };
  const book = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/inquiries/truck',
      payload,
      remoteAddress: `198.51.100.${nextIp++}`,
    });

  it('stores a truck request that reaches the owner as such: mailed, and listed with its stop', async () => {
    const res = await book(request);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const notice = await mailTo(t.config.businessEmail, 'Truck request');
    expect(notice.subject).toBe(
      `Truck request #${id}: 2099-07-04 at Clark Park, 43rd & Baltimore, 150 guests`,
    );
    expect(notice.text).toContain('Start: 12:00, for 3 hours');
    await mailTo('theo.trucker@example.com');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/inquiries?status=open&pageSize=100',
      headers: { cookie: admin },
    });
    expect(list.json<InquiryList>().items.find((i) => i.id === id)).toMatchObject({
      kind: 'truck',
      eventType: 'Food Truck Booking',
      eventDate: '2099-07-04',
      guestCount: 150,
      place: 'Clark Park, 43rd & Baltimore',
      startTime: '12:00',
      hours: 3,
    });
  });

  it('refuses a booking under the truck minimum, a missing place and a past date, by field', async () => {
    const short = await book({ ...request, hours: 1 });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.hours).toBe('The truck is booked for at least 2 hours');
    const nowhere = await book({ ...request, place: ' ' });
    expect(nowhere.json().fieldErrors.place).toBe('Where should the truck park?');
    const past = await book({ ...request, eventDate: '2001-01-01' });
    expect(past.json().fieldErrors.eventDate).toBe('Event date cannot be in the past');
  });
});

import { eq } from 'drizzle-orm';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessInstant } from '../../src/common/business-time.ts';
import { smsOutbox } from '../../src/server/db/schema/index.ts';
import { queueText, recordSmsConsent } from '../../src/server/features/texts/index.ts';
import { buildTestApp, signedInTestApp, type TestApp } from '../helpers/test-app.ts';
import { newClient } from './quotes.fixtures.ts';
import { clockAt, consentOf, NOON, textsTo } from './texts.fixtures.ts';

/**
 * Issue 40 §1: Twilio's webhooks, signed with the account's auth token: STOP and START from the
 * phone, delivery statuses. Texts go through the simulated gateway; the token checks the webhooks.
 */

const AUTH_TOKEN = 'test-twilio-auth-token';
clockAt(NOON);
const t = signedInTestApp({
  TEXT_GATEWAY: 'simulated',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  TWILIO_FROM: '+12155550000',
});
afterAll(() => vi.useRealTimers());

/** A webhook as Twilio posts it: a form, signed over our public URL and every field. */
function webhook(path: string, params: Record<string, string>, signature?: string | null) {
  const expected = twilio.getExpectedTwilioSignature(AUTH_TOKEN, `${t.config.publicUrl}${path}`, params);
  const header = signature === undefined ? expected : signature;
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(header === null ? {} : { 'x-twilio-signature': header }),
    },
    payload: new URLSearchParams(params).toString(),
  });
}
const inbound = (from: string, body: string, signature?: string | null) =>
  webhook(
    '/api/sms/inbound',
    { From: from, To: '+12155550000', Body: body, MessageSid: `SMin${Math.random()}` },
    signature,
  );

async function optedIn(phone: string) {
  const outcome = await recordSmsConsent(t.app, { userId: null, phone, source: 'checkout', optIn: true });
  expect(outcome.ok).toBe(true);
}
const text = (phone: string, key: string) =>
  queueText(t.app, { userId: null, phone, body: `Update ${key}`, reason: 'test', recordKey: key });

describe("Twilio's signature", () => {
  it('refuses a missing or wrong signature with 403 and changes nothing', async () => {
    await optedIn('+12155550201');
    expect((await inbound('+12155550201', 'STOP', null)).statusCode).toBe(403);
    const wrong = await inbound('+12155550201', 'STOP', 'bm90IHRoZSBzaWduYXR1cmU=');
    expect(wrong.statusCode).toBe(403);
    // Signed for other fields than those sent: wrong too.
    const params = { From: '+12155550201', Body: 'START' };
    const forged = twilio.getExpectedTwilioSignature(
      AUTH_TOKEN,
      `${t.config.publicUrl}/api/sms/inbound`,
      params,
    );
    expect((await inbound('+12155550201', 'STOP', forged)).statusCode).toBe(403);
    expect(
      (await webhook('/api/sms/status', { MessageSid: 'SM1', MessageStatus: 'delivered' }, null)).statusCode,
    ).toBe(403);
    expect(await consentOf(t.db, '+12155550201')).toMatchObject({ status: 'in' });
  });

  it('accepts the right one: a signed status updates the row of that message', async () => {
    await optedIn('+12155550202');
    const sent = await text('+12155550202', 'status-1');
    expect(sent).toMatchObject({ outcome: 'queued', to: '+12155550202' });
    const [row] = await t.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+12155550202'));
    expect(row?.gatewayId).toBeTruthy();

    const delivered = await webhook('/api/sms/status', {
      MessageSid: row!.gatewayId!,
      MessageStatus: 'delivered',
      AccountSid: 'AC00000000000000000000000000000000',
    });
    expect(delivered.statusCode, delivered.body).toBe(204);
    expect((await textsTo(t.app, t.admin, '+12155550202'))[0]).toMatchObject({ status: 'delivered' });
    // A late "sent" does not undo "delivered"; "undelivered" is a failure.
    await webhook('/api/sms/status', { MessageSid: row!.gatewayId!, MessageStatus: 'sent' });
    expect((await textsTo(t.app, t.admin, '+12155550202'))[0]).toMatchObject({ status: 'delivered' });
    await webhook('/api/sms/status', {
      MessageSid: row!.gatewayId!,
      MessageStatus: 'undelivered',
      ErrorCode: '30003',
    });
    expect((await textsTo(t.app, t.admin, '+12155550202'))[0]).toMatchObject({ status: 'failed' });
  });
});

describe('STOP and START from the phone', () => {
  it('STOP opts out at once, is confirmed once, and nothing is sent after it', async () => {
    await optedIn('+12155550203');
    expect(await text('+12155550203', 'before-stop')).toMatchObject({ outcome: 'queued' });

    const stop = await inbound('+1 (215) 555-0203', '  stop ');
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toContain('text/xml');
    expect(await consentOf(t.db, '+12155550203')).toMatchObject({ status: 'out', source: 'sms' });
    expect((await inbound('+12155550203', 'STOP')).statusCode).toBe(200);

    const texts = await textsTo(t.app, t.admin, '+12155550203');
    expect(texts.map((x) => x.body)).toEqual([expect.stringContaining('unsubscribed'), 'Update before-stop']);
    expect(await text('+12155550203', 'after-stop')).toEqual({ outcome: 'skipped', why: 'opted-out' });
    expect(await textsTo(t.app, t.admin, '+12155550203')).toHaveLength(2);
  });

  it('START opts back in, with a confirmation, and texts go again', async () => {
    await optedIn('+12155550204');
    await inbound('+12155550204', 'Stop');
    const start = await inbound('+12155550204', 'start');
    expect(start.statusCode).toBe(200);
    expect(await consentOf(t.db, '+12155550204')).toMatchObject({ status: 'in', optedInSource: 'sms' });
    expect(await text('+12155550204', 'after-start')).toMatchObject({ outcome: 'queued' });
    const bodies = (await textsTo(t.app, t.admin, '+12155550204')).map((x) => x.body);
    expect(bodies).toEqual([
      'Update after-start',
      expect.stringContaining('subscribed to texts'),
      expect.stringContaining('unsubscribed'),
    ]);
  });

  it.each(['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'])('%s is a STOP too', async (word) => {
    const phone = `+1215555${String(300 + ['STOPALL', 'unsubscribe', 'Cancel', 'END', 'quit'].indexOf(word)).padStart(4, '0')}`;
    await optedIn(phone);
    await inbound(phone, word);
    expect(await consentOf(t.db, phone)).toMatchObject({ status: 'out' });
  });

  it('UNSTOP is a START too', async () => {
    await optedIn('+12155550210');
    await inbound('+12155550210', 'END');
    await inbound('+12155550210', ' unstop');
    expect(await consentOf(t.db, '+12155550210')).toMatchObject({ status: 'in', optedInSource: 'sms' });
  });

  it('a sentence that only mentions stop changes nothing', async () => {
    await optedIn('+12155550206');
    await inbound('+12155550206', 'Please do not stop the texts');
    expect(await consentOf(t.db, '+12155550206')).toMatchObject({ status: 'in' });
  });

  it('a text held overnight by quiet hours is not sent after a STOP', async () => {
    await optedIn('+12155550208');
    const night = businessInstant('2026-12-08', '23:00');
    const held = await queueText(
      t.app,
      { userId: null, phone: '+12155550208', body: 'Tomorrow', reason: 'test', recordKey: 'held' },
      night,
    );
    expect(held).toMatchObject({ outcome: 'scheduled' });
    await inbound('+12155550208', 'STOP');
    expect(await t.app.texts.sendScheduled(businessInstant('2026-12-09', '08:00'))).toBe(0);
    const held8am = (await textsTo(t.app, t.admin, '+12155550208')).find((x) => x.body === 'Tomorrow');
    expect(held8am?.status).toBe('failed');
  });

  it("turns the account's switch off when its phone texts STOP", async () => {
    const { cookie } = await newClient(t.app, 'stopper');
    const on = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie },
      payload: { phone: '(215) 555-0207', preferences: { smsNotifications: true } },
    });
    expect(on.statusCode, on.body).toBe(200);
    await inbound('+12155550207', 'STOP');
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().preferences.smsNotifications).toBe(false);
  });
});

describe('with Twilio sending', () => {
  let twilioApp: TestApp;
  beforeAll(async () => {
    twilioApp = await buildTestApp({
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      TWILIO_FROM: '+12155550000',
    });
  });
  afterAll(() => twilioApp.close());

  it('opts out on STOP and leaves the one confirmation to Twilio, which replies to the keyword itself', async () => {
    expect(twilioApp.app.texts.gateway).toBe('twilio');
    await recordSmsConsent(twilioApp.app, {
      userId: null,
      phone: '+12155550209',
      source: 'checkout',
      optIn: true,
    });
    const params = { From: '+12155550209', To: '+12155550000', Body: 'STOP' };
    const res = await twilioApp.app.inject({
      method: 'POST',
      url: '/api/sms/inbound',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilio.getExpectedTwilioSignature(
          AUTH_TOKEN,
          `${twilioApp.config.publicUrl}/api/sms/inbound`,
          params,
        ),
      },
      payload: new URLSearchParams(params).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(await consentOf(twilioApp.db, '+12155550209')).toMatchObject({ status: 'out' });
    expect(await twilioApp.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+12155550209'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { BusinessSettingsInput } from '../../src/common/business.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { postQuote, quoteBody, VISITOR_CONTACT } from './quotes.fixtures.ts';

/** Issue 27 §1: the owner chooses whether priced package requests go out at once or wait for review. */

const t = signedInTestApp();

async function sendPricedAtOnce(on: boolean) {
  const read = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
  const { instagram: _instagram, ...identity } = read.json() as BusinessSettingsInput & { instagram: string };
  const offer = identity.offer!;
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    headers: { cookie: t.admin },
    payload: { ...identity, offer: { ...offer, proposals: { ...offer.proposals, sendPricedAtOnce: on } } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const request = (email: string) =>
  postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, contactEmail: email, menuPackage: 'full-service' }));

describe('priced package requests', () => {
  it('go out as a proposal at once by default (the spec flow), priced and open to signature', async () => {
    const res = await request('at.once@example.com');
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json<Quote>();
    expect(quote.status).toBe('sent');
    expect(quote.totalAmount).not.toBeNull();
    expect(quote.validUntil).not.toBeNull();
    const [mail] = await mailsTo(t.app, t.db, 'at.once@example.com');
    expect(mail?.text).toContain('Your proposal is ready');
  });

  it('wait for the owner when the setting is off: no price yet, the package lines drafted, honest mails', async () => {
    await sendPricedAtOnce(false);
    try {
      const res = await request('reviewed@example.com');
      expect(res.statusCode, res.body).toBe(201);
      const quote = res.json<Quote>();
      expect(quote).toMatchObject({ status: 'requested', totalAmount: null, validUntil: null });
      expect(quote.lineItems.length).toBeGreaterThan(0);
      const [ack] = await mailsTo(t.app, t.db, 'reviewed@example.com');
      expect(ack?.text).toContain("We'll contact you");
      expect(ack?.text).not.toContain('Your proposal is ready');
    } finally {
      await sendPricedAtOnce(true);
    }
  });

  it('an offer saved before the choice existed reads as "at once"', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/settings/business' });
    expect(read.json().offer.proposals.sendPricedAtOnce).toBe(true);
  });
});

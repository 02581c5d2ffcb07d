import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { postQuote, quoteBody, VISITOR_CONTACT } from './quotes.fixtures.ts';

/** Issue 24 §2: business-branded mail never carries a stranger's words, nor floods one address. */
const SCAM = 'URGENT: your card was declined, re-enter it at http://evil.example/pay';

let t: TestApp;
let caesar: MenuItem;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAIL_PER_ADDRESS: '3' });
  const menu = (await t.app.inject({ method: 'GET', url: '/api/menu-items' })).json<MenuItem[]>();
  caesar = menu.find((i) => i.name === 'Classic Caesar Salad')!;
});
afterAll(() => t.close());

let n = 0;
const order = (fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    remoteAddress: `10.7.0.${++n}`,
    payload: {
      firstName: 'Dana',
      lastName: 'Guest',
      email: 'victim@example.com',
      phone: '(215) 555-0199',
      eventDate: addDays(businessClock(new Date()).date, 10),
      timeWindow: '12:00-14:00',
      items: [{ menuItemId: caesar.id, panSize: 'half', quantity: 4 }],
      ...fields,
    },
  });

describe('names are names', () => {
  it.each([
    ['firstName', SCAM],
    ['lastName', 'Visit evil.example today'],
    ['firstName', 'Dana <b>'],
    ['lastName', 'x'.repeat(71)],
  ])('a checkout %s of %j is refused with a message on the field', async (field, value) => {
    const res = await order({ email: `refused${n}@example.com`, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toMatch(
      /may contain only letters, spaces, apostrophes, hyphens and periods|at most 70 characters/,
    );
  });

  it.each([['Zoë'], ["O'Brien"], ['Anne-Marie'], ['J.R. Smith Jr.'], ['José María'], ['Nguyễn']])(
    'takes the real name %j',
    async (name) => {
      const res = await order({ email: `named${n}@example.com`, lastName: name });
      expect(res.statusCode, res.body).toBe(201);
    },
  );

  it('a visitor’s quote contact name and the contact form’s name follow the same rule', async () => {
    const quote = await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, contactName: SCAM }));
    expect(quote.statusCode).toBe(400);
    expect(quote.json().fieldErrors.contactName).toContain('may contain only letters');
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: { fullName: SCAM, email: 'someone@example.com', message: 'Hello' },
    });
    expect(inquiry.statusCode).toBe(400);
    expect(inquiry.json().fieldErrors.fullName).toContain('may contain only letters');
  });
});

describe('free text to an unproven address', () => {
  it('a guest’s order confirmation leaves out the typed location and notes; the business’s copy keeps them', async () => {
    const email = 'location.victim@example.com';
    const res = await order({ email, eventLocation: SCAM, specialRequests: SCAM });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(t.app, t.db, email);
    expect(mail?.text).toContain(res.json().orderNumber);
    expect(mail?.text).not.toContain('evil.example');
    const [business] = await mailsTo(t.app, t.db, t.config.businessEmail);
    expect(business?.text).toContain(SCAM);
  });

  it('a visitor’s quote acknowledgement leaves out the typed venue', async () => {
    const email = 'venue.victim@example.com';
    const res = await postQuote(t.app, quoteBody({ ...VISITOR_CONTACT, contactEmail: email, venue: SCAM }));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(t.app, t.db, email);
    expect(mail?.text).toContain('Proposal number');
    expect(mail?.text).not.toContain('evil.example');
  });
});

describe('mail per recipient', () => {
  it('orders keep being taken, but one unproven address gets at most RATE_LIMIT_MAIL_PER_ADDRESS mails an hour', async () => {
    const email = 'Flooded+1@Example.com';
    for (let i = 0; i < 5; i++) {
      const spelling = i % 2 === 0 ? email : `flooded+${i}@example.com`;
      expect((await order({ email: spelling })).statusCode).toBe(201);
    }
    await t.app.mailer.flush();
    const all = [email, ...[1, 2, 3, 4].map((i) => `flooded+${i}@example.com`)];
    let received = 0;
    for (const address of new Set(all)) received += (await mailsTo(t.app, t.db, address)).length;
    expect(received).toBe(3);
  });
});

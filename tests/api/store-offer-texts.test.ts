import { describe, expect, it } from 'vitest';
import { type BusinessIdentity, DEFAULT_BUSINESS } from '../../src/common/business.ts';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import { DEFAULT_OFFER, type Offer } from '../../src/common/offer/index.ts';
import { metaForPath, pageDescription } from '../../src/common/seo.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { nextPickup } from '../helpers/pickup.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

// The mails and texts that state the offer's reply time, claims and pickup address read the business
// settings (issue 13 §1); the pages that state them are checked in tests/e2e/store.spec.ts.
const t = signedInTestApp();

const save = (business: Partial<BusinessIdentity>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    payload: { ...DEFAULT_BUSINESS, ...business },
    headers: { cookie: t.admin },
  });
const read = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/business' })).json<BusinessIdentity>();
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

const tomorrow = addDays(businessClock(new Date()).date, 1);
const dinner = (email: string) => ({
  type: 'dinner',
  fullName: 'Morgan Reyes',
  email,
  phone: '215-555-0147',
  ...nextPickup(),
  items: [{ menuItemId: t.dish('Pan-Seared Salmon').id, quantity: 1 }],
});

/** The offer as an owner who answers within 36 hours, sells the truck from $14.50 and claims 4.8 over 650+ events. */
const changed: Offer = {
  ...DEFAULT_OFFER,
  replyWithinHours: 36,
  services: DEFAULT_OFFER.services.map((s) => (s.id === 'food-truck' ? { ...s, price: '14.50' } : s)),
  claims: [
    { value: '650+', label: 'Events catered' },
    { value: '4.8', label: 'Average rating' },
  ],
};

describe('texts that state the offer read it', () => {
  it('the order mails, the inquiry mail and the home page description follow a changed reply time and claims', async () => {
    expect((await save({ offer: changed })).statusCode).toBe(200);

    const order = await post('/api/orders', {
      firstName: 'Dana',
      lastName: 'Guest',
      email: 'reply.time@example.com',
      phone: '(215) 555-0199',
      eventDate: addDays(tomorrow, 7),
      timeWindow: '12:00-14:00',
      eventLocation: '200 Market St, Philadelphia',
      items: [{ menuItemId: t.dish('Garden Salad').id, panSize: 'full', quantity: 1 }],
    });
    expect(order.statusCode, order.body).toBe(201);
    const [confirmation] = await mailsTo(t.app, t.db, 'reply.time@example.com');
    expect(confirmation?.text).toContain('will contact you within 36 hours');
    expect(confirmation?.text).not.toContain('24 hours');

    const inquiry = await post('/api/inquiries', {
      fullName: 'Avery Inquirer',
      email: 'avery@example.com',
      message: 'Lunch for 30 in Manayunk?',
    });
    expect(inquiry.statusCode).toBe(201);
    const notices = await mailsTo(t.app, t.db, t.config.businessEmail);
    expect(notices.find((m) => m.subject.startsWith('New catering order'))?.text).toContain(
      'Please follow up within 36 hours.',
    );
    expect(notices.find((m) => m.subject.startsWith('New inquiry'))?.text).toContain(
      'We promised a reply within 36 hours.',
    );

    const home = pageDescription(metaForPath('/'), await read());
    expect(home).toContain('Rated 4.8 on average across 650+ events.');
    expect(home).not.toMatch(/4\.9|500\+/);
    expect(pageDescription(metaForPath('/contact'), await read())).toContain('within 36 hours');
  });

  it('says "within 1 hour" for a one-hour promise', async () => {
    expect((await save({ offer: { ...changed, replyWithinHours: 1 } })).statusCode).toBe(200);
    expect(pageDescription(metaForPath('/contact'), await read())).toContain('back to you within 1 hour.');
  });

  it('the dinner pickup mail names only the address parts that are set, and no Where line when none is', async () => {
    expect((await save({ address: '1200 Spring Garden St', city: 'Philadelphia, PA' })).statusCode).toBe(200);
    await post('/api/orders', dinner('full.address@example.com'));
    const [full] = await mailsTo(t.app, t.db, 'full.address@example.com');
    expect(full?.text).toContain('Where: 1200 Spring Garden St, Philadelphia, PA');
    expect(full?.text).not.toContain('with the pickup address');

    expect((await save({ address: '', city: 'Philadelphia, PA' })).statusCode).toBe(200);
    await post('/api/orders', dinner('city.only@example.com'));
    const [cityOnly] = await mailsTo(t.app, t.db, 'city.only@example.com');
    expect(cityOnly?.text).toContain('Where: Philadelphia, PA');
    expect(cityOnly?.text).not.toContain('Where: ,');
    // No street address: the customer learns how they will get it.
    expect(cityOnly?.text).toContain('We will call you at 215-555-0147 with the pickup address.');

    expect((await save({ address: '', city: '' })).statusCode).toBe(200);
    const placed = await post('/api/orders', dinner('no.address@example.com'));
    const [none] = await mailsTo(t.app, t.db, 'no.address@example.com');
    expect(none?.text).toContain('Pickup:');
    expect(none?.text).not.toContain('Where:');
    const notice = (await mailsTo(t.app, t.db, t.config.businessEmail)).find((m) =>
      m.subject.includes(placed.json().orderNumber),
    );
    expect(notice?.text).not.toContain('Where:');
    expect(notice?.text).toContain('No pickup address is set in the business settings');
  });
});

describe('the demo accounts', () => {
  it('sign in with addresses of the demo domain, never an .example mailbox', async () => {
    for (const role of ['client', 'admin'] as const) {
      const res = await post('/api/demo-login', { role });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(`${role}@catering.local`);
    }
  });
});

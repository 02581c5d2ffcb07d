import { describe, expect, it } from 'vitest';
import { type BusinessIdentity, DEFAULT_BUSINESS } from '../../src/common/business.ts';
import {
  DEFAULT_OFFER,
  faqEntries,
  guestCountPlaceholder,
  proposalInvitation,
} from '../../src/common/offer/index.ts';
import { DEFAULT_FEATURES } from '../../src/common/switches/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { postQuote, quoteBody } from './quotes.fixtures.ts';

const t = signedInTestApp();

const read = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings/business' })).json() as BusinessIdentity;

/** The number each text gives as the minimum guests for a quote. */
function statedMinimums(business: BusinessIdentity) {
  const faq = faqEntries(business.offer, business, DEFAULT_FEATURES.bookNow)[0]!.answer;
  return {
    placeholder: Number(/^(\d+) minimum for event quotes$/.exec(guestCountPlaceholder(business.offer))?.[1]),
    dashboard: Number(/for (\d+) or more guests/.exec(proposalInvitation(business.offer))?.[1]),
    faq: Number(/custom quotes start at (\d+) guests/i.exec(faq)?.[1]),
  };
}

/** The smallest custom-menu request the server takes, and the number its refusal names. */
async function serverMinimum() {
  let guests = 1;
  let named = Number.NaN;
  for (; guests <= 200; guests++) {
    const res = await postQuote(t.app, quoteBody({ menuPackage: 'custom', guestCount: guests }), t.client);
    if (res.statusCode === 201) break;
    expect(res.statusCode).toBe(400);
    named = Number(/a minimum of (\d+) guests/.exec(res.json().fieldErrors.guestCount)?.[1]);
    guests = Math.max(guests, named - 1);
  }
  return { accepted: guests, named };
}

describe('the minimum guests for a quote is one number everywhere (issue 34 §6)', () => {
  it('the wizard placeholder, the dashboard, the FAQ and the server’s refusal give the same number', async () => {
    const business = await read();
    const server = await serverMinimum();
    expect(server.accepted).toBe(50);
    expect(server.named).toBe(50);
    expect(statedMinimums(business)).toEqual({ placeholder: 50, dashboard: 50, faq: 50 });
  });

  it('after the owner sets 35, every text and the server say 35', async () => {
    const offer = { ...DEFAULT_OFFER, minimums: { ...DEFAULT_OFFER.minimums, customQuote: 35 } };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/business',
      payload: { ...DEFAULT_BUSINESS, offer },
      headers: { cookie: t.admin },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const business = await read();
    expect(statedMinimums(business)).toEqual({ placeholder: 35, dashboard: 35, faq: 35 });
    expect(await serverMinimum()).toEqual({ accepted: 35, named: 35 });
  });
});

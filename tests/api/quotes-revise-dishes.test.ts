import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { DEFAULT_OFFER } from '../../src/common/offer/index.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, postQuote, quoteBody } from './quotes.fixtures.ts';

const t = signedInTestApp();
const fullService = DEFAULT_OFFER.perPerson.find((p) => p.key === 'full-service')!;
const basic = DEFAULT_OFFER.perEvent.find((p) => p.key === 'basic')!;

const eligible = (categories: string[]) =>
  t.menu.filter((i) => categories.includes(i.category) && !/market/i.test(i.price));

async function requested(dishes: MenuItem[]): Promise<Quote> {
  const res = await postQuote(t.app, quoteBody({ dishes: dishes.map((d) => d.id) }), t.client);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Quote;
}

const revise = (id: number, body: Record<string, unknown>, cookie = t.admin) =>
  call(t.app, 'PATCH', `/api/quotes/${id}`, cookie, body);

describe("an admin edits a quote's dishes (PATCH /api/quotes/{id} dishes)", () => {
  it('replaces the chosen dishes; the client, the proposal and its PDF show the new ones', async () => {
    const [a, b, c, d, e, f] = eligible(fullService.eligibleCategories);
    const quote = await requested([a!, b!]);
    const res = await revise(quote.id, { dishes: [c!.id, d!.id, e!.id, f!.id, a!.id] });
    expect(res.statusCode, res.body).toBe(200);
    const expected = [c!, d!, e!, f!, a!].map((x) => ({ id: x.id, name: x.name }));
    expect((res.json() as Quote).dishes).toEqual(expected);
    const asClient = (await call(t.app, 'GET', `/api/quotes/${quote.id}`, t.client)).json() as Quote;
    expect(asClient.dishes).toEqual(expected);
    const text = pdfText(
      (await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, t.client)).rawPayload,
    ).replace(/\s+/g, ' ');
    expect(text).toContain(c!.name);
  });

  it("refuses more than the package's limit, unknown and ineligible dishes with a message, and keeps the old ones", async () => {
    const pool = eligible(fullService.eligibleCategories);
    const quote = await requested([pool[0]!]);
    const six = await revise(quote.id, { dishes: pool.slice(0, 6).map((x) => x.id) });
    expect(six.statusCode).toBe(400);
    expect(six.json().fieldErrors.dishes).toBe('Choose at most 5 dishes');

    const unknown = await revise(quote.id, { dishes: [999_999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.dishes).toBe('Menu item 999999 is not available.');

    const notAllowed = t.menu.find((i) => !fullService.eligibleCategories.includes(i.category));
    if (notAllowed) {
      const wrong = await revise(quote.id, { dishes: [notAllowed.id] });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fieldErrors.dishes).toBe(
        `${notAllowed.name} cannot be chosen for ${fullService.name}.`,
      );
    }
    const after = (await call(t.app, 'GET', `/api/quotes/${quote.id}`, t.admin)).json() as Quote;
    expect(after.dishes.map((x) => x.id)).toEqual([pool[0]!.id]);
  });

  it('a package that includes fewer dishes caps the choice at its own count', async () => {
    const pool = eligible(basic.eligibleCategories);
    const quote = await requested([]);
    const res = await revise(quote.id, {
      menuPackage: basic.key,
      guestCount: basic.maxGuests,
      dishes: pool.slice(0, basic.dishCount + 1).map((x) => x.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.dishes).toBe(
      `${basic.name} includes ${basic.dishCount} dishes: choose at most ${basic.dishCount}.`,
    );
  });

  it('a client cannot change the dishes', async () => {
    const pool = eligible(fullService.eligibleCategories);
    const quote = await requested([pool[0]!]);
    expect((await revise(quote.id, { dishes: [pool[1]!.id] }, t.client)).statusCode).toBe(403);
  });
});

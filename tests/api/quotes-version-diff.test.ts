import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER } from '../../src/common/offer/index.ts';
import { type Quote, type QuoteVersion, versionChanges } from '../../src/common/quotes/schema.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, postQuote, quoteBody } from './quotes.fixtures.ts';

/** Issue 34 §4: "What changed" between two versions lists every change, dish swaps included. */
const t = signedInTestApp();
const fullService = DEFAULT_OFFER.perPerson.find((p) => p.key === 'full-service')!;

describe('GET /api/quotes/{id}/versions and What changed', () => {
  it("keeps each version's dishes, so a dish swap is listed with the re-priced lines", async () => {
    const [a, b, c] = t.menu.filter(
      (i) => fullService.eligibleCategories.includes(i.category) && !/market/i.test(i.price),
    );
    const created = await postQuote(t.app, quoteBody({ dishes: [a!.id, b!.id] }), t.client);
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json() as Quote;
    const first = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      lineItems: [{ description: 'Buffet (per guest)', quantity: 60, unitPrice: '30.00' }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(t.app, 'PATCH', `/api/quotes/${quote.id}`, t.admin, {
      dishes: [a!.id, c!.id],
      lineItems: [{ description: 'Buffet (per guest)', quantity: 60, unitPrice: '32.00' }],
    });
    expect(second.statusCode, second.body).toBe(200);

    const res = await call(t.app, 'GET', `/api/quotes/${quote.id}/versions`, t.client);
    expect(res.statusCode).toBe(200);
    const versions = res.json() as QuoteVersion[];
    const current = versions.at(-1)!;
    const previous = versions.at(-2)!;
    expect(previous.dishes.map((d) => d.name)).toEqual([a!.name, b!.name]);
    expect(current.dishes.map((d) => d.name)).toEqual([a!.name, c!.name]);
    expect(versionChanges(previous, current)).toEqual([
      { kind: 'repriced', description: 'Buffet (per guest)', before: '1800.00', after: '1920.00' },
      { kind: 'dish-swapped', description: c!.name, before: b!.name },
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_OFFER } from '../../src/common/offer/index.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import { menuItems } from '../../src/server/db/schema/index.ts';
import { mailsTo } from '../helpers/auth-flows.ts';
import { chargeNoTax } from '../helpers/no-charges.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { signedInTestApp } from '../helpers/test-app.ts';
import { call, postQuote, quoteBody, VISITOR_CONTACT } from './quotes.fixtures.ts';

const t = signedInTestApp();
const fullService = DEFAULT_OFFER.perPerson.find((p) => p.key === 'full-service')!;
const basic = DEFAULT_OFFER.perEvent.find((p) => p.key === 'basic')!;

beforeAll(async () => {
  await chargeNoTax(t.app); // round figures: this file pins store dishes, not the bill
});

/** Active, fixed-price dishes of the categories a package allows. */
const eligible = (categories: string[]) =>
  t.menu.filter((i) => categories.includes(i.category) && !/market/i.test(i.price));

describe('POST /api/quotes with dishes', () => {
  it('keeps up to 5 chosen dishes with their names, and shows them to the client, the admin, in mail and in the PDF', async () => {
    const dishes = eligible(fullService.eligibleCategories).slice(0, 5);
    const res = await postQuote(t.app, quoteBody({ dishes: dishes.map((d) => d.id) }), t.client);
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json() as Quote;
    expect(quote.dishes).toEqual(dishes.map((d) => ({ id: d.id, name: d.name })));

    const asAdmin = (await call(t.app, 'GET', `/api/quotes/${quote.id}`, t.admin)).json() as Quote;
    expect(asAdmin.dishes.map((d) => d.name)).toEqual(dishes.map((d) => d.name));

    const [ack] = await mailsTo(t.app, t.db, quote.clientEmail);
    expect(ack?.text).toContain(`Dishes: ${dishes.map((d) => d.name).join(', ')}`);

    const pdf = await call(t.app, 'GET', `/api/quotes/${quote.id}/pdf`, t.client);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    for (const dish of dishes) expect(text).toContain(dish.name);
  });

  it('answers an empty list when no dishes were chosen', async () => {
    const res = await postQuote(t.app, quoteBody(), t.client);
    expect(res.statusCode).toBe(201);
    expect(res.json().dishes).toEqual([]);
  });

  it('refuses more than 5 dishes with a message', async () => {
    const six = eligible(fullService.eligibleCategories)
      .slice(0, 6)
      .map((d) => d.id);
    const res = await postQuote(t.app, quoteBody({ dishes: six }), t.client);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose at most 5 dishes');
  });

  it('refuses an unknown menu item with a message', async () => {
    const res = await postQuote(t.app, quoteBody({ dishes: [999_999] }), t.client);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Menu item 999999 is not available.');
  });

  it('refuses an inactive menu item as it refuses an unknown one, without its name (issue 24 §1)', async () => {
    const [dish] = eligible(fullService.eligibleCategories);
    await t.db.update(menuItems).set({ isActive: false }).where(eq(menuItems.id, dish!.id));
    try {
      const res = await postQuote(t.app, quoteBody({ dishes: [dish!.id] }), t.client);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`Menu item ${dish!.id} is not available.`);
      expect(res.body).not.toContain(dish!.name);
    } finally {
      await t.db.update(menuItems).set({ isActive: true }).where(eq(menuItems.id, dish!.id));
    }
  });

  it('refuses a dish outside the package’s categories, duplicates, and dishes with a custom menu', async () => {
    const dinner = t.menu.find((i) => i.category === 'dinner')!;
    const outside = await postQuote(t.app, quoteBody({ dishes: [dinner.id] }), t.client);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe(`${dinner.name} cannot be chosen for ${fullService.name}.`);

    const [first] = eligible(fullService.eligibleCategories);
    const twice = await postQuote(t.app, quoteBody({ dishes: [first!.id, first!.id] }), t.client);
    expect(twice.statusCode).toBe(400);

    const custom = await postQuote(
      t.app,
      quoteBody({ menuPackage: 'custom', dishes: [first!.id] }),
      t.client,
    );
    expect(custom.statusCode).toBe(400);
    expect(custom.json().fieldErrors.dishes).toBeTruthy();
  });

  it('refuses a market-price dish: a package has one price', async () => {
    const salmon = t.menu.find(
      (i) => /market/i.test(i.price) && fullService.eligibleCategories.includes(i.category),
    )!;
    const res = await postQuote(t.app, quoteBody({ dishes: [salmon.id] }), t.client);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      `${salmon.name} is priced at market value: ask for it in the notes instead.`,
    );
  });

  it('refuses malformed dish lists as 400, never 500', async () => {
    for (const dishes of ['12', [1.5], [-1], ['x'], [null], { id: 1 }]) {
      const res = await postQuote(t.app, quoteBody({ dishes }), t.client);
      expect(res.statusCode, JSON.stringify(dishes)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('per-event packages', () => {
  it('price the package per event within its guest range, with the dishes it includes', async () => {
    const dishes = eligible(basic.eligibleCategories).slice(0, basic.dishCount);
    const res = await postQuote(
      t.app,
      quoteBody({
        menuPackage: 'basic',
        guestCount: basic.maxGuests,
        dishes: dishes.map((d) => d.id),
        ...VISITOR_CONTACT,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const quote = res.json() as Quote;
    expect(quote.totalAmount).toBe(basic.price);
    expect(quote.status).toBe('sent');
    expect(quote.lineItems).toEqual([
      {
        description: `Basic Package (per event, up to ${basic.maxGuests} guests)`,
        quantity: 1,
        unitPrice: basic.price,
      },
    ]);
  });

  it('refuses more dishes than the package includes, and a party outside its guest range', async () => {
    const tooMany = eligible(basic.eligibleCategories).slice(0, basic.dishCount + 1);
    const dishes = await postQuote(
      t.app,
      quoteBody({ menuPackage: 'basic', guestCount: 20, dishes: tooMany.map((d) => d.id) }),
      t.client,
    );
    expect(dishes.statusCode).toBe(400);
    expect(dishes.json().message).toBe(
      `Basic includes ${basic.dishCount} dishes: choose at most ${basic.dishCount}.`,
    );

    const big = await postQuote(
      t.app,
      quoteBody({ menuPackage: 'basic', guestCount: basic.maxGuests + 1 }),
      t.client,
    );
    expect(big.statusCode).toBe(400);
    expect(big.json().fieldErrors.guestCount).toContain(`up to ${basic.maxGuests} guests`);

    const small = await postQuote(
      t.app,
      quoteBody({ menuPackage: 'basic', guestCount: basic.minGuests - 1 }),
      t.client,
    );
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toContain(`at least ${basic.minGuests} guests`);
  });
});

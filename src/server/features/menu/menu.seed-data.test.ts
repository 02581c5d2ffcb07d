import { describe, expect, it } from 'vitest';
import { type ParsedPrice, priceShape, readPriceText } from '../../../common/menu/price-text.ts';

/** What a seed price text stores (decision 0056): it must read, or the seed would fail. */
function parsePriceText(text: string): ParsedPrice {
  const prices = readPriceText(text);
  if (!prices) throw new Error(`the seed price "${text}" does not read as positive amounts`);
  return priceShape(prices);
}

import { DIETARY_TAGS, MenuItemInputSchema } from '../../../common/menu/schema.ts';
import { SEED_CATEGORIES, SEED_ITEMS } from './menu.seed-data.ts';

const catering = SEED_ITEMS.filter((i) => i.category !== 'dinner');
const MARKET = [
  'Slow-Braised Lamb Shanks',
  'Grilled Atlantic Salmon',
  'Garlic Butter Shrimp',
  'Butter-Poached Lobster Tails',
  'Snow Crab Legs',
  'Lollipop Lamb Chops',
];

describe('the seeded menu', () => {
  it('has 39 catering items in the six customer categories and eight dinner dishes', () => {
    expect(catering).toHaveLength(39);
    expect(new Set(catering.map((i) => i.category))).toEqual(
      new Set(['salads', 'vegetables', 'sides', 'entrees', 'brunch', 'desserts']),
    );
    expect(SEED_ITEMS.filter((i) => i.category === 'dinner')).toHaveLength(8);
    expect(SEED_CATEGORIES.map((c) => c.slug)).toContain('dinner');
    expect(new Set(SEED_ITEMS.map((i) => i.name)).size).toBe(SEED_ITEMS.length);
  });

  it('passes the menu item form every admin uses', () => {
    for (const item of SEED_ITEMS)
      expect(MenuItemInputSchema.safeParse({ minOrder: 1, ...item }).success, item.name).toBe(true);
  });

  it.each(SEED_ITEMS.map((i) => [i.name, i] as const))(
    '%s: its price text reads as the spec prices it',
    (_name, item) => {
      const parsed = parsePriceText(item.price);
      const halfFull = parsed.kind === 'pans' ? [parsed.halfCents / 100, parsed.fullCents / 100] : null;
      const single = parsed.kind === 'single' ? parsed.cents / 100 : null;
      if (MARKET.includes(item.name)) return expect(parsed.kind).toBe('market');
      switch (item.category) {
        case 'salads':
          return expect(halfFull).toEqual([60, 90]);
        case 'vegetables':
          return expect(halfFull).toEqual([60, 100]);
        case 'sides':
          expect([60, 65]).toContain(halfFull?.[0]);
          return expect(halfFull?.[1]).toBe(100);
        case 'entrees':
          if (item.name === 'Smothered Turkey Wings') return expect(single).toBe(175);
          return expect(halfFull).toEqual([75, 125]);
        case 'brunch':
          expect(item.minOrder).toBe(50);
          return expect(parsed).toEqual({ kind: 'single', cents: 3000, unit: 'person' });
        case 'desserts':
          if (item.name.includes('Cups')) {
            expect(item.minOrder).toBe(25);
            return expect(single).toBe(8);
          }
          return expect(single).toBe(item.name.includes('(Small)') ? 50 : 75);
        default:
          return expect(single).toBeGreaterThanOrEqual(18);
      }
    },
  );

  it('keeps prep times between 5 and 90 minutes and uses only the spec dietary tags', () => {
    for (const item of SEED_ITEMS) {
      const minutes = Number(item.prepTime.match(/\d+/)?.[0]);
      expect(minutes).toBeGreaterThanOrEqual(5);
      expect(minutes).toBeLessThanOrEqual(90);
      for (const tag of item.dietary ?? []) expect(DIETARY_TAGS).toContain(tag);
    }
  });

  it('prices the dinner dishes as the spec lists them', () => {
    const dinner = Object.fromEntries(
      SEED_ITEMS.filter((i) => i.category === 'dinner').map((i) => [i.name, parsePriceText(i.price)]),
    );
    expect(dinner['Grilled Lamb Chops']).toMatchObject({ cents: 2800 });
    expect(dinner['Lobster Tail']).toMatchObject({ cents: 3600 });
    expect(dinner['Vegetarian Risotto']).toMatchObject({ cents: 1800 });
  });
});

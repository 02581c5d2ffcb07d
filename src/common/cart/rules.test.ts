import { describe, expect, it } from 'vitest';
import { readPriceText } from '../menu/price-text.ts';
import type { MenuItem } from '../menu/schema.ts';
import {
  addLine,
  cartCount,
  cartTotalCents,
  isBelowMinimum,
  lineFor,
  removeLine,
  sanitizeLines,
  setLineQuantity,
  toOrderItems,
} from './rules.ts';

/** A dish priced by its text, read as the API reads it (decision 0056). */
const item = ({ price = 'Half Pan $60 / Full Pan $90', ...overrides }: Partial<MenuItem> = {}): MenuItem => ({
  id: 7,
  category: 'salads',
  name: 'Greek Salad',
  description: 'Feta and olives',
  price,
  prices: readPriceText(price)!,
  servingSize: 'Half pan serves 10-12',
  prepTime: '15 minutes',
  minOrder: 1,
  popular: false,
  dietary: ['vegetarian'],
  imageUrl: null,
  photoUrls: [],
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

describe('cart lines', () => {
  it('names and prices a line by its pan size: half and full pans are separate lines', () => {
    const half = lineFor(item(), 'half');
    const full = lineFor(item(), 'full');
    expect(half).toMatchObject({
      name: 'Greek Salad (Half Pan)',
      price: 60,
      panSize: 'Half Pan',
      quantity: 1,
    });
    expect(full).toMatchObject({ name: 'Greek Salad (Full Pan)', price: 90, panSize: 'Full Pan' });
    expect(half.id).not.toBe(full.id);
    expect(() => lineFor(item())).toThrow('Choose Half Pan or Full Pan');
  });

  it('adding a line already present raises its quantity by 1', () => {
    let lines = addLine([], lineFor(item(), 'half'));
    lines = addLine(lines, lineFor(item(), 'half'));
    lines = addLine(lines, lineFor(item(), 'full'));
    expect(lines.map((l) => [l.name, l.quantity])).toEqual([
      ['Greek Salad (Half Pan)', 2],
      ['Greek Salad (Full Pan)', 1],
    ]);
  });

  it('a quantity of 0 or less removes the line; fractions are rounded down', () => {
    const lines = addLine([], lineFor(item(), 'half'));
    const id = lines[0]!.id;
    expect(setLineQuantity(lines, id, 0)).toEqual([]);
    expect(setLineQuantity(lines, id, -2)).toEqual([]);
    expect(setLineQuantity(lines, id, Number.NaN)).toEqual([]);
    expect(setLineQuantity(lines, id, 3.7)[0]!.quantity).toBe(3);
    expect(removeLine(lines, id)).toEqual([]);
  });

  it('counts quantities and totals price times quantity in cents', () => {
    let lines = addLine([], lineFor(item({ price: '$0.10 each' })));
    lines = setLineQuantity(lines, lines[0]!.id, 3);
    lines = addLine(lines, lineFor(item({ id: 8, price: 'Half Pan $60.20 / Full Pan $90' }), 'half'));
    expect(cartCount(lines)).toBe(4);
    expect(cartTotalCents(lines)).toBe(30 + 6020);
  });

  it('flags a line below its minimum order', () => {
    const cups = lineFor(item({ price: '$8 each', minOrder: 25 }));
    expect(isBelowMinimum(cups)).toBe(true);
    expect(isBelowMinimum({ ...cups, quantity: 25 })).toBe(false);
  });

  it('marks market-price lines and sends only ids, pan sizes and quantities to checkout', () => {
    const crab = lineFor(item({ id: 9, price: 'Market Price' }));
    expect(crab).toMatchObject({ price: 0, isMarketPrice: true });
    expect(toOrderItems([lineFor(item(), 'full'), crab])).toEqual([
      { menuItemId: 7, quantity: 1, panSize: 'full' },
      { menuItemId: 9, quantity: 1 },
    ]);
  });

  it('keeps only well-formed lines read back from storage', () => {
    const good = lineFor(item(), 'half');
    expect(sanitizeLines('nonsense')).toEqual([]);
    expect(
      sanitizeLines([good, { id: 'x' }, null, { ...good, quantity: -1 }, { ...good, panSize: 'Huge' }]),
    ).toEqual([good]);
  });
});

describe('mergeLines', () => {
  it('adds new lines with their quantities and raises lines already there', async () => {
    const { mergeLines } = await import('./rules.ts');
    const base = {
      name: 'x',
      price: 1,
      category: 'c',
      servingSize: '',
      prepTime: '',
      minOrder: 1,
      dietary: [],
      isMarketPrice: false,
    };
    const a = { ...base, id: '1:one', menuItemId: 1, quantity: 2 };
    const b = { ...base, id: '2:one', menuItemId: 2, quantity: 3 };
    const merged = mergeLines([a], [{ ...a, quantity: 5 }, b]);
    expect(merged.map((l) => [l.id, l.quantity])).toEqual([
      ['1:one', 7],
      ['2:one', 3],
    ]);
    expect(a.quantity).toBe(2);
  });
});

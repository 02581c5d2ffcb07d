import { describe, expect, it } from 'vitest';
import { earningCents, pointsForTotal, tierFor, tierProgress } from './loyalty.ts';

describe('loyalty rules', () => {
  it("tiers follow the spec's table of lifetime points", () => {
    expect([0, 499, 500, 1499, 1500, 2999, 3000, 99_999].map((p) => tierFor(p).name)).toEqual([
      'Bronze',
      'Bronze',
      'Silver',
      'Silver',
      'Gold',
      'Gold',
      'Platinum',
      'Platinum',
    ]);
  });

  it('earns one point per whole dollar times the multiplier, rounded down', () => {
    expect(pointsForTotal(24_099, tierFor(0))).toBe(240);
    expect(pointsForTotal(30_199, tierFor(500))).toBe(451); // 301 x 1.5 = 451.5
    expect(pointsForTotal(10_000, tierFor(1500))).toBe(200);
    expect(pointsForTotal(10_000, tierFor(3000))).toBe(300);
  });

  it('progress runs from the current tier to the next, not points modulo 1000', () => {
    expect(tierProgress(2450)).toEqual({ percent: 63, pointsToNext: 550 });
    expect(tierProgress(999)).toEqual({ percent: 49, pointsToNext: 501 });
    expect(tierProgress(0)).toEqual({ percent: 0, pointsToNext: 500 });
    expect(tierProgress(5000)).toEqual({ percent: 100, pointsToNext: 0 });
  });
});

describe('points on revenue before tax (issue 26)', () => {
  const bill = { subtotal: '220.00', discount: '22.00' };
  it('earns on the subtotal less the discount, not the taxed total', () => {
    // $198 of food; a bill of $198 + 18% service + $15 delivery + 8% tax + tip totals far more.
    expect(earningCents(bill, 27_338)).toBe(19_800);
    expect(earningCents({ subtotal: '50.00', discount: '50.00' }, 0)).toBe(0);
    // Priced before bills existed: the total had no charges.
    expect(earningCents(null, 12_000)).toBe(12_000);
  });
});

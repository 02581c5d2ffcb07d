import { describe, expect, it } from 'vitest';
import { pointsForTotal, tierFor, tierProgress } from './loyalty.ts';

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

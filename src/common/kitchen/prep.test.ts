import { describe, expect, it } from 'vitest';
import { pansForGuests, portionsOf } from './prep.ts';

const crew = { guestsPerHalfPan: 10, guestsPerFullPan: 20 };

describe('pansForGuests', () => {
  it('fills full pans, then a half pan for a small rest, or one more full pan', () => {
    expect(pansForGuests(120, crew)).toEqual({ full: 6, half: 0 });
    expect(pansForGuests(45, crew)).toEqual({ full: 2, half: 1 });
    expect(pansForGuests(55, crew)).toEqual({ full: 3, half: 0 });
    expect(pansForGuests(8, crew)).toEqual({ full: 0, half: 1 });
    expect(pansForGuests(0, crew)).toEqual({ full: 0, half: 0 });
  });
});

describe('portionsOf', () => {
  it('counts pans at guests per pan and per-guest lines by their quantity', () => {
    expect(portionsOf({ panSize: 'half', quantity: 2 }, crew)).toBe(20);
    expect(portionsOf({ panSize: 'full', quantity: 3 }, crew)).toBe(60);
    expect(portionsOf({ panSize: null, quantity: 7 }, crew)).toBe(7);
  });
});

import { describe, expect, it } from 'vitest';
import { nextStatus } from './next-status.ts';
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

describe('nextStatus', () => {
  it('follows the order kind: a pickup is ready, a delivery goes out for delivery', () => {
    expect(nextStatus('catering', 'confirmed')).toBe('preparing');
    expect(nextStatus('catering', 'preparing')).toBe('out_for_delivery');
    expect(nextStatus('dinner', 'preparing')).toBe('ready');
    expect(nextStatus('dinner', 'ready')).toBe('completed');
    expect(nextStatus('catering', 'completed')).toBeNull();
    expect(nextStatus('catering', 'cancelled')).toBeNull();
  });
});

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
  // Noon on Dec 10, 2026 in Philadelphia: the order's day is Dec 10; Dec 12 is ahead.
  const now = new Date('2026-12-10T17:00:00Z');
  const order = (status: string, more: { fulfilment?: 'pickup' | 'delivery'; date?: string } = {}) => ({
    type: 'catering' as const,
    status,
    date: '2026-12-10',
    ...more,
  });

  it('follows the fulfilment: a catering pickup is ready, never out for delivery', () => {
    expect(nextStatus(order('confirmed'), 'staff', now)).toBe('preparing');
    expect(nextStatus(order('preparing', { fulfilment: 'delivery' }), 'staff', now)).toBe('out_for_delivery');
    expect(nextStatus(order('preparing', { fulfilment: 'pickup' }), 'staff', now)).toBe('ready');
    expect(nextStatus(order('ready', { fulfilment: 'pickup' }), 'staff', now)).toBe('completed');
    expect(nextStatus({ ...order('preparing'), type: 'dinner' }, 'staff', now)).toBe('ready');
    // An order placed before checkout asked is a delivery, as the server reads it.
    expect(nextStatus(order('preparing'), 'staff', now)).toBe('out_for_delivery');
  });

  it('offers "Completed" on the order\'s day, not before', () => {
    expect(nextStatus(order('out_for_delivery'), 'admin', now)).toBe('completed');
    expect(nextStatus(order('out_for_delivery', { date: '2026-12-12' }), 'admin', now)).toBeNull();
    expect(nextStatus(order('ready', { fulfilment: 'pickup', date: '2026-12-12' }), 'staff', now)).toBeNull();
    // Earlier steps are offered ahead of the day.
    expect(nextStatus(order('confirmed', { date: '2026-12-12' }), 'staff', now)).toBe('preparing');
  });

  it('leaves confirming to the admin: staff get no step on a received order', () => {
    expect(nextStatus(order('received'), 'admin', now)).toBe('confirmed');
    expect(nextStatus(order('received'), 'staff', now)).toBeNull();
    expect(nextStatus(order('completed'), 'admin', now)).toBeNull();
    expect(nextStatus(order('cancelled'), 'admin', now)).toBeNull();
  });
});

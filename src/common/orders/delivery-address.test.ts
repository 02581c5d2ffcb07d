import { describe, expect, it } from 'vitest';
import { deliveryAddressText } from './delivery-address.ts';

const order = (
  deliveryAddress: string | null,
  deliveryZip: string | null,
  eventLocation: string | null = null,
) => ({
  deliveryAddress,
  deliveryZip,
  eventLocation,
});

describe('deliveryAddressText', () => {
  it('prints the address as typed, never only the ZIP', () => {
    expect(deliveryAddressText(order('3401 Walnut St, Philadelphia, PA 19104', '19104'))).toBe(
      '3401 Walnut St, Philadelphia, PA 19104',
    );
  });

  it('adds the delivery ZIP the typed address leaves out', () => {
    expect(deliveryAddressText(order('3401 Walnut St, Philadelphia, PA', '19104'))).toBe(
      '3401 Walnut St, Philadelphia, PA 19104',
    );
    expect(deliveryAddressText(order('1 Market St, ', '19106'))).toBe('1 Market St, 19106');
  });

  it("reads a phone order's event location, and is null with nothing to print", () => {
    expect(deliveryAddressText(order(null, null, '1500 Market St, Philadelphia'))).toBe(
      '1500 Market St, Philadelphia',
    );
    expect(deliveryAddressText(order(null, '19143'))).toBe('19143');
    expect(deliveryAddressText(order('  ', null))).toBeNull();
  });
});

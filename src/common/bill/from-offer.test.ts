import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFER } from '../offer/defaults.ts';
import { OfferSchema, withDefaultZones } from '../offer/schema.ts';
import { activeExemption, billFromOffer, findZone } from './from-offer.ts';

const order = {
  kind: 'orders' as const,
  subtotalCents: 10_000,
  discountCents: 0,
  fulfilment: 'delivery' as const,
  exemption: null,
};

describe('the bill from the offer', () => {
  it('finds the delivery zone by the first five digits of the ZIP', () => {
    expect(findZone(DEFAULT_OFFER, '19103')?.name).toBe('Center City & nearby');
    expect(findZone(DEFAULT_OFFER, '19143-1234')?.name).toBe('Rest of Philadelphia');
    expect(findZone(DEFAULT_OFFER, '10001')).toBeUndefined();
  });

  it("refuses a ZIP outside every zone in the customer's words", () => {
    expect(billFromOffer(DEFAULT_OFFER, { ...order, deliveryZip: '10001' })).toEqual({
      problem: {
        field: 'deliveryZip',
        message: "We don't deliver to 10001 yet. Choose pickup or ask us for a quote.",
      },
    });
  });

  it('charges the service charge only on what it applies to, and a gratuity only from the choices', () => {
    const full = billFromOffer(DEFAULT_OFFER, { ...order, kind: 'full-service', fulfilment: null });
    const basic = billFromOffer(DEFAULT_OFFER, { ...order, kind: 'basic', fulfilment: null });
    expect('bill' in full && full.bill.serviceCharge).toBe('18.00');
    expect('bill' in basic && basic.bill.serviceCharge).toBe('0.00');
    const odd = billFromOffer(DEFAULT_OFFER, { ...order, fulfilment: 'pickup', gratuityPercent: 12 });
    expect('problem' in odd && odd.problem.field).toBe('gratuityPercent');
  });

  it('an exemption lasts through its expiry day', () => {
    const cert = { certificateNumber: 'EX-1', expiresOn: '2026-12-31' };
    expect(activeExemption(cert, '2026-12-31')).toEqual({ certificateNumber: 'EX-1' });
    expect(activeExemption(cert, '2027-01-01')).toBeNull();
  });

  it('an offer saved before the bill existed reads with the default charges and zones', () => {
    const { taxRate: _t, serviceCharge: _s, gratuity: _g, ...old } = DEFAULT_OFFER;
    const stored = { ...old, delivery: { area: 'Philly', zones: [{ name: 'Philadelphia', fee: '0.00' }] } };
    const read = OfferSchema.parse(withDefaultZones(stored));
    expect(read.taxRate).toBe(8);
    expect(read.delivery).toMatchObject({ area: 'Philly', pickup: true });
    expect(read.delivery.zones).toEqual(DEFAULT_OFFER.delivery.zones);
  });
});

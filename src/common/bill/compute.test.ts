import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money.ts';
import { type BillInput, computeBill, percentOf } from './compute.ts';
import { billRows } from './text.ts';

const base: BillInput = {
  subtotalCents: 0,
  discountCents: 0,
  serviceCharge: null,
  fulfilment: 'pickup',
  delivery: null,
  taxRate: 8,
  exemption: null,
  gratuityPercent: 0,
};

describe('the bill, worked examples (docs/decisions/0065)', () => {
  it('a full-service proposal: 18% service charge on the food, 8% tax on food and charge', () => {
    const bill = computeBill({
      ...base,
      fulfilment: null,
      subtotalCents: 200_000,
      serviceCharge: { rate: 18, label: 'Service charge' },
    });
    expect(bill).toMatchObject({
      subtotal: '2000.00',
      serviceCharge: '360.00',
      tax: '188.80',
      total: '2548.80',
      taxRate: '8.000',
      serviceChargeRate: '18.000',
    });
  });

  it('a delivered order with a tip: delivery is taxed, the tip is not and counts on the food only', () => {
    const bill = computeBill({
      ...base,
      subtotalCents: 22_000,
      fulfilment: 'delivery',
      delivery: { zone: 'Rest of Philadelphia', feeCents: 2_500 },
      gratuityPercent: 15,
    });
    expect(bill).toMatchObject({
      deliveryFee: '25.00',
      tax: '19.60',
      gratuity: '33.00',
      total: '297.60',
      deliveryZone: 'Rest of Philadelphia',
    });
  });

  it('takes the discount off before tax, service charge and gratuity', () => {
    const bill = computeBill({
      ...base,
      subtotalCents: 22_000,
      discountCents: 2_200,
      serviceCharge: { rate: 18, label: 'Service charge' },
      gratuityPercent: 10,
    });
    // Food 198.00, charge 35.64, taxable 233.64, tax 18.6912 → 18.69, tip 19.80.
    expect(bill).toMatchObject({
      discount: '22.00',
      serviceCharge: '35.64',
      tax: '18.69',
      gratuity: '19.80',
      total: '272.13',
    });
  });

  it('rounds half up, once, on the taxable total', () => {
    expect(computeBill({ ...base, taxRate: 6, subtotalCents: 25 }).tax).toBe('0.02');
    // 0.25 of food and 0.25 of delivery: 6% of 0.50 is 0.03, not 0.02 + 0.02.
    const once = computeBill({
      ...base,
      taxRate: 6,
      subtotalCents: 25,
      fulfilment: 'delivery',
      delivery: { zone: 'Center City', feeCents: 25 },
    });
    expect(once.tax).toBe('0.03');
    expect(computeBill({ ...base, taxRate: 8.25, subtotalCents: 1_000 }).tax).toBe('0.83');
  });

  it('a tax-exempt client pays no tax and the bill names the certificate', () => {
    const bill = computeBill({
      ...base,
      subtotalCents: 10_000,
      exemption: { certificateNumber: 'EX-12345' },
    });
    expect(bill).toMatchObject({ tax: '0.00', total: '100.00', taxExempt: true });
    expect(billRows(bill).find((row) => row.part === 'tax')).toEqual({
      part: 'tax',
      label: 'Tax exempt (certificate EX-12345)',
      text: '$0.00',
    });
  });

  it('a 100% discount leaves the delivery fee and its tax', () => {
    const bill = computeBill({
      ...base,
      subtotalCents: 10_000,
      discountCents: 10_000,
      serviceCharge: { rate: 18, label: 'Service charge' },
      fulfilment: 'delivery',
      delivery: { zone: 'Near suburbs', feeCents: 2_500 },
      gratuityPercent: 20,
    });
    expect(bill).toMatchObject({ serviceCharge: '0.00', gratuity: '0.00', tax: '2.00', total: '27.00' });
  });

  it('shows the parts that apply, in one order', () => {
    const bill = computeBill({
      ...base,
      subtotalCents: 22_000,
      discountCents: 2_200,
      fulfilment: 'delivery',
      delivery: { zone: 'Center City & nearby', feeCents: 1_500 },
      gratuityPercent: 15,
    });
    expect(billRows(bill, { discountLabel: 'Discount (SAVE10, 10%)' })).toEqual([
      { part: 'subtotal', label: 'Subtotal', text: '$220.00' },
      { part: 'discount', label: 'Discount (SAVE10, 10%)', text: '-$22.00' },
      { part: 'deliveryFee', label: 'Delivery (Center City & nearby)', text: '$15.00' },
      { part: 'tax', label: 'Sales tax (8%)', text: '$17.04' },
      { part: 'gratuity', label: 'Gratuity (15%)', text: '$29.70' },
      { part: 'total', label: 'Total', text: '$259.74' },
    ]);
  });
});

const inputs = fc.record({
  subtotalCents: fc.integer({ min: 0, max: 5_000_000_00 }),
  discountPercent: fc.integer({ min: 0, max: 100 }),
  serviceRate: fc.option(fc.integer({ min: 0, max: 30_000 }).map((m) => m / 1000)),
  deliveryCents: fc.option(fc.integer({ min: 0, max: 20_000 })),
  taxRate: fc.integer({ min: 0, max: 20_000 }).map((m) => m / 1000),
  exempt: fc.boolean(),
  gratuityPercent: fc.constantFrom(0, 10, 15, 18, 20),
});

type Generated = {
  subtotalCents: number;
  discountPercent: number;
  serviceRate: number | null;
  deliveryCents: number | null;
  taxRate: number;
  exempt: boolean;
  gratuityPercent: number;
};

function toInput(v: Generated): BillInput {
  return {
    subtotalCents: v.subtotalCents,
    discountCents: Math.round((v.subtotalCents * v.discountPercent) / 100),
    serviceCharge: v.serviceRate === null ? null : { rate: v.serviceRate, label: 'Service charge' },
    fulfilment: v.deliveryCents === null ? 'pickup' : 'delivery',
    delivery: v.deliveryCents === null ? null : { zone: 'Zone', feeCents: v.deliveryCents },
    taxRate: v.taxRate,
    exemption: v.exempt ? { certificateNumber: 'C-1' } : null,
    gratuityPercent: v.gratuityPercent,
  };
}

describe('the bill, properties', () => {
  it('the total is the sum of its parts, and no part is negative', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const bill = computeBill(toInput(v));
        const parts = [bill.subtotal, bill.serviceCharge, bill.deliveryFee, bill.tax, bill.gratuity];
        for (const part of [...parts, bill.discount, bill.total])
          expect(toCents(part)).toBeGreaterThanOrEqual(0);
        const sum = parts.reduce((cents, part) => cents + toCents(part), 0) - toCents(bill.discount);
        expect(toCents(bill.total)).toBe(sum);
        expect(bill.total).toMatch(/^\d+\.\d{2}$/);
      }),
    );
  });

  it('tax is the rate of food, service charge and delivery, within half a cent; none when exempt', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const bill = computeBill(toInput(v));
        const taxable =
          toCents(bill.subtotal) -
          toCents(bill.discount) +
          toCents(bill.serviceCharge) +
          toCents(bill.deliveryFee);
        const exact = v.exempt ? 0 : (taxable * v.taxRate) / 100;
        expect(Math.abs(toCents(bill.tax) - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('a 100% discount leaves only the delivery fee and its tax', () => {
    fc.assert(
      fc.property(inputs, (v) => {
        const bill = computeBill(toInput({ ...v, discountPercent: 100 }));
        const fee = v.deliveryCents ?? 0;
        expect(toCents(bill.total)).toBe(fee + (v.exempt ? 0 : percentOf(fee, v.taxRate)));
      }),
    );
  });
});

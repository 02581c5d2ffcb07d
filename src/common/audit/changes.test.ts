import { describe, expect, it } from 'vitest';
import { changedFields, changeLines, fieldWords } from './changes.ts';

describe('the audit trail in words', () => {
  it('keeps only the fields that changed, by their path', () => {
    const before = {
      name: 'A',
      offer: { taxRate: 8, delivery: { zones: [{ name: 'City', fee: '15.00' }] } },
    };
    const after = {
      name: 'A',
      offer: { taxRate: 8.25, delivery: { zones: [{ name: 'City', fee: '20.00' }] } },
    };
    expect(changedFields(before, after)).toEqual({
      before: { 'offer.taxRate': 8, 'offer.delivery.zones.0.fee': '15.00' },
      after: { 'offer.taxRate': 8.25, 'offer.delivery.zones.0.fee': '20.00' },
    });
    expect(changedFields(before, structuredClone(before))).toBeNull();
  });

  it('treats a list of plain values as one field', () => {
    expect(changedFields({ zips: ['19103'] }, { zips: ['19103', '19104'] })).toEqual({
      before: { zips: ['19103'] },
      after: { zips: ['19103', '19104'] },
    });
  });

  it('reads amounts as money and statuses as words', () => {
    expect(
      changeLines({
        before: { status: 'out_for_delivery', 'offer.delivery.zones.0.fee': '1250.00', popular: false },
        after: { status: 'completed', 'offer.delivery.zones.0.fee': '20.00', popular: true },
      }),
    ).toEqual([
      { field: 'Status', before: 'out for delivery', after: 'completed' },
      { field: 'Offer › delivery › zones #1 › fee', before: '$1,250.00', after: '$20.00' },
      { field: 'Popular', before: 'no', after: 'yes' },
    ]);
    expect(fieldWords('prices.halfPanCents')).toBe('Prices › half pan cents');
    expect(changeLines({ before: { 'offer.taxRate': 8 }, after: { 'offer.taxRate': 7.25 } })).toEqual([
      { field: 'Offer › tax rate', before: '8%', after: '7.25%' },
    ]);
    // An amount field reads as money even as the owner typed it; a ZIP code never does.
    expect(changeLines({ before: { 'offer.packages.0.pricePerPerson': '40' }, after: null })).toEqual([
      { field: 'Offer › packages #1 › price per person', before: '$40.00', after: null },
    ]);
    // A field only one side has (a refund's amount) is said once, without an arrow from nothing.
    expect(
      changeLines({
        before: { status: 'succeeded' },
        after: { status: 'refunded', amountRefunded: '500.00' },
      }),
    ).toEqual([
      { field: 'Status', before: 'succeeded', after: 'refunded' },
      { field: 'Amount refunded', before: null, after: '$500.00' },
    ]);
    expect(changeLines({ before: { zip: '19103' }, after: { zip: '19104' } })[0]?.after).toBe('19104');
  });
});

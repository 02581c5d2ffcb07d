import { describe, expect, it } from 'vitest';
import { attachmentHeader, qrFileName } from '../qr-codes.ts';
import { discountedTotals } from '../quotes/schema.ts';
import { discountCents, discountCodeFromData, formatThreshold, normalizeDiscountCode } from './schema.ts';

describe('discount code rules', () => {
  it('reads a code whatever its case and with or without the QR prefix', () => {
    expect(normalizeDiscountCode(' discount:10percent ')).toBe('10PERCENT');
    expect(discountCodeFromData('DISCOUNT:FIRSTTIME')).toBe('FIRSTTIME');
    expect(discountCodeFromData('https://example.com')).toBeNull();
  });

  it('rounds the saving to whole cents and never takes more than the subtotal', () => {
    expect(discountCents(20_001, 10)).toBe(2000);
    expect(discountCents(20_005, 10)).toBe(2001);
    expect(discountCents(999, 100)).toBe(999);
  });

  it('names thresholds as the refusal text does', () => {
    expect(formatThreshold(20_000)).toBe('$200');
    expect(formatThreshold(150_050)).toBe('$1,500.50');
  });

  it('applies a custom quote discount only once the price is over its minimum', () => {
    expect(discountedTotals('200.00', { percent: 10, minSubtotal: '200.00' })).toEqual({
      subtotal: '200.00',
      discountAmount: '0.00',
      totalAmount: '200.00',
    });
    expect(discountedTotals('1000.00', { percent: 25, minSubtotal: null }).totalAmount).toBe('750.00');
    expect(discountedTotals('1000.00', { percent: null, minSubtotal: null }).discountAmount).toBeNull();
  });
});

describe('QR download names', () => {
  it('lower-cases the name and joins words with underscores', () => {
    expect(qrFileName('Client Portal Access', 'png')).toBe('client_portal_access_qr_code.png');
    expect(attachmentHeader('client_portal_access_qr_code.svg')).toBe(
      'attachment; filename="client_portal_access_qr_code.svg"',
    );
    expect(attachmentHeader('café_"x"_qr_code.png')).toContain("filename*=UTF-8''caf%C3%A9");
  });
});

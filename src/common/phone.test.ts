import { describe, expect, it } from 'vitest';
import { BusinessIdentitySchema } from './business.ts';
import { InquiryBodySchema } from './inquiries.ts';
import { CheckoutCustomerSchema } from './orders/schema.ts';
import { isPhoneNumber, OptionalPhoneSchema, PhoneSchema } from './phone.ts';
import { UpdateProfileBodySchema } from './profile.ts';
import { CreateQuoteBodySchema } from './quotes/schema.ts';

describe('one phone rule', () => {
  it('takes numbers people write, in any common notation', () => {
    for (const phone of ['215-555-0199', '(215) 555 0199', '+1 215.555.0199', '2155550199']) {
      expect(isPhoneNumber(phone), phone).toBe(true);
      expect(PhoneSchema.parse(` ${phone} `)).toBe(phone);
    }
  });

  it('refuses punctuation without digits, letters, and too few or too many digits', () => {
    for (const phone of ['(((((((', 'call me', '555-019', '1234567890123456', 'abcdefg']) {
      expect(isPhoneNumber(phone), phone).toBe(false);
      expect(PhoneSchema.safeParse(phone).error?.issues[0]?.message).toBe('Enter a valid phone number');
    }
  });

  it('is the rule of checkout, the quote form, the business details, the profile and the contact form', () => {
    const bad = '(((((((';
    expect(CheckoutCustomerSchema.shape.phone.safeParse(bad).success).toBe(false);
    expect(CreateQuoteBodySchema.shape.contactPhone.safeParse(bad).success).toBe(false);
    expect(BusinessIdentitySchema.shape.phone.safeParse(bad).success).toBe(false);
    expect(UpdateProfileBodySchema.shape.phone.safeParse(bad).success).toBe(false);
    expect(InquiryBodySchema.shape.phone.safeParse(bad).success).toBe(false);
  });

  it('lets optional phones be left blank', () => {
    expect(OptionalPhoneSchema.parse('')).toBeUndefined();
    expect(OptionalPhoneSchema.parse(null)).toBeUndefined();
    expect(UpdateProfileBodySchema.shape.phone.parse('')).toBeNull();
  });
});

import { z } from 'zod';

/** Digits, spaces and + ( ) . - only: how people write phone numbers, in any country. */
const PHONE_CHARACTERS = /^[0-9+().\-\s]+$/;

/** A phone number people can dial: its characters, and 7 to 15 digits (E.164's most). */
export function isPhoneNumber(value: string): boolean {
  const digits = value.match(/\d/g)?.length ?? 0;
  return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 15;
}

/** The one phone rule of every form and body (orders, quotes, profile, business, inquiries…). */
export const PhoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(40, 'Phone is too long')
  .refine(isPhoneNumber, 'Enter a valid phone number');

/** The same rule where a phone may be left out: blank (or null) is no phone. */
export const OptionalPhoneSchema = z.preprocess(
  (value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value),
  PhoneSchema.optional(),
);

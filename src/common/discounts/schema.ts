import { z } from 'zod';
import { fromCents, isMoneyText, MAX_CENTS, toCents } from '../money.ts';
import { normalizeDiscountCode } from './code-text.ts';

export * from './code-text.ts';

/** Money as a number or a "250.00" string; answers the string form. (quotes.ts imports this file.) */
const MoneyInputSchema = z
  // A JSON number is read as the digits it was written with (19.99 → "19.99"), never multiplied as a float.
  .union([z.number().transform(String), z.string().trim()], { error: 'Enter an amount such as 250.00' })
  .refine(isMoneyText, 'Enter an amount such as 250.00')
  // Only text that is an amount is measured: the check above has already named anything else.
  .refine((v) => !isMoneyText(v) || toCents(v) <= MAX_CENTS, 'That amount is too large')
  .transform((v) => fromCents(toCents(v)));

/** How a discount code decides who may use it, besides its dates, minimum and uses. */
export const DISCOUNT_RULES = ['none', 'first-order', 'corporate-event'] as const;
const DiscountRuleSchema = z.enum(DISCOUNT_RULES, { error: 'Choose a rule from the list' });
export type DiscountRule = z.infer<typeof DiscountRuleSchema>;

export const DISCOUNT_RULE_LABELS: Record<DiscountRule, string> = {
  none: 'Anyone',
  'first-order': 'First order only',
  'corporate-event': 'Corporate events (quotes)',
};

/** The saving in whole cents, rounded half up; never more than the subtotal. */
export function discountCents(subtotalCents: number, percent: number): number {
  return Math.min(subtotalCents, Math.round((subtotalCents * percent) / 100));
}

/** "$200" for whole dollars, "$200.50" otherwise: the refusal text reads like the spec's. */
export function formatThreshold(cents: number): string {
  const dollars = Math.floor(cents / 100).toLocaleString('en-US');
  return cents % 100 === 0 ? `$${dollars}` : `$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

export const minimumMessage = (minCents: number) =>
  `This code needs an order over ${formatThreshold(minCents)}.`;

const CodeInputSchema = z
  .string({ error: 'Enter a discount code' })
  .max(60, 'That code is too long')
  .transform(normalizeDiscountCode)
  .refine((v) => v.length > 0, 'Enter a discount code')
  .refine((v) => /^[A-Z0-9_-]+$/.test(v), 'A code has only letters, digits, - and _');

/** The optional `discountCode` of an order or a quote request: empty means none. */
export const OptionalDiscountCodeSchema = z
  .string()
  .max(60, 'That code is too long')
  .nullish()
  .transform((v) => (v ? normalizeDiscountCode(v) : null))
  .transform((v) => v || null);

/** POST /api/discount-codes/check */
export const CheckDiscountBodySchema = z.object({
  code: CodeInputSchema,
  /** Absent for a custom quote request, which is priced later: the minimum is checked then. */
  subtotal: MoneyInputSchema.nullish(),
  eventType: z.string().trim().max(40).nullish(),
  /** Lets a visitor learn before placing the order whether a first-order code is theirs to use. */
  email: z.email().max(254).nullish().or(z.literal('')),
});

export const DiscountCheckSchema = z.object({
  code: z.string(),
  title: z.string(),
  percent: z.number().int(),
  discountAmount: z.string(),
  total: z.string(),
});
export type DiscountCheck = z.infer<typeof DiscountCheckSchema>;

export const DiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  percent: z.number().int(),
  minSubtotal: z.string(),
  rule: DiscountRuleSchema,
  active: z.boolean(),
  /** Shown to everyone under 'Available Discount Codes' (decision 0058). */
  isPublic: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  ownerUserId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

const optionalInstant = z.iso
  .datetime({ offset: true, error: 'Enter a valid date and time' })
  .nullish()
  .or(z.literal('').transform(() => null));

const editableFields = {
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120),
  description: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => v || null),
  percent: z
    .number({ error: 'Percent off is required' })
    .int('Percent off is a whole number')
    .min(1, 'Percent off is at least 1')
    .max(100, 'Percent off is at most 100'),
  minSubtotal: MoneyInputSchema,
  rule: DiscountRuleSchema,
  active: z.boolean(),
  isPublic: z.boolean(),
  validFrom: optionalInstant,
  validUntil: optionalInstant,
  maxUses: z.number().int().min(1, 'Maximum uses is at least 1').max(1_000_000).nullish(),
  ownerUserId: z.number().int().min(1).max(2_147_483_647).nullish(),
};

export const CreateDiscountCodeBodySchema = z.object({
  code: CodeInputSchema,
  ...editableFields,
  minSubtotal: editableFields.minSubtotal.optional().default('0.00'),
  rule: editableFields.rule.optional().default('none'),
  active: editableFields.active.optional().default(true),
  // A new code is handed out by its owner until they choose to list it for everyone.
  isPublic: editableFields.isPublic.optional().default(false),
});
export type CreateDiscountCodeBody = z.input<typeof CreateDiscountCodeBodySchema>;

export const UpdateDiscountCodeBodySchema = z.object(editableFields).partial();
export type UpdateDiscountCodeBody = z.input<typeof UpdateDiscountCodeBodySchema>;

import { z } from 'zod';
import { EmailSchema } from '../auth.ts';
import { BillSchema, DeliveryZipSchema } from '../bill/schema.ts';
import { billRowsAboveTotal } from '../bill/text.ts';
import type { Bill } from '../bill/types.ts';
import { businessClock } from '../business-time.ts';
import { CostingSchema } from '../costing/schema.ts';
import { REAL_DATE_MESSAGE, realDatePartOf } from '../dates.ts';
import { discountCents, OptionalDiscountCodeSchema } from '../discounts/schema.ts';
import { idParam } from '../ids.ts';
import { formatMoney, fromCents, isMoneyText, MAX_CENTS, toCents } from '../money.ts';
import { optionalNameSchema } from '../names.ts';
import { MAX_PACKAGE_DISHES } from '../offer/types.ts';
import { BOOKING_HORIZON_MESSAGE, latestEventDate, PAST_DATE_MESSAGE } from '../orders/schedule.ts';
import { PhoneSchema } from '../phone.ts';
import { SignatureSchema, SignerNameSchema } from './signing.ts';

export * from './documents.ts';
export * from './pricing.ts';
export * from './signing.ts';

/** The spec's event types; 'social' is what the public quote page calls a private celebration. */
export const EVENT_TYPES = [
  'corporate',
  'wedding',
  'private',
  'school',
  'special',
  'social',
  'other',
] as const;
const EventTypeSchema = z.enum(EVENT_TYPES, { error: 'Choose an event type' });
export type EventType = z.infer<typeof EventTypeSchema>;

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  corporate: 'Corporate Event',
  wedding: 'Wedding',
  private: 'Private Party',
  school: 'School Event',
  special: 'Special Event',
  social: 'Social Event',
  other: 'Other',
};

/**
 * The one list of event types every form offers (the public quote page, the wizard, the New Event
 * Booking tiles, and, by these labels, the contact form). 'social' is still accepted and shown for
 * requests made before it was folded into Private Party.
 */
export const WIZARD_EVENT_TYPES = [
  'corporate',
  'wedding',
  'private',
  'school',
  'special',
  'other',
] as const satisfies readonly EventType[];

/** Whether a text names one of the offered event types (a link's `?eventType=corporate`). */
export const isOfferedEventType = (value: string | null): value is (typeof WIZARD_EVENT_TYPES)[number] =>
  (WIZARD_EVENT_TYPES as readonly string[]).includes(value ?? '');

export const MENU_PACKAGES = ['full-service', 'brunch', 'basic', 'premium', 'luxury', 'custom'] as const;
const MenuPackageSchema = z.enum(MENU_PACKAGES, { error: 'Choose a catering option' });
export type MenuPackage = z.infer<typeof MenuPackageSchema>;

export const QUOTE_STATUSES = [
  'requested',
  'sent',
  'viewed',
  'changes_requested',
  'accepted',
  'rejected',
  'completed',
] as const;
const QuoteStatusSchema = z.enum(QUOTE_STATUSES, { error: 'Unknown status' });
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;

const MAX_GUESTS = 10_000;
/** What is always true of a guest count; each package's minimum is the offer's (guestCountProblem). */
export const GUEST_COUNT_MESSAGE = 'Please enter the number of guests as a whole number of 1 or more.';
const MAX_NOTES_LENGTH = 2000;

const GuestCountSchema = z
  .number({ error: GUEST_COUNT_MESSAGE })
  .int(GUEST_COUNT_MESSAGE)
  .min(1, GUEST_COUNT_MESSAGE)
  .max(MAX_GUESTS, `For more than ${MAX_GUESTS.toLocaleString('en-US')} guests, please call us.`);

const DATE_TIME_MESSAGE = 'Enter a valid date and time';
/** An ISO date-time with its offset; an impossible day ('2027-02-29T18:00Z') is named as such. */
const IsoDateTimeSchema = z
  .string({ error: DATE_TIME_MESSAGE })
  .refine(realDatePartOf, { error: REAL_DATE_MESSAGE, abort: true })
  .pipe(z.iso.datetime({ offset: true, error: DATE_TIME_MESSAGE }));

/**
 * An event start that has not passed and is within the booking horizon (its business date), checked
 * at the moment of validation. How soon it may be is the Book Now minimum lead time, which the
 * server's booking check applies with the admin's numbers (src/common/lead-time.ts).
 */
export const FutureEventDateSchema = IsoDateTimeSchema.refine((value) => Date.parse(value) >= Date.now(), {
  error: PAST_DATE_MESSAGE,
  abort: true,
}).refine(
  (value) => businessClock(new Date(value)).date <= latestEventDate(new Date()),
  BOOKING_HORIZON_MESSAGE,
);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** Money as a number or a "1250.00" string (at most two decimals, never negative); answers the string form. */
export const MoneyInputSchema = z
  // A JSON number is read as the digits it was written with (19.99 → "19.99"), never multiplied as a float.
  .union([z.number().transform(String), z.string().trim()], { error: 'Enter an amount such as 1250.00' })
  .refine(isMoneyText, 'Enter an amount such as 1250.00')
  // Only text that is an amount is measured: the check above has already named anything else.
  .refine((v) => !isMoneyText(v) || toCents(v) <= MAX_CENTS, 'That amount is too large')
  .transform((v) => fromCents(toCents(v)));

/** Menu item ids chosen as a package's dishes, at most MAX_PACKAGE_DISHES (the offer may allow fewer). */
const DishIdsSchema = z
  .array(z.number({ error: 'Choose dishes from the menu' }).int().positive().max(2_147_483_647), {
    error: 'Choose dishes from the menu',
  })
  .max(MAX_PACKAGE_DISHES, `Choose at most ${MAX_PACKAGE_DISHES} dishes`);

/** What POST /api/quotes reads. A client's totalAmount, status or clientId are never read. */
export const CreateQuoteBodySchema = z.object({
  eventType: EventTypeSchema,
  eventDate: FutureEventDateSchema,
  guestCount: GuestCountSchema,
  venue: optionalText(300, 'Venue'),
  menuPackage: MenuPackageSchema,
  notes: optionalText(MAX_NOTES_LENGTH, 'Notes'),
  budget: MoneyInputSchema.nullish().transform((v) => v ?? null),
  contactName: optionalNameSchema('Name')
    .nullish()
    .transform((v) => (v ? v : null)),
  contactEmail: EmailSchema.nullish().transform((v) => v ?? null),
  contactPhone: PhoneSchema.nullish().transform((v) => v ?? null),
  discountCode: OptionalDiscountCodeSchema,
  /** Menu item ids the package's dishes are chosen from (checked against the menu and the offer). */
  dishes: DishIdsSchema.default([]),
  /** The venue's ZIP (issue 34 §2): a package is delivered, with its zone's fee on the bill. */
  venueZip: DeliveryZipSchema.nullish().transform((v) => v ?? null),
  /** Issue 40 §1: consent to texts about this event, for the contact phone (else the account's). */
  smsOptIn: z.boolean({ error: 'smsOptIn is true or false' }).optional(),
  /**
   * The spec's call sends these (docs/spec, spec 1 §7): they are accepted and never read. The server
   * prices the request, sets its status and takes the client from the session.
   */
  totalAmount: z.unknown().optional(),
  status: z.unknown().optional(),
  clientId: z.unknown().optional(),
});
export type CreateQuoteBody = z.input<typeof CreateQuoteBodySchema>;
export type CreateQuoteData = z.output<typeof CreateQuoteBodySchema>;

const LineItemSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'Describe the item')
    .max(200, 'Keep the description under 200 characters'),
  quantity: z
    .number()
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(100_000),
  unitPrice: MoneyInputSchema,
});

/** What an admin may change when pricing or revising a proposal; the proposal is then sent. */
export const UpdateQuoteBodySchema = z.object({
  /** The package's dishes, replacing the client's choice (same rules as a request). */
  dishes: DishIdsSchema.optional(),
  eventType: EventTypeSchema.optional(),
  eventDate: IsoDateTimeSchema.nullable().optional(),
  guestCount: GuestCountSchema.optional(),
  venue: optionalText(300, 'Venue').optional(),
  menuPackage: MenuPackageSchema.optional(),
  notes: optionalText(MAX_NOTES_LENGTH, 'Notes').optional(),
  lineItems: z.array(LineItemSchema).max(50, 'At most 50 line items').optional(),
  totalAmount: MoneyInputSchema.optional(),
  /** When this version stops being open to signature (default: DEFAULT_VALID_DAYS after sending). */
  validUntil: IsoDateTimeSchema.optional(),
});
export type UpdateQuoteBody = z.input<typeof UpdateQuoteBodySchema>;
export type UpdateQuoteData = z.output<typeof UpdateQuoteBodySchema>;

/**
 * A client accepts by signing: their typed full name and agreement to the terms (SIGN_MESSAGE when
 * missing, checked by the service so the spec's bare accept call gets that answer).
 */
export const UpdateQuoteStatusBodySchema = z.object({
  status: QuoteStatusSchema,
  signerName: z.string().max(1000).optional(),
  agreeToTerms: z.boolean().optional(),
});
export { SignerNameSchema };

export const QuoteIdParamsSchema = z.object({ id: idParam('Quote not found.') });

/** The signed token of a visitor's request mail: its account holder adds the request to the portal. */
export const ClaimQuoteBodySchema = z.object({
  token: z.string().trim().min(1, 'The link has no token').max(200),
});

const QuoteDishSchema = z.object({ id: z.number().int(), name: z.string() });
export type QuoteDish = z.infer<typeof QuoteDishSchema>;

export const QuoteSchema = z.object({
  id: z.number().int(),
  /** 'CC-2026-014', the same in mails, PDFs, pages and the API. */
  proposalNumber: z.string(),
  /** The version last sent (0 while a request waits for its price). */
  version: z.number().int(),
  /** When the version sent stops being open to signature; null for none. */
  validUntil: z.string().nullable(),
  /** The day the final guest count is due (the event less the offer's days), on the business clock. */
  finalCountDueDate: z.string().nullable(),
  /** The signature that accepted it (owner and admins only see quotes at all). */
  signature: SignatureSchema.nullable(),
  clientId: z.number().int().nullable(),
  /** Who asked: the account's full name or username, or a visitor's contact name. */
  clientName: z.string(),
  clientEmail: z.string(),
  clientPhone: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  status: z.string(),
  eventType: z.string(),
  eventDate: z.string().nullable(),
  guestCount: z.number().int(),
  venue: z.string().nullable(),
  menuPackage: z.string(),
  /** What the client pays: the bill's total (discount off, service charge and tax on). */
  totalAmount: z.string().nullable(),
  /** Succeeded payments less refunds (feature payments); the balance is the total less this. */
  amountPaid: z.string(),
  balanceDue: z.string().nullable(),
  /**
   * The house-account invoice it was billed to (issue 39, POST /api/quotes/{id}/bill-to-account), as
   * the accounts' invoices say it ('overdue': open past its due date); null when none.
   */
  accountInvoice: z
    .object({ number: z.string(), status: z.enum(['open', 'paid', 'overdue', 'void']) })
    .nullable(),
  /** Before the discount (the sum of the line items); null until priced. */
  subtotal: z.string().nullable(),
  /** Every part of the price of the version sent; totalAmount is its total. Null until priced. */
  bill: BillSchema.nullable(),
  discountCode: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  discountAmount: z.string().nullable(),
  budget: z.string().nullable(),
  notes: z.string().nullable(),
  lineItems: z.array(z.object({ description: z.string(), quantity: z.number(), unitPrice: z.string() })),
  /** The dishes chosen for the package, named as they were when requested. */
  dishes: z.array(QuoteDishSchema),
  viewedAt: z.string().nullable(),
  sentAt: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** What it costs and earns (issue 37): sent to an admin reading one proposal, absent for anyone else. */
  costing: CostingSchema.optional(),
});
export type Quote = z.infer<typeof QuoteSchema>;

export const QuoteStatsSchema = z.object({
  total: z.number().int(),
  requested: z.number().int(),
  sent: z.number().int(),
  viewed: z.number().int(),
  changes_requested: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  completed: z.number().int(),
  /** Sum of the totals of accepted proposals. */
  acceptedValue: z.string(),
  /** Sum of the totals of proposals sent, viewed, accepted or completed (the portal's 'Total Value'). */
  totalValue: z.string(),
});
export type QuoteStats = z.infer<typeof QuoteStatsSchema>;

/**
 * The totals of a quote priced at `subtotal` with a discount's stored terms: a custom request keeps
 * its code until the business prices it, and the minimum is checked then.
 */
export function discountedTotals(
  subtotal: string,
  terms: { percent: number | null; minSubtotal: string | null },
): { subtotal: string; discountAmount: string | null; totalAmount: string } {
  const cents = toCents(subtotal);
  if (terms.percent === null) return { subtotal, discountAmount: null, totalAmount: subtotal };
  const off = cents > toCents(terms.minSubtotal ?? '0') ? discountCents(cents, terms.percent) : 0;
  return { subtotal, discountAmount: fromCents(off), totalAmount: fromCents(cents - off) };
}

/**
 * The rows a priced proposal shows above its total: its bill (subtotal, discount, service charge, tax),
 * or for a proposal priced before bills existed, its subtotal and discount (none without a discount).
 */
export function quoteBillRows(quote: {
  subtotal: string | null;
  discountCode: string | null;
  discountPercent: number | null;
  discountAmount: string | null;
  bill?: Bill | null;
}): { label: string; text: string }[] {
  const percent = quote.discountPercent === null ? '' : `, ${quote.discountPercent}%`;
  const discountLabel = `Discount (${quote.discountCode ?? ''}${percent})`;
  if (quote.bill && quote.bill.taxRate !== '0.000') return billRowsAboveTotal(quote.bill, { discountLabel });
  if (!quote.discountCode || quote.discountAmount === null || quote.subtotal === null) return [];
  return [
    { label: 'Subtotal', text: formatMoney(quote.subtotal) },
    { label: discountLabel, text: `-${formatMoney(quote.discountAmount)}` },
  ];
}

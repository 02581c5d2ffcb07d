import { z } from 'zod';
import { formatBusiness } from './business-time.ts';
import { formatMoney, isMoneyText, toCents } from './money.ts';
import { depositAmount } from './quotes/pricing.ts';

/** The spec's payment test charge: always one dollar, whatever the browser says. */
export const TEST_PAYMENT_CENTS = 100;
/** How long a right password keeps the payment test page open in that browser. */
export const PAYMENT_TEST_UNLOCK_MINUTES = 30;
/** The balance is due this many days before the event (proposal terms). */
export const BALANCE_DUE_DAYS_BEFORE_EVENT = 7;
/** Reminders go this many days before the balance is due, while it is unpaid. */
export const REMINDER_DAYS_BEFORE_DUE = [10, 3] as const;

/** The card processors (src/server/platform/payments); off: no online payment (decision 0057). */
const PAYMENT_GATEWAYS = ['simulated', 'stripe', 'off'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
/** Shown on every card form, payment line and receipt of the simulated gateway. */
export const TEST_MODE_TEXT = 'Test mode — no card is charged';

const PAYMENT_KINDS = ['test', 'deposit', 'balance', 'offline', 'order', 'invoice'] as const;
const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export const OFFLINE_METHODS = ['check', 'cash', 'bank'] as const;
export const OFFLINE_METHOD_LABELS: Record<(typeof OFFLINE_METHODS)[number], string> = {
  check: 'Check',
  cash: 'Cash',
  bank: 'Bank transfer',
};

/** The spec's test cards, shown on the payment test page as a reference. */
export const TEST_CARDS = [
  { brand: 'Visa', number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { brand: 'Mastercard', number: '5555 5555 5555 4444', outcome: 'Succeeds' },
  { brand: 'Visa', number: '4000 0000 0000 0002', outcome: 'Declined' },
  { brand: 'Visa', number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
] as const;

const digits = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** The card form's fields, with the spec's maximum lengths (19, 2, 4, 4). */
export const CardSchema = z.object({
  number: digits('Card number', 19).regex(/^[0-9 ]+$/, 'Card number must be digits'),
  exp_month: digits('Expiry month', 2).regex(/^[0-9]+$/, 'Expiry month must be digits'),
  exp_year: digits('Expiry year', 4).regex(/^[0-9]+$/, 'Expiry year must be digits'),
  cvv: digits('CVV', 4).regex(/^[0-9]+$/, 'CVV must be digits'),
  name: digits('Cardholder name', 120),
});
export type Card = z.infer<typeof CardSchema>;

/** POST /api/payment-test: the spec's payload. `amount` is read by nobody: the server charges $1.00. */
export const PaymentTestBodySchema = z.object({
  amount: z.unknown().optional(),
  card: CardSchema.optional(),
  description: z.string().max(200).optional(),
});

export const PaymentTestUnlockBodySchema = z.object({
  password: z.string({ error: 'Enter the password' }).max(200),
});

export const PaymentTestStatusSchema = z.object({
  configured: z.boolean(),
  unlocked: z.boolean(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** True when a real processor is configured: the page then warns of a real charge. */
  live: z.boolean(),
  publishableKey: z.string().nullable(),
});
export type PaymentTestStatus = z.infer<typeof PaymentTestStatusSchema>;

export const PaymentTestResultSchema = z.object({
  success: z.boolean(),
  chargeId: z.string().nullable(),
  message: z.string(),
  /** With Stripe: the browser confirms the payment with this secret (Payment Element). */
  clientSecret: z.string().optional(),
  code: z.string().optional(),
});
export type PaymentTestResult = z.infer<typeof PaymentTestResultSchema>;

/** POST /api/quotes/{id}/payments: a client pays by card, an admin records money received offline. */
const LinkTokenSchema = z.string().max(200, 'The link has no valid token').optional();

export const CreatePaymentBodySchema = z.discriminatedUnion(
  'kind',
  [
    // `token`: the proposal link's (decision 0086), for a visitor's proposal paid without an account.
    z.object({ kind: z.literal('deposit'), card: CardSchema.optional(), token: LinkTokenSchema }),
    z.object({ kind: z.literal('balance'), card: CardSchema.optional(), token: LinkTokenSchema }),
    z.object({
      kind: z.literal('offline'),
      amount: z
        .string({ error: 'Enter an amount such as 250.00' })
        .trim()
        .regex(/^\d{1,8}(\.\d{1,2})?$/, 'Enter an amount such as 250.00')
        .refine((v) => !isMoneyText(v) || toCents(v) > 0, 'The amount must be more than zero'),
      method: z.enum(OFFLINE_METHODS, { error: 'Choose check, cash or bank' }),
      note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
    }),
  ],
  { error: 'Choose deposit, balance or offline' },
);
export type CreatePaymentBody = z.input<typeof CreatePaymentBodySchema>;

/**
 * POST /api/orders/{id}/payments: the customer pays a checkout order's total by card. The order's own
 * account, or the tracking link's token for a visitor's order, says who may. `amount` is read by
 * nobody: the server charges the order's stored bill.
 */
export const OrderPaymentBodySchema = z.object({
  token: z.string().max(200).optional(),
  card: CardSchema.optional(),
  amount: z.unknown().optional(),
});
export type OrderPaymentBody = z.input<typeof OrderPaymentBodySchema>;

/**
 * POST /api/orders/{id}/payments/offline: an admin records that the order was paid by check, cash or
 * transfer. The amount is what the order still owes, never a number sent.
 */
export const OrderOfflinePaymentBodySchema = z.strictObject({
  method: z.enum(OFFLINE_METHODS, { error: 'Choose check, cash or bank' }),
  note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
});
export type OrderOfflinePaymentBody = z.input<typeof OrderOfflinePaymentBodySchema>;

export const PaymentSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int().nullable(),
  orderId: z.number().int().nullable(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  gateway: z.string(),
  gatewayRef: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  method: z.string().nullable(),
  note: z.string().nullable(),
  failureMessage: z.string().nullable(),
  paidBy: z.number().int().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentResultSchema = z.object({
  payment: PaymentSchema,
  amountPaid: z.string(),
  balanceDue: z.string(),
  clientSecret: z.string().optional(),
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

const instruction = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(600, `Keep the ${label.toLowerCase()} under 600 characters`);

/** What the business recorded for clients who pay by check or bank transfer (empty: not offered). */
export const PaymentInstructionsSchema = z.object({
  check: instruction('Check instructions'),
  bankTransfer: instruction('Bank transfer details'),
});
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>;
export const NO_PAYMENT_INSTRUCTIONS: PaymentInstructions = { check: '', bankTransfer: '' };

/** GET /api/payments/options: whether a client can pay online, in test mode, and how to pay otherwise. */
export const PaymentOptionsSchema = PaymentInstructionsSchema.extend({
  gateway: z.enum(PAYMENT_GATEWAYS),
  /** Pay buttons are offered: a card processor (or its test-mode stand-in) is configured. */
  online: z.boolean(),
  /** The simulated gateway: no card is charged. */
  testMode: z.boolean(),
});
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;

/**
 * How to pay without a card, in the words of the proposal page and the mails: what the business
 * recorded, or its phone and email when it recorded nothing.
 */
export function howToPayLines(
  instructions: PaymentInstructions,
  contact: { phone: string; email: string },
): string[] {
  const lines = [
    ...(instructions.check ? [`By check: ${instructions.check}`] : []),
    ...(instructions.bankTransfer ? [`By bank transfer: ${instructions.bankTransfer}`] : []),
  ];
  if (lines.length > 0) return lines;
  const reach = [contact.phone && `call us at ${contact.phone}`, contact.email && `write to ${contact.email}`]
    .filter(Boolean)
    .join(' or ');
  return [`To pay by check or bank transfer, ${reach || 'contact us'} and we will send the details.`];
}

/** The instant the balance is due: 7 days before the event; null without an event date. */
export function balanceDueDate(eventDate: string | null): string | null {
  if (!eventDate) return null;
  const event = Date.parse(eventDate);
  if (Number.isNaN(event)) return null;
  return new Date(event - BALANCE_DUE_DAYS_BEFORE_EVENT * 24 * 60 * 60 * 1000).toISOString();
}

/** "May 28, 2031" on the business's calendar. */
export function formatDueDate(iso: string | null): string {
  if (!iso) return 'TBD';
  return formatBusiness(iso, { year: 'numeric', month: 'short', day: 'numeric' });
}

/**
 * Where a quote stands with its payments, in the words the screens and the PDF use. A proposal billed
 * to a house account (issue 39) is paid through its invoice, not by a deposit: 'billed-to-account'
 * until that invoice is voided (then it is paid the usual way).
 */
export function paymentStanding(quote: {
  totalAmount: string | null;
  amountPaid: string;
  balanceDue: string | null;
  accountInvoice?: { status: string } | null;
}): 'unpaid' | 'deposit-paid' | 'paid-in-full' | 'billed-to-account' {
  if (quote.accountInvoice && quote.accountInvoice.status !== 'void') return 'billed-to-account';
  if (!quote.totalAmount) return 'unpaid';
  // A proposal a 100% code brought to $0.00 needs no payment: it is paid as it stands.
  if (toCents(quote.totalAmount) === 0) return 'paid-in-full';
  if (toCents(quote.amountPaid) === 0) return 'unpaid';
  if (quote.balanceDue !== null && toCents(quote.balanceDue) === 0) return 'paid-in-full';
  return 'deposit-paid';
}

/** The mails' paragraph on paying by check or transfer (decision 0057), or nothing with a card gateway. */
export function howToPayParagraph(howToPay: string[] | null | undefined): string {
  if (!howToPay) return '';
  return `How to pay: we take payment by check or bank transfer.\n${howToPay.join('\n')}\n\n`;
}

/** The proposal PDF's lines once money has come in: what is paid and what is due by when. */
export function paidRows(quote: {
  totalAmount: string | null;
  amountPaid: string;
  balanceDue: string | null;
  eventDate: string | null;
}): [string, string][] {
  const standing = paymentStanding(quote);
  if (toCents(quote.totalAmount ?? '0') === 0) return [['Balance', 'Paid in full']];
  const coversDeposit = toCents(quote.amountPaid) >= toCents(depositAmount(quote.totalAmount));
  const rows: [string, string][] = [
    [coversDeposit ? 'Deposit paid' : 'Paid to date', formatMoney(quote.amountPaid)],
  ];
  if (standing === 'paid-in-full') rows.push(['Balance', 'Paid in full']);
  else
    rows.push([
      `Balance due by ${formatDueDate(balanceDueDate(quote.eventDate))}`,
      formatMoney(quote.balanceDue),
    ]);
  return rows;
}

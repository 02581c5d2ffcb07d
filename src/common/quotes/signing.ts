import { z } from 'zod';
import { businessClock } from '../business-time.ts';
import { fromCents, toCents } from '../money.ts';

/** Issue 27: signing is accepting. The one answer to an accept call without a name and agreement. */
export const SIGN_MESSAGE = 'Type your full name and agree to the terms to sign.';
export const SIGN_NAME_LABEL = 'Type your full name to sign';
export const AGREE_LABEL = 'I agree to the terms';

export const expiredMessage = (date: string) => `This proposal expired on ${date}. Ask us to renew it.`;

/** 'CC-2026-014': the business year the request was made and its id, 3 digits at least. */
export function newProposalNumber(id: number, madeAt: Date): string {
  return `CC-${businessClock(madeAt).date.slice(0, 4)}-${String(id).padStart(3, '0')}`;
}

/** The typed full name: 2 to 120 characters once trimmed. */
export const SignerNameSchema = z.string().trim().min(2).max(120);

export const SignatureSchema = z.object({
  signerName: z.string(),
  signedAt: z.string(),
  version: z.number().int(),
  documentSha256: z.string(),
});

const QUOTE_EVENT_KINDS = [
  'requested',
  'sent',
  'viewed',
  'changes_requested',
  'signed',
  'count_changed',
  'paid',
  'refunded',
  'expired',
  'renewed',
  // A follow-up the owner's automations mailed or texted about it (issue 40 §2), from the audit trail.
  'follow_up',
] as const;
export type QuoteEventKind = (typeof QUOTE_EVENT_KINDS)[number];

export const QUOTE_EVENT_LABELS: Record<QuoteEventKind, string> = {
  requested: 'Requested',
  sent: 'Sent',
  viewed: 'Viewed',
  changes_requested: 'Change requested',
  signed: 'Signed',
  count_changed: 'Guest count changed',
  paid: 'Paid',
  refunded: 'Refunded',
  expired: 'Expired',
  renewed: 'Renewed',
  follow_up: 'Follow-up sent',
};

export const QuoteEventSchema = z.object({
  kind: z.enum(QUOTE_EVENT_KINDS),
  at: z.string(),
  version: z.number().int().nullable(),
  /** Who: a person's name, 'The business' or 'System'. */
  by: z.string(),
  role: z.enum(['client', 'admin', 'visitor', 'system']),
  detail: z.string().nullable(),
  /** The signer's IP address and browser: admins only. */
  ipAddress: z.string().optional(),
  userAgent: z.string().optional(),
});
export type QuoteEvent = z.infer<typeof QuoteEventSchema>;

const LineSchema = z.object({ description: z.string(), quantity: z.number(), unitPrice: z.string() });

export const QuoteVersionSchema = z.object({
  version: z.number().int(),
  kind: z.enum(['sent', 'count']),
  sentAt: z.string(),
  totalAmount: z.string().nullable(),
  lineItems: z.array(LineSchema),
  /** The package's dishes in this version, as the client saw them (issue 34 §4: swaps are changes). */
  dishes: z.array(z.object({ id: z.number().int(), name: z.string() })),
  guestCount: z.number().int(),
  validUntil: z.string().nullable(),
  /** 'signed' for the version signed; 'superseded' once a later one was sent; else the proposal's. */
  status: z.string(),
  documentSha256: z.string().nullable(),
});
export type QuoteVersion = z.infer<typeof QuoteVersionSchema>;

export const PdfQuerySchema = z.object({
  version: z.coerce
    .number({ error: 'Version must be a whole number' })
    .int('Version must be a whole number')
    .min(1, 'Version must be 1 or more')
    .max(100_000)
    .optional(),
});

export const FINAL_COUNT_PASSED_MESSAGE = (date: string) =>
  `The final guest count was due on ${date}. Please call or message us to change it.`;

export const GuestCountBodySchema = z.object({
  guestCount: z
    .number({ error: 'Enter the number of guests as a whole number' })
    .int('Enter the number of guests as a whole number')
    .min(1, 'Enter the number of guests as a whole number')
    .max(10_000, 'For more than 10,000 guests, please call us.'),
});

/**
 * The lines a new guest count re-prices: those counted per guest (quantity = the old count), set to
 * the new count; other lines (per event, fixed extras) stay.
 */
export function recountLines<T extends { quantity: number }>(
  lines: readonly T[],
  before: number,
  after: number,
): T[] {
  return lines.map((l) => (l.quantity === before ? { ...l, quantity: after } : l));
}

export const CHANGE_REQUEST_MESSAGE = 'Tell us what to change (at most 2,000 characters).';
export const ChangeRequestBodySchema = z.object({
  message: z
    .string({ error: CHANGE_REQUEST_MESSAGE })
    .trim()
    .min(1, CHANGE_REQUEST_MESSAGE)
    .max(2000, CHANGE_REQUEST_MESSAGE),
});

type Line = z.infer<typeof LineSchema>;
type Dish = { id: number; name: string };
export type VersionChange =
  | { kind: 'added'; description: string; amount: string }
  | { kind: 'removed'; description: string; amount: string }
  | { kind: 'repriced'; description: string; before: string; after: string }
  | { kind: 'dish-swapped'; description: string; before: string }
  | { kind: 'dish-added'; description: string }
  | { kind: 'dish-removed'; description: string };

/** A version's dishes from its stored snapshot; a snapshot older than dishes has none. */
export function snapshotDishes(snapshot: Record<string, unknown>): Dish[] {
  return QuoteVersionSchema.shape.dishes.catch([]).parse(snapshot.dishes);
}

/**
 * What changed in a package's dishes: a dish taken out and another put in, in order, read as a swap
 * ("Chicken Marsala → Roasted vegetable risotto"); the rest as added or removed.
 */
function dishChanges(before: readonly Dish[], after: readonly Dish[]): VersionChange[] {
  const had = new Set(before.map((d) => d.id));
  const has = new Set(after.map((d) => d.id));
  const out = before.filter((d) => !has.has(d.id));
  const put = after.filter((d) => !had.has(d.id));
  const changes: VersionChange[] = [];
  for (let i = 0; i < Math.max(out.length, put.length); i++) {
    const was = out[i];
    const now = put[i];
    if (was && now) changes.push({ kind: 'dish-swapped', description: now.name, before: was.name });
    else if (now) changes.push({ kind: 'dish-added', description: now.name });
    else if (was) changes.push({ kind: 'dish-removed', description: was.name });
  }
  return changes;
}

const lineAmount = (l: Line) => fromCents(l.quantity * toCents(l.unitPrice));

/** What changed between two versions: their lines, matched by description, then their dishes. */
export function versionChanges(
  previous: { lineItems: readonly Line[]; dishes: readonly Dish[] },
  current: { lineItems: readonly Line[]; dishes: readonly Dish[] },
): VersionChange[] {
  const before = previous.lineItems;
  const after = current.lineItems;
  const changes: VersionChange[] = [];
  const old = new Map(before.map((l) => [l.description, l]));
  const now = new Map(after.map((l) => [l.description, l]));
  for (const l of after) {
    const was = old.get(l.description);
    if (!was) changes.push({ kind: 'added', description: l.description, amount: lineAmount(l) });
    else if (lineAmount(was) !== lineAmount(l) || was.quantity !== l.quantity)
      changes.push({
        kind: 'repriced',
        description: l.description,
        before: lineAmount(was),
        after: lineAmount(l),
      });
  }
  for (const l of before)
    if (!now.has(l.description))
      changes.push({ kind: 'removed', description: l.description, amount: lineAmount(l) });
  return [...changes, ...dishChanges(previous.dishes, current.dishes)];
}

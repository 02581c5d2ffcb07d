import { z } from 'zod';
import { BillSchema } from '../bill/schema.ts';
import type { Bill } from '../bill/types.ts';
import { formatCalendarDate } from '../business-time.ts';
import { formatMoney, fromCents, toCents } from '../money.ts';

/**
 * What a final guest count would cost, shown to the client before they confirm it (issue 34 §3):
 * `POST /api/quotes/{id}/guest-count/preview` with the PATCH's body; nothing is saved. The deposit
 * already paid stays what was paid, so the balance is the new total less payments.
 */
export const GuestCountPreviewSchema = z.object({
  guestCount: z.number().int(),
  previousGuestCount: z.number().int(),
  previousTotal: z.string().nullable(),
  /** The whole bill at the new count (subtotal, discount, service charge, tax, total). */
  bill: BillSchema.nullable(),
  totalAmount: z.string().nullable(),
  amountPaid: z.string(),
  balanceDue: z.string().nullable(),
  /** The change raises the signed total beyond the owner's threshold: it will be signed again. */
  needsNewSignature: z.boolean(),
});
export type GuestCountPreview = z.infer<typeof GuestCountPreviewSchema>;

/** The preview of a count, from the proposal as it is and the re-priced totals (null: unchanged). */
export function guestCountPreview(
  quote: { guestCount: number; totalAmount: string | null; amountPaid: string; bill: Bill | null },
  guestCount: number,
  priced: { totalAmount: string; bill: Bill } | null,
  needsNewSignature: boolean,
): GuestCountPreview {
  const totalAmount = priced ? priced.totalAmount : quote.totalAmount;
  return {
    guestCount,
    previousGuestCount: quote.guestCount,
    previousTotal: quote.totalAmount,
    bill: priced ? priced.bill : quote.bill,
    totalAmount,
    amountPaid: quote.amountPaid,
    balanceDue:
      totalAmount === null ? null : fromCents(Math.max(0, toCents(totalAmount) - toCents(quote.amountPaid))),
    needsNewSignature,
  };
}

/**
 * The addendum a count change adds to a signed proposal, kept in its audit trail (and so in its PDF):
 * "Guest count 120 → 132 on Dec 1, by the client; new total $7,276.82". `day` is the business date.
 */
export function guestCountAddendum(change: {
  from: number;
  to: number;
  day: string;
  byClient: boolean;
  newTotal: string | null;
}): string {
  const on = formatCalendarDate(change.day, { month: 'short', day: 'numeric' });
  const by = change.byClient ? 'by the client' : 'by the business';
  return `Guest count ${change.from} → ${change.to} on ${on}, ${by}; new total ${formatMoney(change.newTotal)}`;
}

/** The signed version and what it came to: "Signed version 2 — $6,665.11". */
export function signedVersionLabel(version: number, total: string | null): string {
  return `Signed version ${version} — ${formatMoney(total)}`;
}

/**
 * Whether a new total is more than `percent` above the signed one (compared in cents, so 10% of
 * $6,665.11 is crossed at $7,331.63, not before). No signed total: nothing to compare, no.
 */
export function raisesBeyond(signedTotal: string | null, newTotal: string, percent: number): boolean {
  if (signedTotal === null) return false;
  const signed = toCents(signedTotal);
  return (toCents(newTotal) - signed) * 100 > signed * percent;
}

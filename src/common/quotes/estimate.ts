import { z } from 'zod';
import { BillSchema, DeliveryZipSchema } from '../bill/schema.ts';
import { toCents } from '../money.ts';
import type { Offer } from '../offer/types.ts';
import { CreateQuoteBodySchema, MoneyInputSchema } from './schema.ts';

/**
 * POST /api/quotes/estimate (issue 34 §2): the bill a package request would get, from the same fields
 * a request sends, so the wizard's "Estimated total" and the proposal it becomes are one sum.
 */
export const QuoteEstimateBodySchema = CreateQuoteBodySchema.pick({
  menuPackage: true,
  guestCount: true,
  dishes: true,
})
  .extend({
    /** The venue's ZIP: the delivery fee of its zone. Without it the bill has no delivery yet. */
    venueZip: DeliveryZipSchema.nullish().transform((v) => v ?? null),
    /**
     * The owner's Revise & Send dialog only (admins): the proposal being revised (its client's tax
     * exemption, its discount, its venue's zone) and the subtotal of the lines the owner typed.
     */
    quoteId: z.number().int().positive().max(2_147_483_647).optional(),
    subtotal: MoneyInputSchema.optional(),
  })
  .strict();
export type QuoteEstimateBody = z.input<typeof QuoteEstimateBodySchema>;
export type QuoteEstimateData = z.output<typeof QuoteEstimateBodySchema>;

export const QuoteEstimateSchema = z.object({
  bill: BillSchema,
  /**
   * What sending this request does: true, a proposal comes back at once; false, the owner looks at it
   * first (instant proposals off, or the request is over the owner's size, `instantProposalLimit`).
   */
  instantProposal: z.boolean(),
});
export type QuoteEstimate = z.infer<typeof QuoteEstimateSchema>;

/**
 * Whether a priced request goes out as a proposal at once: instant proposals are on and the request
 * is not over the owner's size (more guests than `maxGuests`, or a total over `maxTotal`).
 */
export function sendsAtOnce(offer: Offer, guestCount: number, totalCents: number): boolean {
  if (!offer.proposals.sendPricedAtOnce) return false;
  const limit = offer.instantProposalLimit;
  return guestCount <= limit.maxGuests && totalCents <= toCents(limit.maxTotal);
}

/** What the wizard tells the visitor will happen when they send the request. */
export function nextStepText(instantProposal: boolean): string {
  return instantProposal
    ? 'You will get an instant proposal as soon as you send this request.'
    : 'The owner will review this request and send your proposal.';
}

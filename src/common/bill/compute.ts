import { fromCents, toCents } from '../money.ts';
import type { Bill, Fulfilment } from './types.ts';

/**
 * The one place a bill is computed (rules: docs/decisions/0065-the-bill.md). Whole cents in, decimal
 * strings out. No zod and no offer here: ./from-offer.ts turns the settings into this input.
 */
export type BillInput = {
  /** Known prices before any saving. */
  subtotalCents: number;
  /** A discount code's or a reward's saving; never more than the subtotal. */
  discountCents: number;
  /** The mandatory service charge, when it applies to this kind of order. */
  serviceCharge: { rate: number; label: string } | null;
  fulfilment: Fulfilment | null;
  /** The zone's fee, when the food is delivered. */
  delivery: { zone: string; feeCents: number } | null;
  /** Percent, at most three decimals (8.000). */
  taxRate: number;
  /** A valid tax-exemption certificate of the client, when there is one. */
  exemption: { certificateNumber: string } | null;
  /** Chosen by the customer (one of the offer's choices). */
  gratuityPercent: number;
};

/** A percent with up to three decimals as an integer number of thousandths: 8.25 → 8250. */
function percentMillis(percent: number): number {
  return Math.round(percent * 1000);
}

/**
 * `percent` of `cents`, rounded half up to the cent. BigInt because cents × thousandths of a percent
 * can pass 2^53 on the largest amounts a bill may hold.
 */
export function percentOf(cents: number, percent: number): number {
  if (cents <= 0) return 0;
  return Number((BigInt(cents) * BigInt(percentMillis(percent)) + 50_000n) / 100_000n);
}

/** "8.000": a rate as the bill carries it (three decimals, like numeric(6,3)). */
function rateText(percent: number): string {
  return (percentMillis(percent) / 1000).toFixed(3);
}

export function computeBill(input: BillInput): Bill {
  const subtotal = Math.max(0, Math.round(input.subtotalCents));
  const discount = Math.min(subtotal, Math.max(0, Math.round(input.discountCents)));
  const food = subtotal - discount;
  const serviceCharge = input.serviceCharge ? percentOf(food, input.serviceCharge.rate) : 0;
  const deliveryFee = input.delivery ? Math.max(0, input.delivery.feeCents) : 0;
  // Pennsylvania taxes a mandatory service charge and the delivery of taxable food with the food;
  // the sum is rounded once, so the tax never differs from a till's by a stray cent.
  const taxable = food + serviceCharge + deliveryFee;
  const tax = input.exemption ? 0 : percentOf(taxable, input.taxRate);
  // A tip the customer chooses is theirs to give: not taxed, and counted on the food only.
  const gratuity = percentOf(food, input.gratuityPercent);
  return {
    subtotal: fromCents(subtotal),
    discount: fromCents(discount),
    serviceCharge: fromCents(serviceCharge),
    deliveryFee: fromCents(deliveryFee),
    tax: fromCents(tax),
    gratuity: fromCents(gratuity),
    total: fromCents(taxable + tax + gratuity),
    taxRate: rateText(input.taxRate),
    taxExempt: input.exemption !== null,
    deliveryZone: input.delivery?.zone ?? null,
    fulfilment: input.fulfilment,
    serviceChargeRate: rateText(input.serviceCharge?.rate ?? 0),
    serviceChargeLabel: input.serviceCharge?.label ?? null,
    gratuityPercent: input.gratuityPercent,
    exemptionCertificate: input.exemption?.certificateNumber ?? null,
  };
}

/**
 * The bill of something priced before bills existed: its subtotal and discount, nothing added.
 * Old orders and proposals answer this, so every reader can count on a bill.
 */
export function billWithoutCharges(subtotal: string, discount: string | null, total: string): Bill {
  // A reward once came off the total alone: what is missing from the total was a saving.
  const savedCents = Math.max(toCents(discount ?? '0'), toCents(subtotal) - toCents(total));
  const bill = computeBill({
    subtotalCents: toCents(subtotal),
    discountCents: savedCents,
    serviceCharge: null,
    fulfilment: null,
    delivery: null,
    taxRate: 0,
    exemption: null,
    gratuityPercent: 0,
  });
  // What was stored is what was owed, even if it was once adjusted by hand.
  return { ...bill, total: fromCents(toCents(total)) };
}

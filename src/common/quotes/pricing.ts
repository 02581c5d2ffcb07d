import { fromCents, toCents } from '../money.ts';
import { DEFAULT_OFFER } from '../offer/defaults.ts';
import { findPackage, packageName } from '../offer/text.ts';
import type { Offer } from '../offer/types.ts';

/** What the quote flow calls each catering option: the offer's package names, and the custom menu. */
export function packageLabel(menuPackage: string, offer: Offer = DEFAULT_OFFER): string {
  return packageName(offer, menuPackage);
}

/**
 * The instant price of a request from the offer, or null when the business prices it by hand (custom):
 * guests x the per-person price, or the per-event price.
 */
export function instantTotal(offer: Offer, menuPackage: string, guestCount: number): string | null {
  const pkg = findPackage(offer, menuPackage);
  if (!pkg) return null;
  return pkg.kind === 'per-person'
    ? fromCents(toCents(pkg.pricePerPerson) * guestCount)
    : fromCents(toCents(pkg.price));
}

/**
 * The displayed proposal number: the quote's own (its year and id, kept since issue 27), or for a
 * caller that only has the id, the fixed prefix CC-2024- every quote made before then carries.
 */
export function proposalNumber(quote: number | { id: number; proposalNumber?: string | null }): string {
  if (typeof quote !== 'number' && quote.proposalNumber) return quote.proposalNumber;
  const id = typeof quote === 'number' ? quote : quote.id;
  return `CC-2024-${String(id).padStart(3, '0')}`;
}

const DEPOSIT_SHARE = 0.5;

export function depositAmount(total: string | null): string {
  return fromCents(Math.round(toCents(total ?? '0') * DEPOSIT_SHARE));
}

export function lineItemAmount(item: { quantity: number; unitPrice: string }): string {
  return fromCents(item.quantity * toCents(item.unitPrice));
}

export function lineItemsTotal(items: readonly { quantity: number; unitPrice: string }[]): string {
  return fromCents(items.reduce((sum, item) => sum + item.quantity * toCents(item.unitPrice), 0));
}

/** The line a priced proposal shows when the business gave no itemised lines. */
export function defaultLineItems(
  offer: Offer,
  menuPackage: string,
  guestCount: number,
): { description: string; quantity: number; unitPrice: string }[] {
  const pkg = findPackage(offer, menuPackage);
  if (!pkg) return [];
  if (pkg.kind === 'per-event')
    return [
      {
        description: `${packageName(offer, menuPackage)} (per event, up to ${pkg.maxGuests} guests)`,
        quantity: 1,
        unitPrice: fromCents(toCents(pkg.price)),
      },
    ];
  return [
    {
      description: `${packageName(offer, menuPackage)} (per guest)`,
      quantity: guestCount,
      unitPrice: fromCents(toCents(pkg.pricePerPerson)),
    },
  ];
}

import { fromCents, toCents } from '../money.ts';

/** Per-person prices and what each catering option includes (spec section 9). */
export const PACKAGE_INFO = {
  'full-service': {
    label: 'Full Service Catering',
    perPerson: 40,
    summary: 'Choice of 5 items, setup included, minimum 50 guests',
  },
  brunch: {
    label: 'Brunch Catering',
    perPerson: 30,
    summary: 'Choice of 5 items, fruit tray and juice included, minimum 50 guests',
  },
  custom: {
    label: 'Custom Menu',
    perPerson: null,
    summary: 'Tell us what you have in mind; we price it and reply within 24 hours',
  },
} as const satisfies Record<string, { label: string; perPerson: number | null; summary: string }>;

export type PackageKey = keyof typeof PACKAGE_INFO;

export function packageLabel(menuPackage: string): string {
  return (PACKAGE_INFO as Record<string, { label: string }>)[menuPackage]?.label ?? menuPackage;
}

/** The instant price of a request, or null when the business prices it by hand (custom). */
export function instantTotal(menuPackage: string, guestCount: number): string | null {
  const perPerson = (PACKAGE_INFO as Record<string, { perPerson: number | null }>)[menuPackage]?.perPerson;
  return perPerson == null ? null : fromCents(perPerson * 100 * guestCount);
}

/** The displayed proposal number: the fixed prefix CC-2024- and the id padded to 3 digits. */
export function proposalNumber(id: number): string {
  return `CC-2024-${String(id).padStart(3, '0')}`;
}

export const DEPOSIT_SHARE = 0.5;

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
  menuPackage: string,
  guestCount: number,
): { description: string; quantity: number; unitPrice: string }[] {
  const perPerson = (PACKAGE_INFO as Record<string, { perPerson: number | null }>)[menuPackage]?.perPerson;
  if (perPerson == null) return [];
  return [
    {
      description: `${packageLabel(menuPackage)} (per guest)`,
      quantity: guestCount,
      unitPrice: fromCents(perPerson * 100),
    },
  ];
}

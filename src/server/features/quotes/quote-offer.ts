import { inArray } from 'drizzle-orm';
import type { Bill } from '../../../common/bill/types.ts';
import { findPackage, guestCountProblem, type Offer } from '../../../common/offer/index.ts';
import type { QuoteDish } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { menuItems } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';

/**
 * A quote request checked against the business's offer: the guest count fits the chosen kind of order,
 * and the dishes are active menu items of the package's eligible categories, no more than it includes.
 * Answers the dishes with their names, as the quote keeps them.
 */
export async function checkRequestAgainstOffer(
  db: Database,
  offer: Offer,
  request: { menuPackage: string; guestCount: number; dishes: number[] },
): Promise<QuoteDish[]> {
  const guestProblem = guestCountProblem(offer, request.menuPackage, request.guestCount);
  if (guestProblem) throw badRequest(guestProblem, { guestCount: guestProblem });
  return checkDishesForPackage(db, offer, request.menuPackage, request.dishes);
}

/**
 * A package's dishes (a request's, or an admin's revision): active menu items of the package's eligible
 * categories, each once, no more than the package includes. Answers them with their names.
 */
export async function checkDishesForPackage(
  db: Database,
  offer: Offer,
  menuPackage: string,
  dishIds: number[],
): Promise<QuoteDish[]> {
  const request = { dishes: dishIds };
  const pkg = findPackage(offer, menuPackage);
  const ids = [...new Set(request.dishes)];
  if (ids.length === 0) return [];
  if (ids.length !== request.dishes.length) throw dishError('Choose each dish only once.');
  if (!pkg) throw dishError('Dishes are chosen for a package; describe a custom menu in the notes.');
  if (ids.length > pkg.dishCount)
    throw dishError(`${pkg.name} includes ${pkg.dishCount} dishes: choose at most ${pkg.dishCount}.`);

  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      category: menuItems.category,
      isActive: menuItems.isActive,
      marketPrice: menuItems.marketPrice,
    })
    .from(menuItems)
    .where(inArray(menuItems.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const dishes: QuoteDish[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    // A hidden dish answers as an unknown one: its name is the business's until it is shown again.
    if (!row?.isActive) throw dishError(dishNotAvailable(id));
    if (!pkg.eligibleCategories.includes(row.category))
      throw dishError(`${row.name} cannot be chosen for ${pkg.name}.`);
    // A package has one price per guest or per event; market-price dishes are quoted on their own.
    if (row.marketPrice)
      throw dishError(`${row.name} is priced at market value: ask for it in the notes instead.`);
    dishes.push({ id: row.id, name: row.name });
  }
  return dishes;
}

const dishError = (message: string) => badRequest(message, { dishes: message });

const dishNotAvailable = (id: number) => `Menu item ${id} is not available.`;

/**
 * The venue ZIP a new version keeps (issue 34 §2): a proposal billed with delivery to a zone keeps that
 * zone's fee at today's amount when it is revised or recounted (the bill keeps the zone, not the ZIP:
 * any ZIP of the zone bills the same). A zone the owner removed since is no longer charged.
 */
export function keptVenueZip(offer: Offer, bill: Bill | null): string | null {
  if (bill?.fulfilment !== 'delivery' || !bill.deliveryZone) return null;
  return offer.delivery.zones.find((zone) => zone.name === bill.deliveryZone)?.zipCodes[0] ?? null;
}

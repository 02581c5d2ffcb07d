/**
 * Exact quantities across units (issue 37 §1): the library (convert-units) names the ratio between
 * two units of a kind; the arithmetic is decimal (decimal.js), so a quantity typed "2.5" stays
 * 2.5 and a sum over many lines picks up no floating-point dust. Costs round once, at the end
 * (cost.ts). Server and tests only: the browser never converts (it shows what the API answers).
 */
import convert from 'convert-units';
import { Decimal } from 'decimal.js';
import { type RecipeUnit, unitKind } from './units.ts';

export { Decimal };

/** Quantities keep 12 significant digits of the library's ratio: its anchors are decimals written as floats. */
const RATIO_DIGITS = 12;
const ratios = new Map<string, Decimal>();

/** How many `to` one `from` is (1 lb → 16 oz); null when the two are of different kinds. */
export function unitRatio(from: RecipeUnit, to: RecipeUnit): Decimal | null {
  if (unitKind(from) !== unitKind(to)) return null;
  if (from === to) return new Decimal(1);
  const key = `${from}>${to}`;
  let ratio = ratios.get(key);
  if (!ratio) {
    // The library's types leave out its "each" units (ea): the runtime has them (units.test.ts).
    type Unit = Parameters<ReturnType<typeof convert>['from']>[0];
    ratio = new Decimal(
      convert(1)
        .from(from as Unit)
        .to(to as Unit),
    ).toSignificantDigits(RATIO_DIGITS);
    ratios.set(key, ratio);
  }
  return ratio;
}

/** `quantity` of `from` in `to`, exactly; throws on a kind mismatch (schemas refuse it before). */
export function convertQuantity(quantity: Decimal.Value, from: RecipeUnit, to: RecipeUnit): Decimal {
  const ratio = unitRatio(from, to);
  if (!ratio) throw new RangeError(`Cannot convert ${from} to ${to}: different kinds`);
  return new Decimal(quantity).times(ratio);
}

/** Whole cents of an exact amount of cents, rounded half up: the one rounding a cost gets. */
export function roundCents(cents: Decimal): number {
  return cents.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

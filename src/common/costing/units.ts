/**
 * The units a recipe line or an ingredient's pack is written in (issue 37 §1), spelled as the
 * conversion library (convert-units) abbreviates them. Each unit's kind is the library's own
 * `measure` (units.test.ts proves the two agree); conversions themselves are the library's
 * (convert.ts), never a table of ours. The browser reads this list to offer the units of one kind.
 */
export const RECIPE_UNITS = {
  oz: 'mass',
  lb: 'mass',
  g: 'mass',
  kg: 'mass',
  'fl-oz': 'volume',
  cup: 'volume',
  qt: 'volume',
  gal: 'volume',
  ea: 'each',
} as const;

export type RecipeUnit = keyof typeof RECIPE_UNITS;
export type UnitKind = (typeof RECIPE_UNITS)[RecipeUnit];

export const RECIPE_UNIT_LIST = Object.keys(RECIPE_UNITS) as [RecipeUnit, ...RecipeUnit[]];

/** What a person reads beside a quantity: "lb", "fl oz", "each". */
export const UNIT_LABELS: Record<RecipeUnit, string> = {
  oz: 'oz',
  lb: 'lb',
  g: 'g',
  kg: 'kg',
  'fl-oz': 'fl oz',
  cup: 'cup',
  qt: 'qt',
  gal: 'gal',
  ea: 'each',
};

export function unitKind(unit: RecipeUnit): UnitKind {
  return RECIPE_UNITS[unit];
}

/** The units a line may use for an ingredient bought in `packUnit`: the same kind only. */
export function unitsOfKind(packUnit: RecipeUnit): RecipeUnit[] {
  return RECIPE_UNIT_LIST.filter((u) => RECIPE_UNITS[u] === RECIPE_UNITS[packUnit]);
}

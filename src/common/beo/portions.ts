/**
 * How a crew sheet counts a dish that is not served in pans (cups, trays, pieces): the menu says it in
 * the dish's name or serving size ("Banana Pudding Cups", "One 8 oz cup", "Fresh Fruit Tray (Small)"
 * with "Serves 15-20"). Pan dishes are counted in pans (kitchen/prep.ts).
 */
type ServedDish = { name: string; servingSize: string };

type Unit = { word: 'trays' | 'cups' | 'plates' | 'servings' | 'pieces'; guestsEach: number };

function unitOf(dish: ServedDish): Unit {
  const both = `${dish.name} ${dish.servingSize}`;
  if (/\btrays?\b/i.test(both)) {
    // A tray "Serves 15-20": counted at its smaller number, so nobody goes without.
    const serves = Number(/(\d+)/.exec(dish.servingSize)?.[1] ?? 1);
    return { word: 'trays', guestsEach: Math.max(1, serves) };
  }
  if (/\bcups?\b/i.test(both)) return { word: 'cups', guestsEach: 1 };
  if (/\bplates?\b/i.test(both)) return { word: 'plates', guestsEach: 1 };
  if (/\bper (guest|person)\b/i.test(dish.servingSize)) return { word: 'servings', guestsEach: 1 };
  return { word: 'pieces', guestsEach: 1 };
}

/** What a proposal's dish takes for its guests: "120 cups", "8 trays (120 guests)". */
export function portionsForGuests(dish: ServedDish, guests: number): string {
  const unit = unitOf(dish);
  if (unit.word === 'trays') return `${Math.ceil(guests / unit.guestsEach)} trays (${guests} guests)`;
  return `${guests} ${unit.word}`;
}

/** An order's line of a dish not in pans, by its quantity: "30 cups", "2 trays". */
export function portionsOfLine(dish: ServedDish, quantity: number): string {
  return `${quantity} ${unitOf(dish).word}`;
}

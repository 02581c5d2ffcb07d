import { describe, expect, it } from 'vitest';
import { atEvent } from './text.ts';

describe('a shift named by its event', () => {
  it("takes no article before an order's possessive name, and 'the' before an event's", () => {
    expect(atEvent("Jordan Avery's order (ORD-002)")).toBe("at Jordan Avery's order (ORD-002)");
    expect(atEvent('Smith wedding (CC-2027-014)')).toBe('at the Smith wedding (CC-2027-014)');
    // An apostrophe in a family name is not a possessive.
    expect(atEvent("O'Shea wedding (CC-2027-015)")).toBe("at the O'Shea wedding (CC-2027-015)");
  });
});

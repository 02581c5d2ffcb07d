import { describe, expect, it } from 'vitest';
import { eventInSentence } from './event-name.ts';

describe('a shift named by its event', () => {
  it("takes no article before an order's possessive name or a removed event, and 'the' before an event's", () => {
    expect(eventInSentence("Jordan Avery's order (ORD-002)")).toBe("Jordan Avery's order (ORD-002)");
    expect(eventInSentence('Smith wedding (CC-2027-014)')).toBe('the Smith wedding (CC-2027-014)');
    expect(eventInSentence('a removed order (ORD-042)')).toBe('a removed order (ORD-042)');
    // An apostrophe in a family name is not a possessive.
    expect(eventInSentence("O'Shea wedding (CC-2027-015)")).toBe("the O'Shea wedding (CC-2027-015)");
  });
});

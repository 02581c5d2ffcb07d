/**
 * A shift's event's name inside a sentence: "the Smith wedding (CC-2027-014)", but "Jordan Lee's
 * order (ORD-042)" (an order's name is already a possessive, which takes no article) and "a removed
 * order (ORD-042)" as they are. Mails, the staff pages and the removal note all say it this way.
 */
export function eventInSentence(eventName: string): string {
  return /^(a|an) |^[^(]*['’]s\s/.test(eventName) ? eventName : `the ${eventName}`;
}

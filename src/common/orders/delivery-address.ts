/**
 * Where an order is delivered, in one line, as every screen, mail, sheet and export prints it (issue
 * 34 §1: the delivery sheet printed only the ZIP). The street and city as the customer typed them at
 * checkout (or the event location of an order keyed in by phone), with the delivery ZIP after them
 * unless they already end with it: "3401 Walnut St, Philadelphia, PA 19104".
 */
export function deliveryAddressText(order: {
  deliveryAddress: string | null;
  eventLocation: string | null;
  deliveryZip: string | null;
}): string | null {
  const typed = (order.deliveryAddress?.trim() || order.eventLocation?.trim() || '').replace(/[\s,]+$/, '');
  const zip = order.deliveryZip?.trim() || '';
  if (!typed) return zip || null;
  if (!zip || typed.includes(zip)) return typed;
  // "…, PA" takes the ZIP after a space, as an address is written; anything else after a comma.
  return /\b[A-Z]{2}$/.test(typed) ? `${typed} ${zip}` : `${typed}, ${zip}`;
}

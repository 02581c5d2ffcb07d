import { formatEventDate } from '../../../common/business-time.ts';
import { firstName } from '../../../common/customer-name.ts';
import type { Quote } from '../../../common/quotes/schema.ts';

/**
 * Fills an automation's text with a real proposal's values, so the owner reads what a client would.
 * A placeholder this screen does not know stays as written: the server fills it when sending.
 */
export function previewText(text: string, quote: Quote, businessName: string): string {
  const values: Record<string, string> = {
    firstName: firstName(quote.contactName, quote.clientName) || 'there',
    clientName: quote.contactName ?? quote.clientName,
    eventDate: formatEventDate(quote.eventDate) || 'your event',
    eventType: quote.eventType,
    businessName,
    proposalNumber: quote.proposalNumber,
  };
  return text.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (whole, name: string) => values[name] ?? whole);
}

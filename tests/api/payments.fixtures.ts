import type { Quote } from '../../src/common/quotes/schema.ts';
import type { App } from '../../src/server/app.ts';
import { call, createQuote, hoursAhead } from './quotes.fixtures.ts';

export { pdfText } from '../helpers/pdf-text.ts';

export const CARD = {
  number: '4242 4242 4242 4242',
  exp_month: '12',
  exp_year: String(new Date().getFullYear() + 3),
  cvv: '123',
  name: 'Jordan Client',
};

/** A proposal priced by the business at `total` and accepted by its client. */
export async function acceptedQuote(
  app: App,
  client: string,
  admin: string,
  options: { total?: string; eventDate?: string } = {},
): Promise<Quote> {
  // A client may request at most 2 years ahead; a fixed far date (stable printed text) is the admin's edit.
  const quote = await createQuote(app, client, { eventDate: hoursAhead(24 * 60) });
  if (options.total || options.eventDate) {
    const revised = await call(app, 'PATCH', `/api/quotes/${quote.id}`, admin, {
      ...(options.total
        ? { lineItems: [{ description: 'Catering', quantity: 1, unitPrice: options.total }] }
        : {}),
      ...(options.eventDate ? { eventDate: options.eventDate } : {}),
    });
    if (revised.statusCode !== 200) throw new Error(`revise failed: ${revised.body}`);
  }
  const accepted = await call(app, 'PATCH', `/api/quotes/${quote.id}/status`, client, {
    status: 'accepted',
    signerName: 'Jordan Client',
    agreeToTerms: true,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return accepted.json() as Quote;
}

export function pay(
  app: App,
  quoteId: number,
  cookie: string | undefined,
  payload: Record<string, unknown>,
  key?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/quotes/${quoteId}/payments`,
    headers: { ...(cookie ? { cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

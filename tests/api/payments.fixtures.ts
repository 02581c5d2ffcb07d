import { inflateSync } from 'node:zlib';
import type { Quote } from '../../src/common/quotes.ts';
import type { App } from '../../src/server/app.ts';
import { call, createQuote, hoursAhead } from './quotes.fixtures.ts';

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
  const quote = await createQuote(app, client, { eventDate: options.eventDate ?? hoursAhead(24 * 60) });
  if (options.total) {
    const revised = await call(app, 'PATCH', `/api/quotes/${quote.id}`, admin, {
      lineItems: [{ description: 'Catering', quantity: 1, unitPrice: options.total }],
      ...(options.eventDate ? { eventDate: options.eventDate } : {}),
    });
    if (revised.statusCode !== 200) throw new Error(`revise failed: ${revised.body}`);
  }
  const accepted = await call(app, 'PATCH', `/api/quotes/${quote.id}/status`, client, { status: 'accepted' });
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

/** The text a PDF shows (its content streams inflated, text operators decoded), one operator a line. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      content = match[1]!;
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      lines.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

import type { Quote } from '../../src/common/quotes/schema.ts';
import type { App } from '../../src/server/app.ts';
import { newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { signIn } from '../helpers/test-app.ts';

/** Shared steps of the quote and message API tests. */
export const hoursAhead = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();

export function quoteBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventType: 'wedding',
    eventDate: hoursAhead(24 * 30),
    guestCount: 120,
    venue: 'Fairmount Park Pavilion',
    menuPackage: 'full-service',
    notes: 'Two vegetarian tables, please.',
    ...overrides,
  };
}

export const VISITOR_CONTACT = {
  contactName: 'Riley Visitor',
  contactEmail: 'riley.visitor@example.com',
  contactPhone: '(215) 555-0199',
};

export function postQuote(app: App, body: Record<string, unknown>, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/quotes',
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

export async function createQuote(app: App, cookie: string | undefined, overrides = {}): Promise<Quote> {
  const res = await postQuote(app, quoteBody(overrides), cookie);
  if (res.statusCode !== 201) throw new Error(`quote not created: ${res.statusCode} ${res.body}`);
  return res.json() as Quote;
}

/** A fresh client account, signed in. */
export async function newClient(app: App, prefix = 'client') {
  const account = await registerAccount(app, newAccount(prefix));
  return { account, cookie: await signIn(app, account.username, account.password) };
}

export function call(
  app: App,
  method: 'GET' | 'PATCH' | 'POST',
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method,
    url,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

import { and, desc, eq, like } from 'drizzle-orm';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { Order } from '../../src/common/orders/schema.ts';
import type { Quote } from '../../src/common/quotes/schema.ts';
import type { App } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { outbox } from '../../src/server/db/schema/index.ts';
import type { SignedInApp } from '../helpers/test-app.ts';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** The default subjects' first words, per automation (automations.defaults.ts). */
export const SUBJECTS = {
  'proposal-not-opened': 'Your proposal',
  'proposal-not-signed': 'Any questions about proposal',
  'proposal-expiring': 'Proposal',
  'thank-you': 'Thank you from all of us',
} as const;

/** The mails an automation sent about one proposal (its number is in each subject). */
export async function automationMails(app: App, db: Database, quote: Quote, subjectStart: string) {
  await app.mailer.flush();
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, quote.clientEmail), like(outbox.subject, `${subjectStart}%`)))
    .orderBy(desc(outbox.id));
  return rows.filter((row) => row.subject.includes(quote.proposalNumber));
}

/** The thank-you mails sent to an address, newest first. */
export async function thankYous(app: App, db: Database, email: string) {
  await app.mailer.flush();
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.subject, SUBJECTS['thank-you'])))
    .orderBy(desc(outbox.id));
}

/** The review link's token in a thank-you mail. */
export function reviewToken(text: string): string {
  const match = /\/review\?token=([\w-]+)/.exec(text);
  if (!match) throw new Error(`no review link in: ${text}`);
  return match[1]!;
}

const inAWeek = () => addDays(businessClock(new Date()).date, 7);

/** A visitor's catering order (half a pan of salad) for a week from today, mailed to `email`. */
export async function cateringOrder(t: SignedInApp, email: string, firstName = 'Dana'): Promise<Order> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: {
      firstName,
      lastName: 'Guest',
      email,
      phone: '(215) 555-0199',
      eventDate: inAWeek(),
      timeWindow: '12:00-14:00',
      eventLocation: '200 Market St, Philadelphia',
      items: [{ menuItemId: t.dish('Classic Caesar Salad').id, panSize: 'half', quantity: 2 }],
    },
  });
  if (res.statusCode !== 201) throw new Error(`order not placed: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}

import { and, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { BusinessIdentity } from '../../../common/business.ts';
import { addDays, businessClock } from '../../../common/business-time.ts';
import { formatMoney } from '../../../common/money.ts';
import { BALANCE_DUE_DAYS_BEFORE_EVENT, REMINDER_DAYS_BEFORE_DUE } from '../../../common/payments.ts';
import type { Database } from '../../db/connect.ts';
import { paymentReminders, quotes } from '../../db/schema/index.ts';
import { onePassAtATime } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { QuoteService } from '../quotes/quotes.service.ts';
import type { TextRequest } from '../texts/index.ts';
import { reminderMail } from './payments.mail.ts';

const DAY = 24 * 60 * 60 * 1000;
/** How often platform/jobs.ts runs a pass. */
export const PAYMENT_REMINDERS_EVERY_MS = 15 * 60 * 1000;

/** Which reminder is due at `now` for a balance due at `dueAt`: the latest one passed, if any. */
export function reminderDue(dueAt: Date, now: Date): number | null {
  if (now.getTime() >= dueAt.getTime()) return null;
  // After downtime only the most recent reminder goes out: a stale 10-day one is not sent 2 days before.
  const passed = REMINDER_DAYS_BEFORE_DUE.filter((days) => now.getTime() >= dueAt.getTime() - days * DAY);
  return passed.length > 0 ? Math.min(...passed) : null;
}

/**
 * Balance reminders (DESIGN decision 12): a timer inside the app, safe on several instances. Each
 * reminder is a row with a unique key (quote, days before, due date); the instance whose insert
 * lands sends the mail, the others skip it. Every run looks at all open balances, so a run after
 * downtime catches up, and a row already there means it is never sent twice.
 */
export function createPaymentReminders(deps: {
  db: Database;
  mailer: Mailer;
  quotes: QuoteService;
  publicUrl: string;
  businessEmail: string;
  business: () => Promise<BusinessIdentity>;
  /** Without online payment (decision 0057): how to pay by check or transfer. */
  howToPay?: () => Promise<string[] | null>;
  /** The texts feature's queueText: the day before the balance is due (issue 40 §1). */
  text?: (request: TextRequest, now: Date) => Promise<unknown>;
}) {
  const { db } = deps;

  async function runOnce(now: Date = new Date()): Promise<number> {
    const horizon = new Date(
      now.getTime() + (BALANCE_DUE_DAYS_BEFORE_EVENT + Math.max(...REMINDER_DAYS_BEFORE_DUE)) * DAY,
    );
    const candidates = await db
      .select({ id: quotes.id, eventDate: quotes.eventDate })
      .from(quotes)
      .where(
        and(
          eq(quotes.status, 'accepted'),
          isNotNull(quotes.totalCents),
          isNotNull(quotes.eventDate),
          gt(quotes.eventDate, now),
          sql`${quotes.eventDate} <= ${horizon.toISOString()}`,
        ),
      );
    let sent = 0;
    for (const candidate of candidates) {
      const dueAt = new Date(candidate.eventDate!.getTime() - BALANCE_DUE_DAYS_BEFORE_EVENT * DAY);
      const daysBefore = reminderDue(dueAt, now);
      const dueTomorrow = businessClock(dueAt).date === addDays(businessClock(now).date, 1);
      if (daysBefore === null && !dueTomorrow) continue;
      const quote = await deps.quotes.find(candidate.id);
      if (!quote || quote.balanceDue === null || quote.balanceDue === '0.00') continue;
      // Issue 40 §1: "payment due tomorrow" is a text only (the mails went 10 and 3 days before); its
      // key (quote and due date) is its claim across instances, in sms_outbox.
      if (dueTomorrow && deps.text) {
        const business = await deps.business();
        await deps.text(
          {
            userId: quote.clientId,
            phone: quote.contactPhone,
            reason: 'payment-due',
            recordKey: `quote:${quote.id}:${businessClock(dueAt).date}`,
            body: `${business.name}: the balance of ${formatMoney(quote.balanceDue)} for ${quote.proposalNumber} is due tomorrow. Pay from your proposal page or call ${business.phone}. Reply STOP to opt out.`,
          },
          now,
        );
      }
      if (daysBefore === null) continue;
      const [won] = await db
        .insert(paymentReminders)
        .values({ quoteId: quote.id, daysBefore, dueAt, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentReminders.id });
      if (!won) continue;
      const business = await deps.business();
      await deps.mailer.send(
        reminderMail(quote, daysBefore, {
          businessName: business.name,
          businessEmail: deps.businessEmail,
          publicUrl: deps.publicUrl,
          howToPay: (await deps.howToPay?.()) ?? null,
        }),
      );
      sent += 1;
    }
    return sent;
  }

  /** One pass; concurrent calls on one instance share it. */
  return { runOnce: onePassAtATime(runOnce) };
}

export type PaymentReminders = ReturnType<typeof createPaymentReminders>;

import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { BusinessIdentity } from '../../../common/business.ts';
import { businessInstant } from '../../../common/business-time.ts';
import type { Database } from '../../db/connect.ts';
import { quoteEvents, quoteReminders, quotes } from '../../db/schema/index.ts';
import { onePassAtATime } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { finalCountReminderMail, type QuoteMailContext } from './quotes.mail.ts';
import type { QuoteService } from './quotes.service.ts';

const DAY = 24 * 60 * 60 * 1000;
/** How often platform/jobs.ts runs a pass. */
export const PROPOSAL_REMINDERS_EVERY_MS = 15 * 60 * 1000;
/** The final-count reminder goes out this many days before the count is due. */
const PROPOSAL_REMINDER_DAYS = 3;

/**
 * Proposal reminders (issue 27 §3, §5), on the payment reminders' pattern: a timer in the app, safe
 * on several instances. Each reminder is a row with a unique key (quote, kind, deadline); the
 * instance whose insert lands acts, the others skip it; a run after downtime catches up, never twice.
 * - 'expired': once validUntil passes, the audit trail records it;
 * - 'final-count': the client is mailed 3 days before the final guest count is due.
 * The reminder before a proposal expires is the owner's automation 'proposal-expiring' (issue 40 §2,
 * the automations feature): its switch, timing and words, so the client gets one such mail, not two.
 */
export function createProposalReminders(deps: {
  db: Database;
  mailer: Mailer;
  quotes: QuoteService;
  publicUrl: string;
  businessEmail: string;
  business: () => Promise<BusinessIdentity>;
}) {
  const { db } = deps;

  /** True for the one instance whose row lands. */
  async function claim(quoteId: number, kind: 'expired' | 'final-count', dueAt: Date, now: Date) {
    const [won] = await db
      .insert(quoteReminders)
      .values({ quoteId, kind, dueAt, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: quoteReminders.id });
    return !!won;
  }

  async function context(): Promise<QuoteMailContext> {
    const business = await deps.business();
    return {
      businessName: business.name,
      businessEmail: deps.businessEmail,
      publicUrl: deps.publicUrl,
      offer: business.offer,
    };
  }

  async function runOnce(now: Date = new Date()): Promise<number> {
    let acted = 0;
    const open = await db
      .select({ id: quotes.id, validUntil: quotes.validUntil, version: quotes.version })
      .from(quotes)
      .where(
        and(
          inArray(quotes.status, ['sent', 'viewed']),
          isNotNull(quotes.validUntil),
          sql`${quotes.validUntil} <= ${now.toISOString()}`,
        ),
      );
    for (const q of open) {
      const dueAt = q.validUntil!;
      if (!(await claim(q.id, 'expired', dueAt, now))) continue;
      await db.insert(quoteEvents).values({
        quoteId: q.id,
        kind: 'expired',
        version: q.version,
        at: dueAt,
        actorId: null,
        actorName: 'System',
        actorRole: 'system',
        detail: null,
      });
      acted += 1;
    }

    const accepted = await db
      .select({ id: quotes.id })
      .from(quotes)
      .where(
        and(
          eq(quotes.status, 'accepted'),
          isNotNull(quotes.eventDate),
          sql`${quotes.eventDate} > ${now.toISOString()}`,
          sql`${quotes.eventDate} <= ${new Date(now.getTime() + 120 * DAY).toISOString()}`,
        ),
      );
    for (const { id } of accepted) {
      const quote = await deps.quotes.find(id);
      if (!quote?.finalCountDueDate) continue;
      // Due by the end of its day on the business's clock.
      const dueAt = businessInstant(quote.finalCountDueDate, '23:59');
      if (now >= dueAt || now.getTime() < dueAt.getTime() - PROPOSAL_REMINDER_DAYS * DAY) continue;
      if (!(await claim(id, 'final-count', dueAt, now))) continue;
      if (quote.clientEmail)
        await deps.mailer.send(
          finalCountReminderMail(quote, { ...(await context()), ...(await deps.quotes.visitorLinks(quote)) }),
        );
      acted += 1;
    }
    return acted;
  }

  /** One pass; concurrent calls on one instance share it. */
  return { runOnce: onePassAtATime(runOnce) };
}

export type ProposalReminders = ReturnType<typeof createProposalReminders>;

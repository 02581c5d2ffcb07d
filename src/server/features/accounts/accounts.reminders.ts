import { and, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { addDays, businessClock, formatCalendarDate } from '../../../common/business-time.ts';
import { formatCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { invoiceReminders, invoices } from '../../db/schema/index.ts';
import { onePassAtATime } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';

/** Reminders of an unpaid invoice: on its due date, then 7 and 14 days after. */
const INVOICE_REMINDER_DAYS_AFTER_DUE = [0, 7, 14] as const;
export const INVOICE_REMINDERS_EVERY_MS = 60 * 60 * 1000;

/** Which reminder is due `daysLate` days after the due date: the latest one passed (after downtime only that one). */
function invoiceReminderDue(daysLate: number): number | null {
  const passed = INVOICE_REMINDER_DAYS_AFTER_DUE.filter((days) => daysLate >= days);
  return passed.length > 0 ? Math.max(...passed) : null;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The receivables' reminders, safe on several instances (as payments.reminders.ts): each is a row
 * unique per invoice and reminder; the instance whose insert lands mails it, the others skip it.
 */
export function createInvoiceReminders(deps: {
  db: Database;
  mailer: Mailer;
  businessName: () => Promise<string>;
  /** The invoice's page, where its client pays it online. */
  invoiceLink?: (id: number) => string;
}) {
  const { db } = deps;
  async function runOnce(now: Date = new Date()): Promise<number> {
    const today = businessClock(now).date;
    const due = await db
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.status, 'open'),
          ne(invoices.totalCents, invoices.paidCents),
          isNotNull(invoices.billingEmail),
          lte(invoices.dueOn, today),
          // Past the last reminder's week: nothing more to send, not worth reading.
          sql`${invoices.dueOn} >= ${addDays(today, -21)}`,
        ),
      );
    let sent = 0;
    for (const invoice of due) {
      const daysLate = Math.round((Date.parse(today) - Date.parse(invoice.dueOn)) / DAY);
      const reminder = invoiceReminderDue(daysLate);
      if (reminder === null) continue;
      const [won] = await db
        .insert(invoiceReminders)
        .values({ invoiceId: invoice.id, daysAfterDue: reminder, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: invoiceReminders.id });
      if (!won) continue;
      const balance = formatCents(invoice.totalCents - invoice.paidCents);
      const dueOn = formatCalendarDate(invoice.dueOn, { month: 'long', day: 'numeric', year: 'numeric' });
      await deps.mailer.send({
        to: invoice.billingEmail!,
        subject:
          reminder === 0
            ? `Invoice ${invoice.number} is due today`
            : `Invoice ${invoice.number} is ${reminder} days past due`,
        text: [
          `Invoice ${invoice.number}${invoice.poNumber ? ` (PO ${invoice.poNumber})` : ''} was due on ${dueOn}.`,
          `Balance due: ${balance}.`,
          ...(deps.invoiceLink ? [`View and pay it: ${deps.invoiceLink(invoice.id)}`] : []),
          '',
          `Thank you, ${await deps.businessName()}`,
        ].join('\n'),
      });
      sent += 1;
    }
    return sent;
  }
  return { runOnce: onePassAtATime(runOnce) };
}

export type InvoiceReminders = ReturnType<typeof createInvoiceReminders>;

import { eq, sql } from 'drizzle-orm';
import type { InvoicePaymentBody } from '../../../common/accounts/invoice.ts';
import type { PublicUser } from '../../../common/auth.ts';
import { formatCents } from '../../../common/money.ts';
import type { Database } from '../../db/connect.ts';
import { invoicePayments, invoices } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { actorOf, recordAudit } from '../audit/index.ts';

/**
 * POST /api/invoices/{id}/payments (admin): a check, ACH or cash received against an invoice. Partial
 * payments add up; one past the balance is refused (409) naming the balance. The invoice's row is
 * locked while the payment is added, so two at once cannot both fit a balance only one fits.
 */
export function createInvoicePayments(db: Database) {
  return {
    async record(id: number, body: InvoicePaymentBody, by: PublicUser): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
        if (!row) throw notFound('Invoice not found.');
        if (row.status === 'void') throw conflict(`Invoice ${row.number} is void.`);
        const balance = row.totalCents - row.paidCents;
        if (body.amountCents > balance) {
          throw conflict(
            `${formatCents(body.amountCents)} is more than the balance of ${formatCents(balance)} on ${row.number}.`,
            { amountCents: `The balance is ${formatCents(balance)}.` },
          );
        }
        const reference = body.reference?.trim() || null;
        const [payment] = await tx
          .insert(invoicePayments)
          .values({
            invoiceId: id,
            amountCents: body.amountCents,
            method: body.method,
            reference,
            recordedBy: by.id,
          })
          .returning({ id: invoicePayments.id });
        const paidCents = row.paidCents + body.amountCents;
        await tx
          .update(invoices)
          .set({
            paidCents: sql`${invoices.paidCents} + ${body.amountCents}`,
            status: paidCents === row.totalCents ? 'paid' : 'open',
          })
          .where(eq(invoices.id, id));
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'payment-recorded',
          entity: 'invoice',
          entityId: id,
          before: { paidCents: row.paidCents, status: row.status },
          after: {
            paymentId: payment!.id,
            amountCents: body.amountCents,
            method: body.method,
            reference,
            paidCents,
            status: paidCents === row.totalCents ? 'paid' : 'open',
          },
        });
      });
    },
  };
}

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PublicUser } from '../../../common/auth.ts';
import { ErrorCode } from '../../../common/error-codes.ts';
import type { Card } from '../../../common/payments.ts';
import type { Database } from '../../db/connect.ts';
import { invoicePayments, invoices } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/index.ts';
import type { PaymentRow } from '../payments/index.ts';
import type { Invoices } from './accounts.invoices.ts';

/** "Visa •••• 4242": what the client and the accountant read; the processor's reference stays on the charge. */
const cardText = (row: PaymentRow) => {
  const brand = row.cardBrand ? row.cardBrand[0]!.toUpperCase() + row.cardBrand.slice(1) : 'Card';
  return row.cardLast4 ? `${brand} •••• ${row.cardLast4}` : brand;
};

/**
 * An invoice paid online from its link (issue 39 §2): its client pays the open balance (the stored
 * total less what was recorded, never an amount the browser sends) through the payments feature's
 * gateway; the settled charge becomes a payment of the invoice, which reads Paid once settled.
 */
export function createOnlineInvoicePayments(
  db: Database,
  invoiceService: Invoices,
  charges: FastifyInstance['invoiceCharges'],
) {
  return {
    async pay(id: number, card: Card | undefined, user: PublicUser, keyHeader: string | undefined) {
      // Another client's invoice does not exist for them (404); the admin records checks instead.
      const row = await invoiceService.readable(id, user);
      if (row.userId !== user.id) {
        throw forbidden("Only the invoice's client pays it online; record a check or ACH payment instead.");
      }
      if (row.status === 'void') throw conflict(`Invoice ${row.number} is void: there is nothing to pay.`);
      const balance = row.totalCents - row.paidCents;
      if (row.status === 'paid' || balance <= 0) {
        throw conflict(`Invoice ${row.number} is already paid.`, undefined, ErrorCode.alreadyPaid);
      }
      const result = await charges.charge({
        invoiceId: id,
        number: row.number,
        amountCents: balance,
        payer: user,
        card,
        keyHeader,
      });
      return { ...result, invoice: await invoiceService.full((await invoiceService.load(id))!) };
    },

    /**
     * A charge of an invoice settled (here or by the Stripe webhook): it is recorded once (the
     * payments feature settles a row once). A check recorded while the card was pending may have
     * paid part of it meanwhile: only what is still owed is applied, and the rest is logged for a refund.
     */
    async settled(payment: PaymentRow): Promise<{ appliedCents: number }> {
      if (payment.invoiceId === null || payment.status !== 'succeeded') return { appliedCents: 0 };
      const invoiceId = payment.invoiceId;
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
        if (!row) return { appliedCents: 0 };
        const owed = row.status === 'void' ? 0 : row.totalCents - row.paidCents;
        const applied = Math.min(owed, payment.amountCents);
        if (applied <= 0) return { appliedCents: 0 };
        const reference = cardText(payment);
        const [recorded] = await tx
          .insert(invoicePayments)
          .values({
            invoiceId,
            amountCents: applied,
            method: 'online',
            reference,
            recordedBy: payment.paidBy,
          })
          .returning({ id: invoicePayments.id });
        const paidCents = row.paidCents + applied;
        const status = paidCents === row.totalCents ? 'paid' : 'open';
        await tx
          .update(invoices)
          .set({ paidCents: sql`${invoices.paidCents} + ${applied}`, status })
          .where(eq(invoices.id, invoiceId));
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: 'payment-recorded',
          entity: 'invoice',
          entityId: invoiceId,
          before: { paidCents: row.paidCents, status: row.status },
          after: {
            paymentId: recorded!.id,
            amountCents: applied,
            method: 'online',
            reference,
            paidCents,
            status,
          },
        });
        return { appliedCents: applied };
      });
    },

    /** An online payment refunded by the admin: the amount is owed again (a negative payment line). */
    async refunded(payment: PaymentRow): Promise<void> {
      if (payment.invoiceId === null) return;
      const invoiceId = payment.invoiceId;
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
        if (!row) return;
        const back = Math.min(row.paidCents, payment.amountCents);
        if (back <= 0) return;
        const reference = `Refund${payment.gatewayRef ? ` of ${payment.gatewayRef}` : ''}`;
        await tx
          .insert(invoicePayments)
          .values({ invoiceId, amountCents: -back, method: 'online', reference, recordedBy: null });
        const status = row.status === 'void' ? 'void' : 'open';
        await tx
          .update(invoices)
          .set({ paidCents: sql`${invoices.paidCents} - ${back}`, status })
          .where(eq(invoices.id, invoiceId));
        await recordAudit(tx, {
          actor: SYSTEM_ACTOR,
          action: 'payment-refunded',
          entity: 'invoice',
          entityId: invoiceId,
          before: { paidCents: row.paidCents, status: row.status },
          after: { paidCents: row.paidCents - back, status, reference },
        });
      });
    },
  };
}

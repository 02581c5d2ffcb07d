import { and, asc, eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import { ErrorCode } from '../../../common/errors.ts';
import { fromCents, toCents } from '../../../common/money.ts';
import type { CreatePaymentBody, Payment, PaymentResult } from '../../../common/payments.ts';
import { depositAmount, type Quote } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { payments, quotes } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import type { PaymentGateway } from '../../platform/payments/index.ts';
import { actorOf, recordAudit } from '../audit/audit.record.ts';
import type { QuoteService } from '../quotes/quotes.service.ts';
import {
  createCharger,
  idempotencyKey,
  PaymentFailedError,
  type PaymentRow,
  toPayment,
} from './payments.charges.ts';
import { type PaymentMailContext, paymentNoticeMail, receiptMail, refundMail } from './payments.mail.ts';

/** The answer to paying a proposal whose total is $0.00. */
const NOTHING_TO_PAY = 'This proposal totals $0.00: there is nothing to pay.';

export type PaymentServiceDeps = {
  db: Database;
  gateway: PaymentGateway;
  quotes: QuoteService;
  mailer: Mailer;
  publicUrl: string;
  businessEmail: string;
  business: () => Promise<BusinessIdentity>;
  /** Without online payment (decision 0057): how to pay by check or transfer, for the mails. */
  howToPay?: () => Promise<string[] | null>;
  /** A checkout order's payment settled (a Stripe webhook, say): its receipt and notice. */
  onOrderPaid?: (row: PaymentRow) => Promise<void>;
  /** An account's invoice paid online settled (issue 39): the accounts feature records it on the invoice. */
  onInvoicePaid?: (row: PaymentRow) => Promise<void>;
  /** An invoice's online payment was refunded: the amount is owed on the invoice again. */
  onInvoiceRefunded?: (row: PaymentRow) => Promise<void>;
  /** A payment of an order was refunded. */
  onOrderRefunded?: (orderId: number) => Promise<void>;
};

type Row = PaymentRow;

const ONLINE_PAYMENT_OFF =
  'Online payment is not available. Please pay by check or bank transfer: your proposal says how.';

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, gateway, mailer } = deps;

  async function mailContext(): Promise<PaymentMailContext> {
    const business = await deps.business();
    return {
      businessName: business.name,
      businessEmail: deps.businessEmail,
      publicUrl: deps.publicUrl,
      howToPay: (await deps.howToPay?.()) ?? null,
    };
  }

  async function sendAll(mails: (ctx: PaymentMailContext) => MailMessage[]): Promise<void> {
    const ctx = await mailContext();
    for (const mail of mails(ctx)) if (mail.to) await mailer.send(mail);
  }

  /** The quote when the user may see it; another client's quote does not exist for them. */
  async function visibleQuote(id: number, user: PublicUser): Promise<Quote> {
    const [row] = await db.select({ clientId: quotes.clientId }).from(quotes).where(eq(quotes.id, id));
    if (!row || (user.role !== 'admin' && row.clientId !== user.id)) throw notFound('Quote not found.');
    return deps.quotes.getVisible(id, user);
  }

  async function result(row: Row, clientSecret?: string): Promise<PaymentResult> {
    let amountPaid = '0.00';
    let balanceDue = '0.00';
    const quote = row.quoteId === null ? null : await deps.quotes.find(row.quoteId);
    if (quote) {
      amountPaid = quote.amountPaid;
      balanceDue = quote.balanceDue ?? '0.00';
    }
    return { payment: toPayment(row), amountPaid, balanceDue, ...(clientSecret ? { clientSecret } : {}) };
  }

  async function notifyPaid(row: Row): Promise<void> {
    if (row.invoiceId !== null) return deps.onInvoicePaid?.(row);
    if (row.orderId !== null) return deps.onOrderPaid?.(row);
    const quote = row.quoteId === null ? null : await deps.quotes.find(row.quoteId);
    if (!quote || row.status !== 'succeeded') return;
    const payment = toPayment(row);
    await sendAll((ctx) => [receiptMail(payment, quote, ctx), paymentNoticeMail(payment, quote, ctx)]);
  }

  const { settle, chargeOnce } = createCharger(db, gateway, notifyPaid);

  /**
   * A card payment started but not confirmed (Stripe: the client left the Payment Element) holds the
   * quote's one live deposit or balance. Asking again picks it up: settled if Stripe has decided,
   * otherwise the same PaymentIntent is offered again, so abandoning a form never blocks paying.
   */
  async function resumePending(
    quoteId: number,
    kind: 'deposit' | 'balance',
  ): Promise<{ result: PaymentResult; status: 'pending' } | null> {
    const [pending] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.quoteId, quoteId), eq(payments.kind, kind), eq(payments.status, 'pending')));
    if (!pending?.gatewayRef || pending.gateway !== gateway.name) return null;
    const outcome = await gateway.retrieve(pending.gatewayRef);
    const row = await settle(pending.id, outcome);
    if (row.status !== 'pending') return null;
    return { result: await result(row, outcome.clientSecret), status: 'pending' };
  }

  return {
    gateway,
    chargeOnce,
    settle,
    result,
    toPayment,

    async list(quoteId: number, user: PublicUser): Promise<Payment[]> {
      await visibleQuote(quoteId, user);
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.quoteId, quoteId))
        .orderBy(asc(payments.id));
      return rows.map(toPayment);
    },

    /** A client pays the deposit or the balance by card; an admin records money received offline. */
    async create(
      quoteId: number,
      body: CreatePaymentBody,
      user: PublicUser | null,
      keyHeader: string | undefined,
      /** The proposal link's token (decision 0086): its holder pays a visitor's proposal as its client. */
      linkToken?: string,
    ): Promise<{ result: PaymentResult; status: 'succeeded' | 'pending' }> {
      const quote = user ? await visibleQuote(quoteId, user) : await deps.quotes.byLink(quoteId, linkToken);
      const isOwner = user ? quote.clientId === user.id : true;
      if (body.kind === 'offline' && user?.role !== 'admin') {
        throw forbidden('Only the business records offline payments.');
      }
      if (body.kind !== 'offline' && !isOwner) {
        throw forbidden('The client pays by card; record an offline payment instead.');
      }
      if (quote.status !== 'accepted' || quote.totalAmount === null) {
        throw conflict('Only an accepted proposal can be paid.', undefined, ErrorCode.proposalNotAccepted);
      }
      // A $0.00 total (a 100% code) needs no payment: no charge of nothing, no deposit to wait for.
      if (toCents(quote.totalAmount) === 0) throw conflict(NOTHING_TO_PAY, undefined, ErrorCode.nothingToPay);
      if (body.kind !== 'offline' && gateway.name === 'off') {
        throw conflict(ONLINE_PAYMENT_OFF, undefined, ErrorCode.onlinePaymentOff);
      }
      // A replay answers the first attempt before any rule: that deposit may be what made it "paid".
      const payer = user ? `u${user.id}` : 'link';
      const key = idempotencyKey(
        body.kind === 'offline' ? payer : `${payer}:q${quoteId}:${body.kind}`,
        keyHeader,
      );
      const [first] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
      if (first) {
        if (first.quoteId !== quoteId || first.kind !== body.kind) {
          throw conflict(
            'This Idempotency-Key was already used for another payment.',
            undefined,
            ErrorCode.idempotencyKeyReused,
          );
        }
        if (first.status === 'failed') throw new PaymentFailedError(toPayment(first));
        const secret =
          first.status === 'pending' && first.gatewayRef
            ? (await gateway.retrieve(first.gatewayRef)).clientSecret
            : undefined;
        return {
          result: await result(first, secret),
          status: first.status === 'pending' ? 'pending' : 'succeeded',
        };
      }
      const resumed = body.kind === 'offline' ? null : await resumePending(quoteId, body.kind);
      if (resumed) return resumed;
      const paid = toCents(quote.amountPaid);
      const due = toCents(quote.balanceDue ?? '0');

      if (body.kind === 'offline') {
        const cents = toCents(body.amount);
        if (due === 0)
          throw conflict('This proposal is already paid in full.', undefined, ErrorCode.alreadyPaid);
        if (cents > due) {
          throw badRequest(`That is more than the balance due (${fromCents(due)}).`, {
            amount: `At most ${fromCents(due)}`,
          });
        }
        // The audit trail names the admin who recorded it, written with the payment (decision 0099).
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(payments)
            .values({
              quoteId,
              kind: 'offline',
              amountCents: cents,
              status: 'succeeded',
              gateway: 'offline',
              method: body.method,
              note: body.note || null,
              idempotencyKey: key,
              paidBy: quote.clientId,
              settledAt: new Date(),
            })
            .onConflictDoNothing()
            .returning();
          if (!inserted)
            throw conflict(
              'This Idempotency-Key was already used for another payment.',
              undefined,
              ErrorCode.idempotencyKeyReused,
            );
          const payment = toPayment(inserted);
          await recordAudit(tx, {
            actor: actorOf(user),
            action: 'recorded',
            entity: 'payment',
            entityId: payment.id,
            after: {
              status: payment.status,
              amount: payment.amount,
              method: payment.method,
              note: payment.note,
              proposal: quote.proposalNumber,
            },
          });
          return inserted;
        });
        await notifyPaid(row);
        return { result: await result(row), status: 'succeeded' };
      }

      let amountCents: number;
      if (body.kind === 'deposit') {
        if (paid > 0)
          throw conflict(
            'The deposit for this proposal is already paid.',
            undefined,
            ErrorCode.depositAlreadyPaid,
          );
        amountCents = toCents(depositAmount(quote.totalAmount));
      } else {
        if (paid === 0)
          throw conflict('Please pay the deposit before the balance.', undefined, ErrorCode.depositFirst);
        if (due === 0)
          throw conflict('This proposal is already paid in full.', undefined, ErrorCode.alreadyPaid);
        amountCents = due;
      }
      const { row, clientSecret } = await chargeOnce(
        {
          quoteId,
          kind: body.kind,
          amountCents,
          status: 'pending',
          gateway: gateway.name,
          idempotencyKey: key,
          paidBy: user?.id ?? null,
        },
        body.card,
        `${body.kind === 'deposit' ? 'Deposit' : 'Balance'} for proposal ${quoteId}`,
        () =>
          body.kind === 'deposit'
            ? conflict(
                'The deposit for this proposal is already paid.',
                undefined,
                ErrorCode.depositAlreadyPaid,
              )
            : conflict('This proposal is already paid in full.', undefined, ErrorCode.alreadyPaid),
      );
      if (row.status === 'failed') throw new PaymentFailedError(toPayment(row));
      if (row.status === 'refunded')
        throw conflict('This payment was refunded.', undefined, ErrorCode.paymentRefunded);
      return { result: await result(row, clientSecret), status: row.status };
    },

    /**
     * An admin refunds a payment in full; the amount is owed again. The audit trail names who, written
     * with the refund; a refund the processor refuses is undone, and that is written too.
     */
    async refund(id: number, by: PublicUser): Promise<PaymentResult> {
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(payments)
          .set({ status: 'refunded', refundedAt: new Date() })
          .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
          .returning();
        if (!updated) {
          const [exists] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, id));
          if (!exists) throw notFound('Payment not found.');
          throw conflict(
            'Only a completed payment can be refunded.',
            undefined,
            ErrorCode.paymentNotRefundable,
          );
        }
        const payment = toPayment(updated);
        await recordAudit(tx, {
          actor: actorOf(by),
          action: 'refunded',
          entity: 'payment',
          entityId: id,
          before: { status: 'succeeded' },
          after: { status: payment.status, amountRefunded: payment.amount },
        });
        return updated;
      });
      if (row.gateway !== 'offline' && row.gatewayRef) {
        try {
          await gateway.refund(row.gatewayRef, row.amountCents, `refund-${row.id}`);
        } catch {
          await db.transaction(async (tx) => {
            await tx
              .update(payments)
              .set({ status: 'succeeded', refundedAt: null })
              .where(eq(payments.id, id));
            await recordAudit(tx, {
              actor: actorOf(by),
              action: 'refund-refused',
              entity: 'payment',
              entityId: id,
              before: { status: 'refunded' },
              after: { status: 'succeeded' },
            });
          });
          throw new AppError(
            502,
            ErrorCode.paymentFailed,
            'The processor refused the refund. Please try again.',
          );
        }
      }
      const quote = row.quoteId === null ? null : await deps.quotes.find(row.quoteId);
      if (quote) {
        const payment = toPayment(row);
        await sendAll((ctx) => [refundMail(payment, quote, ctx)]);
      }
      if (row.invoiceId !== null) await deps.onInvoiceRefunded?.(row);
      // A refunded order is no longer paid: the points it earned go back (issue 34 §7).
      if (row.orderId !== null) await deps.onOrderRefunded?.(row.orderId);
      return result(row);
    },

    /** A signed webhook names a charge: its outcome is read back from the processor and recorded. */
    async handleWebhook(rawBody: string, signature: string | undefined): Promise<void> {
      const update = gateway.parseWebhook(rawBody, signature);
      if (!update) return;
      const [row] = await db.select().from(payments).where(eq(payments.gatewayRef, update.reference));
      if (!row) return;
      const outcome = await gateway.retrieve(update.reference);
      await settle(row.id, outcome);
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;

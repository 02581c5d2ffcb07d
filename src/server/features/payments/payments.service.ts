import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import { ErrorCode } from '../../../common/errors.ts';
import type { Card, CreatePaymentBody, Payment, PaymentResult } from '../../../common/payments.ts';
import { depositAmount, fromCents, type Quote, toCents } from '../../../common/quotes.ts';
import type { Database } from '../../db/connect.ts';
import { payments, quotes } from '../../db/schema/index.ts';
import { isUniqueViolation, violatedConstraint } from '../../platform/db-errors.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import type { CardDetails, ChargeOutcome, PaymentGateway } from '../../platform/payments/index.ts';
import type { QuoteService } from '../quotes/quotes.service.ts';
import { type PaymentMailContext, paymentNoticeMail, receiptMail, refundMail } from './payments.mail.ts';

export type PaymentServiceDeps = {
  db: Database;
  gateway: PaymentGateway;
  quotes: QuoteService;
  mailer: Mailer;
  publicUrl: string;
  businessEmail: string;
  business: () => Promise<BusinessIdentity>;
};

type Row = typeof payments.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPayment(row: Row): Payment {
  return {
    id: row.id,
    quoteId: row.quoteId,
    kind: row.kind,
    amount: row.amount,
    status: row.status,
    gateway: row.gateway,
    gatewayRef: row.gatewayRef,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    method: row.method,
    note: row.note,
    failureMessage: row.failureMessage,
    paidBy: row.paidBy,
    createdAt: row.createdAt.toISOString(),
    settledAt: iso(row.settledAt),
    refundedAt: iso(row.refundedAt),
  };
}

export function toCardDetails(card: Card): CardDetails {
  return {
    number: card.number.replace(/\s+/g, ''),
    expMonth: Number(card.exp_month),
    expYear: Number(card.exp_year),
    cvc: card.cvv,
    name: card.name,
  };
}

/** A charge that did not go through: 402 with the processor's sentence and the recorded attempt. */
export class PaymentFailedError extends AppError {
  readonly payment: Payment;
  constructor(payment: Payment) {
    super(402, ErrorCode.paymentFailed, payment.failureMessage ?? 'Payment failed');
    this.payment = payment;
  }
}

/** Which charge a request is: the client's Idempotency-Key (scoped to the caller), or a fresh one. */
export function idempotencyKey(scope: string, header: string | undefined): string {
  if (header === undefined) return `${scope}:auto:${randomUUID()}`;
  if (!/^[A-Za-z0-9_\-:.]{8,100}$/.test(header)) {
    throw badRequest('The Idempotency-Key header must be 8 to 100 letters, digits, -, _, : or .');
  }
  return `${scope}:${header}`;
}

export function createPaymentService(deps: PaymentServiceDeps) {
  const { db, gateway, mailer } = deps;

  async function mailContext(): Promise<PaymentMailContext> {
    const business = await deps.business();
    return { businessName: business.name, businessEmail: deps.businessEmail, publicUrl: deps.publicUrl };
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
    const quote = row.quoteId === null ? null : await deps.quotes.find(row.quoteId);
    if (!quote || row.status !== 'succeeded') return;
    const payment = toPayment(row);
    await sendAll((ctx) => [receiptMail(payment, quote, ctx), paymentNoticeMail(payment, quote, ctx)]);
  }

  /** Writes the processor's outcome on a pending row; only the first settlement counts. */
  async function settle(id: number, outcome: ChargeOutcome): Promise<Row> {
    const done = outcome.status !== 'pending';
    const [row] = await db
      .update(payments)
      .set({
        status: outcome.status,
        gatewayRef: outcome.reference,
        cardBrand: outcome.cardBrand,
        cardLast4: outcome.cardLast4,
        failureMessage: outcome.status === 'failed' ? outcome.message : null,
        ...(done ? { settledAt: new Date() } : {}),
      })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    if (row) {
      if (row.status === 'succeeded') await notifyPaid(row);
      return row;
    }
    const [current] = await db.select().from(payments).where(eq(payments.id, id));
    return current!;
  }

  /**
   * Claims the idempotency key and the quote's one live deposit/balance with a pending row, then
   * charges. A replay of the key answers the first attempt without charging again.
   */
  async function chargeOnce(
    values: typeof payments.$inferInsert,
    card: Card | undefined,
    description: string,
    onLiveConflict: () => AppError,
  ): Promise<{ row: Row; clientSecret?: string; replayed: boolean }> {
    if (gateway.acceptsCardDetails && !card)
      throw badRequest('Enter your card details.', { card: 'Required' });
    if (!gateway.acceptsCardDetails && card) {
      throw badRequest('Card details go to Stripe directly, never to this server.');
    }
    let pending: Row;
    try {
      [pending] = (await db.insert(payments).values(values).returning()) as [Row];
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (violatedConstraint(error) === 'payments_one_live_per_kind_idx') throw onLiveConflict();
      const [first] = await db
        .select()
        .from(payments)
        .where(eq(payments.idempotencyKey, values.idempotencyKey));
      if (!first || first.kind !== values.kind || first.quoteId !== (values.quoteId ?? null)) {
        throw conflict('This Idempotency-Key was already used for another payment.');
      }
      const secret =
        first.status === 'pending' && first.gatewayRef
          ? (await gateway.retrieve(first.gatewayRef)).clientSecret
          : undefined;
      return { row: first, replayed: true, ...(secret ? { clientSecret: secret } : {}) };
    }
    let outcome: ChargeOutcome;
    try {
      outcome = await gateway.charge({
        amountCents: toCents(values.amount),
        description,
        idempotencyKey: `payment-${pending.id}`,
        ...(card ? { card: toCardDetails(card) } : {}),
        metadata: { paymentId: String(pending.id), kind: values.kind },
      });
    } catch {
      // The processor could not be reached or refused the request: the attempt is recorded as failed.
      outcome = {
        status: 'failed',
        reference: pending.gatewayRef ?? `error-${pending.id}`,
        message: 'The payment could not be processed. Please try again.',
        cardBrand: null,
        cardLast4: null,
      };
    }
    const row = await settle(pending.id, outcome);
    return { row, replayed: false, ...(outcome.clientSecret ? { clientSecret: outcome.clientSecret } : {}) };
  }

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
      user: PublicUser,
      keyHeader: string | undefined,
    ): Promise<{ result: PaymentResult; status: 'succeeded' | 'pending' }> {
      const quote = await visibleQuote(quoteId, user);
      const isOwner = quote.clientId === user.id;
      if (body.kind === 'offline' && user.role !== 'admin') {
        throw forbidden('Only the business records offline payments.');
      }
      if (body.kind !== 'offline' && !isOwner) {
        throw forbidden('The client pays by card; record an offline payment instead.');
      }
      if (quote.status !== 'accepted' || quote.totalAmount === null) {
        throw conflict('Only an accepted proposal can be paid.');
      }
      // A replay answers the first attempt before any rule: that deposit may be what made it "paid".
      const key = idempotencyKey(
        body.kind === 'offline' ? `u${user.id}` : `u${user.id}:q${quoteId}:${body.kind}`,
        keyHeader,
      );
      const [first] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
      if (first) {
        if (first.quoteId !== quoteId || first.kind !== body.kind) {
          throw conflict('This Idempotency-Key was already used for another payment.');
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
        if (due === 0) throw conflict('This proposal is already paid in full.');
        if (cents > due) {
          throw badRequest(`That is more than the balance due (${fromCents(due)}).`, {
            amount: `At most ${fromCents(due)}`,
          });
        }
        const [row] = await db
          .insert(payments)
          .values({
            quoteId,
            kind: 'offline',
            amount: fromCents(cents),
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
        if (!row) throw conflict('This Idempotency-Key was already used for another payment.');
        await notifyPaid(row);
        return { result: await result(row), status: 'succeeded' };
      }

      let amount: string;
      if (body.kind === 'deposit') {
        if (paid > 0) throw conflict('The deposit for this proposal is already paid.');
        amount = depositAmount(quote.totalAmount);
      } else {
        if (paid === 0) throw conflict('Please pay the deposit before the balance.');
        if (due === 0) throw conflict('This proposal is already paid in full.');
        amount = fromCents(due);
      }
      const { row, clientSecret } = await chargeOnce(
        {
          quoteId,
          kind: body.kind,
          amount,
          status: 'pending',
          gateway: gateway.name,
          idempotencyKey: key,
          paidBy: user.id,
        },
        body.card,
        `${body.kind === 'deposit' ? 'Deposit' : 'Balance'} for proposal ${quoteId}`,
        () =>
          conflict(
            body.kind === 'deposit'
              ? 'The deposit for this proposal is already paid.'
              : 'This proposal is already paid in full.',
          ),
      );
      if (row.status === 'failed') throw new PaymentFailedError(toPayment(row));
      if (row.status === 'refunded') throw conflict('This payment was refunded.');
      return { result: await result(row, clientSecret), status: row.status };
    },

    /** An admin refunds a payment in full; the amount is owed again. */
    async refund(id: number): Promise<PaymentResult> {
      const [row] = await db
        .update(payments)
        .set({ status: 'refunded', refundedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
        .returning();
      if (!row) {
        const [exists] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, id));
        if (!exists) throw notFound('Payment not found.');
        throw conflict('Only a completed payment can be refunded.');
      }
      if (row.gateway !== 'offline' && row.gatewayRef) {
        try {
          await gateway.refund(row.gatewayRef, toCents(row.amount), `refund-${row.id}`);
        } catch {
          await db.update(payments).set({ status: 'succeeded', refundedAt: null }).where(eq(payments.id, id));
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

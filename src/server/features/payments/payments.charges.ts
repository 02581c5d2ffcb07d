import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '../../../common/errors.ts';
import { fromCents } from '../../../common/money.ts';
import type { Card, Payment } from '../../../common/payments.ts';
import type { Database } from '../../db/connect.ts';
import { payments } from '../../db/schema/index.ts';
import { isUniqueViolation, violatedConstraint } from '../../platform/db-errors.ts';
import { AppError, badRequest, conflict } from '../../platform/errors.ts';
import type { CardDetails, ChargeOutcome, PaymentGateway } from '../../platform/payments/index.ts';

export type PaymentRow = typeof payments.$inferSelect;
type Row = PaymentRow;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPayment(row: Row): Payment {
  return {
    id: row.id,
    quoteId: row.quoteId,
    orderId: row.orderId,
    kind: row.kind,
    amount: fromCents(row.amountCents),
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

function toCardDetails(card: Card): CardDetails {
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
    throw badRequest(
      'The Idempotency-Key header must be 8 to 100 letters, digits, -, _, : or .',
      undefined,
      ErrorCode.idempotencyKeyInvalid,
    );
  }
  return `${scope}:${header}`;
}

/** Charging through the gateway with a pending row first: one request, one charge. */
export function createCharger(
  db: Database,
  gateway: PaymentGateway,
  onSucceeded: (row: Row) => Promise<void>,
) {
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
      if (row.status === 'succeeded') await onSucceeded(row);
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
      throw badRequest(
        'Card details go to Stripe directly, never to this server.',
        undefined,
        ErrorCode.cardDetailsRefused,
      );
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
      if (
        !first ||
        first.kind !== values.kind ||
        first.quoteId !== (values.quoteId ?? null) ||
        first.orderId !== (values.orderId ?? null) ||
        first.invoiceId !== (values.invoiceId ?? null)
      ) {
        throw conflict(
          'This Idempotency-Key was already used for another payment.',
          undefined,
          ErrorCode.idempotencyKeyReused,
        );
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
        amountCents: values.amountCents,
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

  return { settle, chargeOnce };
}

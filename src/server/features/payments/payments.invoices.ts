import { and, eq } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import { ErrorCode } from '../../../common/errors.ts';
import type { Card, Payment } from '../../../common/payments.ts';
import type { Database } from '../../db/connect.ts';
import { payments } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors.ts';
import { idempotencyKey, PaymentFailedError, type PaymentRow, toPayment } from './payments.charges.ts';
import type { PaymentService } from './payments.service.ts';

/** What the accounts feature does when an invoice's card payment settles or is refunded. */
export type InvoicePaymentHooks = {
  paid?: (row: PaymentRow) => Promise<void>;
  refunded?: (row: PaymentRow) => Promise<void>;
};

/** One charge of an invoice: the amount is the accounts feature's stored balance, never a browser's. */
type InvoiceCharge = {
  invoiceId: number;
  number: string;
  amountCents: number;
  payer: PublicUser;
  card: Card | undefined;
  keyHeader: string | undefined;
};

const IN_PROGRESS = 'A payment of this invoice is already in progress.';

/**
 * An account's invoice paid online (issue 39 §2) through the one gateway and charger the proposals and
 * orders use: a pending row first (one charge in flight per invoice), settled here or by the Stripe
 * webhook, and the settlement handed to the accounts feature, which owns the invoice.
 */
export function createInvoiceCharges(deps: {
  db: Database;
  payments: PaymentService;
  /** Filled in by the accounts feature (registered after payments); the service calls them. */
  hooks: InvoicePaymentHooks;
}) {
  const { db, payments: service, hooks } = deps;

  return {
    /** The accounts feature plugs in what a settled or refunded payment does to its invoice. */
    useInvoices(given: InvoicePaymentHooks): void {
      Object.assign(hooks, given);
    },

    async charge(
      input: InvoiceCharge,
    ): Promise<{ payment: Payment; status: 'succeeded' | 'pending'; clientSecret?: string }> {
      const { gateway } = service;
      if (gateway.name === 'off') {
        throw conflict(
          'Online payment is not available. Please pay by check or ACH: the invoice says how.',
          undefined,
          ErrorCode.onlinePaymentOff,
        );
      }
      // A card payment left unconfirmed (Stripe) is picked up: settled if decided, else offered again.
      const [pending] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.invoiceId, input.invoiceId),
            eq(payments.kind, 'invoice'),
            eq(payments.status, 'pending'),
          ),
        );
      if (pending?.gatewayRef && pending.gateway === gateway.name) {
        const outcome = await gateway.retrieve(pending.gatewayRef);
        const row = await service.settle(pending.id, outcome);
        if (row.status === 'pending') {
          return {
            payment: toPayment(row),
            status: 'pending',
            ...(outcome.clientSecret ? { clientSecret: outcome.clientSecret } : {}),
          };
        }
        if (row.status === 'succeeded') return { payment: toPayment(row), status: 'succeeded' };
      }
      const { row, clientSecret } = await service.chargeOnce(
        {
          invoiceId: input.invoiceId,
          kind: 'invoice',
          amountCents: input.amountCents,
          status: 'pending',
          gateway: gateway.name,
          idempotencyKey: idempotencyKey(`u${input.payer.id}:i${input.invoiceId}`, input.keyHeader),
          paidBy: input.payer.id,
        },
        input.card,
        `Invoice ${input.number}`,
        () => conflict(IN_PROGRESS),
      );
      if (row.status === 'failed') throw new PaymentFailedError(toPayment(row));
      if (row.status === 'refunded')
        throw conflict('This payment was refunded.', undefined, ErrorCode.paymentRefunded);
      return { payment: toPayment(row), status: row.status, ...(clientSecret ? { clientSecret } : {}) };
    },
  };
}

export type InvoiceCharges = ReturnType<typeof createInvoiceCharges>;

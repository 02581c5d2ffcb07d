import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '../../../common/ids.ts';
import {
  CreatePaymentBodySchema,
  OrderOfflinePaymentBodySchema,
  OrderPaymentBodySchema,
  PaymentInstructionsSchema,
  PaymentOptionsSchema,
  PaymentResultSchema,
  PaymentSchema,
} from '../../../common/payments.ts';
import { requireUser } from '../../platform/access.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { GatewayError } from '../../platform/payments/index.ts';
import { PaymentFailedError } from './payments.charges.ts';
import type { PaymentInstructionsStore } from './payments.instructions.ts';
import type { OrderPayments } from './payments.orders.ts';
import type { PaymentService } from './payments.service.ts';

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function paymentsRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentService; orderPayments: OrderPayments; instructions: PaymentInstructionsStore },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gateway = deps.payments.gateway;

  // What the proposal page offers: Pay buttons (online), the test-mode notice, and how to pay otherwise.
  r.get(
    '/api/payments/options',
    {
      config: { access: 'user' },
      schema: {
        summary: 'How a proposal can be paid: online, test mode, or the instructions (a signed-in user)',
        response: { 200: PaymentOptionsSchema },
      },
    },
    async () => ({
      ...(await deps.instructions.get()),
      gateway: gateway.name,
      online: gateway.name !== 'off',
      testMode: gateway.name === 'simulated',
    }),
  );

  r.get(
    '/api/settings/payment-instructions',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The payment instructions printed on proposals (an admin)',
        response: { 200: PaymentInstructionsSchema },
      },
    },
    async () => deps.instructions.get(),
  );

  r.put(
    '/api/settings/payment-instructions',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change the payment instructions printed on proposals (an admin)',
        body: PaymentInstructionsSchema.strict(),
        response: { 200: PaymentInstructionsSchema },
      },
    },
    async (request) => deps.instructions.save(request.body, requireUser(request.user)),
  );

  r.get(
    '/api/quotes/:id/payments',
    {
      config: { access: 'user' },
      schema: {
        summary: "List a proposal's payments (its client or an admin)",
        params: IdParamsSchema,
        response: { 200: z.array(PaymentSchema) },
      },
    },
    async (request) => deps.payments.list(request.params.id, requireUser(request.user)),
  );

  // 201 paid, 202 waiting for the browser to confirm with Stripe, 402 declined (with the attempt).
  // Public for the proposal link's holder (a visitor's proposal, decision 0086): with no session and
  // no token the answer is 401 as before.
  r.post(
    '/api/quotes/:id/payments',
    {
      config: { access: 'public' },
      schema: {
        summary: "Pay a proposal by card (its client, an admin, or its mailed link's holder)",
        params: IdParamsSchema,
        body: CreatePaymentBodySchema,
      },
    },
    async (request, reply) => {
      try {
        const linkToken = 'token' in request.body ? request.body.token : undefined;
        const { result, status } = await deps.payments.create(
          request.params.id,
          request.body,
          linkToken === undefined ? requireUser(request.user) : null,
          headerText(request.headers['idempotency-key']),
          linkToken,
        );
        return reply.status(status === 'pending' ? 202 : 201).send(PaymentResultSchema.parse(result));
      } catch (error) {
        if (!(error instanceof PaymentFailedError)) throw error;
        return reply.status(402).send({ message: error.message, code: error.code, payment: error.payment });
      }
    },
  );

  // A checkout order paid online: its owner, or the tracking link's holder (a visitor), pays its bill.
  r.post(
    '/api/orders/:id/payments',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Pay an order online at checkout, its amount taken from the order (its customer)',
        params: IdParamsSchema,
        body: OrderPaymentBodySchema,
      },
    },
    async (request, reply) => {
      try {
        const { result, status } = await deps.orderPayments.pay(
          request.params.id,
          request.body,
          request.user,
          headerText(request.headers['idempotency-key']),
        );
        return reply.status(status === 'pending' ? 202 : 201).send(PaymentResultSchema.parse(result));
      } catch (error) {
        if (!(error instanceof PaymentFailedError)) throw error;
        return reply.status(402).send({ message: error.message, code: error.code, payment: error.payment });
      }
    },
  );

  // Issue 34 §7: an order paid by check, cash or transfer reads paid (and earns its points once completed).
  r.post(
    '/api/orders/:id/payments/offline',
    {
      config: { access: 'admin' },
      schema: {
        summary:
          'Record that an order was paid by check, cash or transfer, its amount what it still owes (an admin)',
        params: IdParamsSchema,
        body: OrderOfflinePaymentBodySchema,
        response: { 201: PaymentSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await deps.orderPayments.recordOffline(request.params.id, request.body, requireUser(request.user)),
        ),
  );

  r.post(
    '/api/payments/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Refund a payment (an admin)',
        params: IdParamsSchema,
        response: { 200: PaymentResultSchema },
      },
    },
    async (request) => deps.payments.refund(request.params.id, requireUser(request.user)),
  );

  // Stripe signs the exact bytes it sends, so this route reads the body as text before any parsing.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payments/webhook',
      {
        config: { access: 'public', writeLimit: false },
        schema: {
          summary: "Receive Stripe's signed payment events (Stripe)",
          response: { 200: z.object({ received: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        // Like every JSON route: a body that is not JSON is a 400, whatever the gateway.
        try {
          JSON.parse(raw);
        } catch {
          throw badRequest('The request body is not valid JSON.');
        }
        if (deps.payments.gateway.name !== 'stripe') throw notFound();
        try {
          await deps.payments.handleWebhook(raw, headerText(request.headers['stripe-signature']));
        } catch (error) {
          if (error instanceof GatewayError) throw badRequest(error.message);
          throw error;
        }
        return reply.send({ received: true });
      },
    );
  });
}

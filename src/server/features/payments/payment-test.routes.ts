import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode } from '../../../common/errors.ts';
import {
  PaymentTestBodySchema,
  PaymentTestResultSchema,
  PaymentTestStatusSchema,
  PaymentTestUnlockBodySchema,
  TEST_PAYMENT_CENTS,
} from '../../../common/payments.ts';
import { AppError, notFound, unauthenticated } from '../../platform/errors.ts';
import { createUnlockTokens, UNLOCK_COOKIE } from './payment-test.unlock.ts';
import { idempotencyKey } from './payments.charges.ts';
import type { PaymentService } from './payments.service.ts';

/** The password-gated one-dollar test charge (spec 001 §2.9), with the password checked here. */
export async function paymentTestRoutes(
  app: FastifyInstance,
  deps: { payments: PaymentService; password: string | undefined; secureCookies: boolean },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gatewayOn = deps.payments.gateway.name !== 'off';
  // Without a card processor (decision 0057) there is nothing to test: the page says it is not configured.
  const tokens = deps.password && gatewayOn ? createUnlockTokens(deps.password) : null;
  const wrongTries = app.limiter('paymentTestPassword');
  const gateway = deps.payments.gateway;

  const unlockedNonce = (request: FastifyRequest) => tokens?.verify(request.cookies[UNLOCK_COOKIE]) ?? null;

  r.get(
    '/api/payment-test/status',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether the one-dollar test charge is set up, and unlocked in this browser (anyone)',
        response: { 200: PaymentTestStatusSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        configured: tokens !== null,
        unlocked: unlockedNonce(request) !== null,
        gateway: gateway.name,
        live: gateway.isLive,
        publishableKey: gateway.publishableKey,
      };
    },
  );

  r.post(
    '/api/payment-test/unlock',
    {
      config: { access: 'public', writeLimit: false },
      schema: {
        summary: 'Unlock the one-dollar test charge with its password (anyone)',
        body: PaymentTestUnlockBodySchema,
      },
    },
    async (request, reply) => {
      if (!tokens) throw notFound('The payment test is not configured.');
      const keys = [`ip:${request.ip}`];
      await wrongTries.assertAllowed(keys);
      if (!tokens.matches(request.body.password)) {
        await wrongTries.record(keys);
        request.log.warn({ ip: request.ip }, 'payment test: wrong password');
        throw new AppError(401, ErrorCode.invalidCredentials, 'Incorrect password');
      }
      const { token, maxAgeSeconds } = tokens.issue();
      reply.setCookie(UNLOCK_COOKIE, token, {
        path: '/api/payment-test',
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.secureCookies,
        maxAge: maxAgeSeconds,
      });
      return { unlocked: true, expiresInSeconds: maxAgeSeconds };
    },
  );

  r.post(
    '/api/payment-test',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Make the one-dollar test charge once unlocked (whoever has the password)',
        body: PaymentTestBodySchema,
      },
    },
    async (request, reply) => {
      if (!tokens) throw notFound('The payment test is not configured.');
      const nonce = unlockedNonce(request);
      if (!nonce) throw unauthenticated('Enter the payment test password first.');
      const header = request.headers['idempotency-key'];
      const { row, clientSecret } = await deps.payments.chargeOnce(
        {
          quoteId: null,
          kind: 'test',
          amountCents: TEST_PAYMENT_CENTS,
          status: 'pending',
          gateway: gateway.name,
          idempotencyKey: idempotencyKey(`test:${nonce}`, Array.isArray(header) ? header[0] : header),
          paidBy: request.user?.id ?? null,
        },
        request.body.card,
        request.body.description?.slice(0, 200) || 'Payment test',
        () => new AppError(409, ErrorCode.conflict, 'A test payment is already in progress.'),
      );
      const body = PaymentTestResultSchema.parse({
        success: row.status === 'succeeded',
        chargeId: row.gatewayRef,
        message:
          row.status === 'succeeded'
            ? 'Payment successful'
            : row.status === 'pending'
              ? 'Confirm the payment with your card.'
              : (row.failureMessage ?? 'Payment failed'),
        ...(clientSecret ? { clientSecret } : {}),
        ...(row.status === 'failed' ? { code: ErrorCode.paymentFailed } : {}),
      });
      return reply.status(row.status === 'succeeded' ? 200 : row.status === 'pending' ? 202 : 402).send(body);
    },
  );
}

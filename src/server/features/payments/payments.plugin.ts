import { featurePlugin } from '../../platform/feature-plugin.ts';
import { queueText } from '../texts/index.ts';
import { paymentTestRoutes } from './payment-test.routes.ts';
import { createPaymentInstructions, type PaymentInstructionsStore } from './payments.instructions.ts';
import { createOrderPayments } from './payments.orders.ts';
import {
  createPaymentReminders,
  PAYMENT_REMINDERS_EVERY_MS,
  type PaymentReminders,
} from './payments.reminders.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createPaymentService } from './payments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** How to pay by check or transfer, as the owner wrote it (the payments feature). */
    paymentInstructions: PaymentInstructionsStore;
    /** The payment reminders' job, for tests to run a pass by hand. */
    paymentReminders: PaymentReminders;
  }
}

export const paymentsPlugin = featurePlugin(
  'payments',
  ['quotes', 'orders', 'texts'],
  async (app, { db, config, gateway, jobs, mailing }) => {
    const { quotes, orders } = app;
    const instructions = createPaymentInstructions(db);
    app.decorate('paymentInstructions', instructions);
    const orderPayments = createOrderPayments({ ...mailing, gateway, orders });
    const payments = createPaymentService({
      ...mailing,
      quotes,
      gateway,
      onOrderPaid: orderPayments.notifyPaid,
      onOrderRefunded: orders.paymentChanged,
    });
    const paymentReminders = createPaymentReminders({
      ...mailing,
      quotes,
      text: (request, now) => queueText(app, request, now),
    });
    app.decorate('paymentReminders', paymentReminders);
    jobs.add({
      name: 'payment reminders',
      everyMs: PAYMENT_REMINDERS_EVERY_MS,
      run: () => paymentReminders.runOnce(),
    });
    await app.register(async (scope) => {
      await paymentsRoutes(scope, { payments, orderPayments, instructions });
      await paymentTestRoutes(scope, {
        payments,
        password: config.paymentTestPassword,
        secureCookies: config.isProduction,
      });
    });
  },
);

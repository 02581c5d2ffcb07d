import { featurePlugin } from '../../platform/feature-plugin.ts';
import { createHouseAccounts } from './accounts.account.ts';
import { createInvoices } from './accounts.invoices.ts';
import { createInvoicePayments } from './accounts.payments.ts';
import { invoicePdf } from './accounts.pdf.ts';
import {
  createInvoiceReminders,
  INVOICE_REMINDERS_EVERY_MS,
  type InvoiceReminders,
} from './accounts.reminders.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createStatementMailing, STATEMENTS_EVERY_MS, type StatementMailing } from './accounts.statements.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The invoices' reminders job (issue 39), for tests to run a pass by hand. */
    invoiceReminders: InvoiceReminders;
    /** The monthly statements' job (issue 39), for tests to run a pass by hand. */
    accountStatements: StatementMailing;
  }
}

/**
 * Issue 39: house accounts (net terms, credit limit, PO numbers), the invoices of orders billed to
 * them, their payments and the receivables. It plugs its checkout check and its invoicing on
 * confirmation into the orders feature (OrderService.useAccounts), which is registered before it.
 */
export const accountsPlugin = featurePlugin(
  'accounts',
  ['orders', 'audit'],
  async (app, { db, mailer, business, jobs }) => {
    const businessName = async () => (await business()).name;
    const accounts = createHouseAccounts(db);
    const invoices = createInvoices(db, {
      // The new invoice's PDF goes to the account's billing email through the outbox.
      onIssued: async (id) => {
        const invoice = await invoices.full((await invoices.load(id))!);
        if (!invoice.billingEmail) return;
        await mailer.send({
          to: invoice.billingEmail,
          subject: `Invoice ${invoice.number} from ${await businessName()}`,
          text: [
            `Please find invoice ${invoice.number} attached${invoice.poNumber ? ` (PO ${invoice.poNumber})` : ''}.`,
            `Due on ${invoice.dueOn}.`,
          ].join('\n'),
          attachments: [
            {
              filename: `${invoice.number}.pdf`,
              contentType: 'application/pdf',
              content: await invoicePdf(invoice, await businessName()),
            },
          ],
        });
      },
    });
    const payments = createInvoicePayments(db);
    app.orders.useAccounts({
      checkout: (input, user, totalCents) => accounts.checkout(input, user, totalCents),
      confirmed: async (orderId) => {
        await invoices.issueForOrder(orderId);
      },
    });
    const reminders = createInvoiceReminders({ db, mailer, businessName });
    app.decorate('invoiceReminders', reminders);
    const statements = createStatementMailing({ db, mailer, businessName });
    app.decorate('accountStatements', statements);
    jobs.add({ name: 'account statements', everyMs: STATEMENTS_EVERY_MS, run: () => statements.runOnce() });
    jobs.add({
      name: 'invoice reminders',
      everyMs: INVOICE_REMINDERS_EVERY_MS,
      run: () => reminders.runOnce(),
    });
    await app.register(async (scope) =>
      accountsRoutes(scope, {
        db,
        accounts,
        invoices,
        payments,
        pdf: async (invoice) => invoicePdf(invoice, await businessName()),
      }),
    );
  },
);

import { formatCents } from '../../../common/money.ts';
import { featurePlugin } from '../../platform/feature-plugin.ts';
import { createHouseAccounts } from './accounts.account.ts';
import { createInvoices } from './accounts.invoices.ts';
import { createOnlineInvoicePayments } from './accounts.online.ts';
import { createInvoicePayments } from './accounts.payments.ts';
import { invoicePdf } from './accounts.pdf.ts';
import { createQuoteBilling } from './accounts.quotes.ts';
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
  ['orders', 'quotes', 'audit', 'payments'],
  async (app, { db, mailer, business, jobs, mailing, gateway }) => {
    const businessName = async () => (await business()).name;
    const invoiceLink = (id: number) => `${mailing.publicUrl}/invoices?invoice=${id}`;
    // The PDF says where to pay online only when a card can be taken there.
    const payUrl = (id: number) => (gateway.name === 'off' ? null : invoiceLink(id));
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
            '',
            // The invoice's link: its client signs in there and pays the open balance by card.
            gateway.name === 'off'
              ? `View it online: ${invoiceLink(invoice.id)}`
              : `View and pay it online: ${invoiceLink(invoice.id)}`,
          ].join('\n'),
          attachments: [
            {
              filename: `${invoice.number}.pdf`,
              contentType: 'application/pdf',
              content: await invoicePdf(invoice, await business(), { payUrl: payUrl(invoice.id) }),
            },
          ],
        });
      },
    });
    const payments = createInvoicePayments(db);
    /** A card payment of an invoice: the receipt to the billing email, the notice to the business. */
    const mailOnlinePayment = async (invoiceId: number, cents: number) => {
      const invoice = await invoices.full((await invoices.load(invoiceId))!);
      const amount = formatCents(cents);
      const left =
        invoice.balanceCents === 0
          ? `${invoice.number} is paid in full.`
          : `Balance still due: ${formatCents(invoice.balanceCents)}.`;
      if (invoice.billingEmail) {
        await mailer.send({
          to: invoice.billingEmail,
          subject: `Receipt: ${amount} for invoice ${invoice.number}`,
          text: [
            `We received ${amount} by card for invoice ${invoice.number}${invoice.poNumber ? ` (PO ${invoice.poNumber})` : ''}.`,
            left,
            '',
            `Thank you, ${await businessName()}`,
          ].join('\n'),
        });
      }
      await mailer.send({
        to: mailing.businessEmail,
        subject: `Payment received: ${amount} for invoice ${invoice.number}`,
        text: [
          `${invoice.companyName ?? `Client #${invoice.userId}`} paid ${amount} by card for invoice ${invoice.number}.`,
          left,
        ].join('\n'),
      });
    };
    const online = createOnlineInvoicePayments(db, invoices, app.invoiceCharges);
    app.invoiceCharges.useInvoices({
      paid: async (row) => {
        const { appliedCents } = await online.settled(row);
        if (appliedCents < row.amountCents) {
          app.log.warn(
            { paymentId: row.id, invoiceId: row.invoiceId, appliedCents, amountCents: row.amountCents },
            'invoice paid online beyond its balance: refund the difference',
          );
        }
        if (appliedCents > 0) await mailOnlinePayment(row.invoiceId!, appliedCents);
      },
      refunded: online.refunded,
    });
    app.orders.useAccounts({
      checkout: (input, user, totalCents) => accounts.checkout(input, user, totalCents),
      confirmed: async (orderId) => {
        await invoices.issueForOrder(orderId);
      },
    });
    const reminders = createInvoiceReminders({
      db,
      mailer,
      businessName,
      ...(gateway.name === 'off' ? {} : { invoiceLink }),
    });
    app.decorate('invoiceReminders', reminders);
    const statements = createStatementMailing({ db, mailer, business });
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
        online,
        quoteBilling: createQuoteBilling({ db, accounts, invoices, quotes: app.quotes }),
        pdf: async (invoice) => invoicePdf(invoice, await business(), { payUrl: payUrl(invoice.id) }),
      }),
    );
  },
);

import { featurePlugin } from '../../platform/feature-plugin.ts';
import { createHouseAccounts } from './accounts.account.ts';
import { createInvoices } from './accounts.invoices.ts';
import { createInvoicePayments } from './accounts.payments.ts';
import { accountsRoutes } from './accounts.routes.ts';

/**
 * Issue 39: house accounts (net terms, credit limit, PO numbers), the invoices of orders billed to
 * them, their payments and the receivables. It plugs its checkout check and its invoicing on
 * confirmation into the orders feature (OrderService.useAccounts), which is registered before it.
 */
export const accountsPlugin = featurePlugin('accounts', ['orders', 'audit'], async (app, { db }) => {
  const accounts = createHouseAccounts(db);
  const invoices = createInvoices(db, {});
  const payments = createInvoicePayments(db);
  app.orders.useAccounts({
    checkout: (input, user, totalCents) => accounts.checkout(input, user, totalCents),
    confirmed: async (orderId) => {
      await invoices.issueForOrder(orderId);
    },
  });
  await app.register(async (scope) => accountsRoutes(scope, { db, accounts, invoices, payments }));
});

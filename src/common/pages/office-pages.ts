import type { PageEntry } from './types.ts';

/**
 * The back office's pages for costs, crew and accounts (issues 37–39): the ingredients and payroll
 * of the owner, the crew's shifts, and the invoices of clients on account and of the owner. One
 * table with PORTAL_PAGES (index.ts joins them); kept apart by concern, so neither grows past a sitting.
 */
export const OFFICE_PAGES: readonly PageEntry[] = [
  {
    // Issue 39: the house accounts' invoices, their payments and the receivables.
    paths: ['/admin/invoices'],
    module: 'src/client/features/accounts/admin-invoices.page.tsx',
    component: 'AdminInvoicesPage',
    title: 'Invoices',
    access: 'admin',
    privilege: 'manage invoices',
    nav: {
      icon: 'invoice',
      sidebar: {
        label: 'Invoices',
        order: 6.7,
        description: 'Invoices of the house accounts, payments and receivables',
        shownTo: 'admin',
        group: 'Sales',
      },
    },
  },
  {
    paths: ['/my-shifts'],
    module: 'src/client/features/shifts/my-shifts.page.tsx',
    component: 'MyShiftsPage',
    title: 'My Shifts',
    access: 'staff',
    privilege: 'see your shifts',
    nav: {
      icon: 'calendar',
      sidebar: {
        label: 'My shifts',
        order: 0.5,
        description: 'Your shifts to accept, clock in and out of, and your days off',
        shownTo: 'crew',
        group: 'Kitchen',
      },
    },
  },
  {
    // Issue 39: a client on account reads their invoices, their balances and each one's PDF.
    paths: ['/invoices'],
    module: 'src/client/features/accounts/invoices.page.tsx',
    component: 'InvoicesPage',
    title: 'Invoices',
    access: 'signed-in',
    nav: {
      icon: 'invoice',
      sidebar: {
        label: 'Invoices',
        order: 7.5,
        description: 'Your invoices, what is due and when',
        shownTo: 'clients',
      },
    },
  },
  {
    paths: ['/admin/ingredients'],
    module: 'src/client/features/costing/ingredients.page.tsx',
    component: 'IngredientsPage',
    title: 'Ingredients',
    access: 'admin',
    privilege: 'manage ingredients and their prices',
    nav: {
      icon: 'basket',
      sidebar: {
        label: 'Ingredients',
        order: 15.5,
        description: 'What you buy, by the pack, and its price',
        shownTo: 'admin',
        group: 'Menu & site',
      },
    },
  },
  {
    paths: ['/admin/payroll'],
    module: 'src/client/features/shifts/payroll.page.tsx',
    component: 'PayrollPage',
    title: 'Payroll',
    access: 'admin',
    privilege: 'see payroll',
    nav: {
      icon: 'receipt',
      sidebar: {
        label: 'Payroll',
        order: 17.6,
        description: "The crew's hours and pay for a period",
        shownTo: 'admin',
        group: 'Kitchen',
      },
    },
  },
];

import type { TaxReport } from '../../../common/bill/schema.ts';
import { toCents } from '../../../common/money.ts';
import { toCsv } from '../admin/csv.ts';

const money = (value: string) => toCents(value) / 100;

/** The tax report as a spreadsheet: one row per month, one column per part (USD). */
export function taxReportCsv(report: TaxReport): string {
  return toCsv(
    [
      'Month',
      'Bills',
      'Sales Before Tax (USD)',
      'Taxable Sales (USD)',
      'Exempt Sales (USD)',
      'Service Charges (USD)',
      'Delivery Fees (USD)',
      'Sales Tax (USD)',
      'Gratuities (USD)',
    ],
    report.months.map((m) => [
      m.month,
      m.bills,
      money(m.sales),
      money(m.taxableSales),
      money(m.exemptSales),
      money(m.serviceCharges),
      money(m.deliveryFees),
      money(m.tax),
      money(m.gratuities),
    ]),
  );
}

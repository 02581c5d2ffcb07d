import { formatMoney } from '../money.ts';
import type { Bill, BillPart } from './types.ts';

/** "8%", "8.25%": a stored rate ("8.000") as people read it. */
function percentText(rate: string | number): string {
  return `${Number(Number(rate).toFixed(3))}%`;
}

export type BillRow = { part: BillPart; label: string; text: string };

/**
 * The bill as rows of label and amount, the same on every page, mail, PDF and export: the subtotal,
 * then only the parts that apply, then the total. `discountLabel` names the saving ("Discount (SPRING10,
 * 10%)"), which the bill itself does not know.
 */
export function billRows(
  bill: Bill,
  { discountLabel = 'Discount' }: { discountLabel?: string } = {},
): BillRow[] {
  const rows: BillRow[] = [{ part: 'subtotal', label: 'Subtotal', text: formatMoney(bill.subtotal) }];
  if (bill.discount !== '0.00')
    rows.push({ part: 'discount', label: discountLabel, text: `-${formatMoney(bill.discount)}` });
  if (bill.serviceCharge !== '0.00')
    rows.push({
      part: 'serviceCharge',
      label: `${bill.serviceChargeLabel ?? 'Service charge'} (${percentText(bill.serviceChargeRate)})`,
      text: formatMoney(bill.serviceCharge),
    });
  if (bill.fulfilment === 'delivery')
    rows.push({
      part: 'deliveryFee',
      label: bill.deliveryZone ? `Delivery (${bill.deliveryZone})` : 'Delivery',
      text: formatMoney(bill.deliveryFee),
    });
  else if (bill.deliveryFee !== '0.00')
    rows.push({ part: 'deliveryFee', label: 'Delivery', text: formatMoney(bill.deliveryFee) });
  rows.push({ part: 'tax', label: taxLabel(bill), text: formatMoney(bill.tax) });
  if (bill.gratuity !== '0.00')
    rows.push({
      part: 'gratuity',
      label: `Gratuity (${percentText(bill.gratuityPercent)})`,
      text: formatMoney(bill.gratuity),
    });
  rows.push({ part: 'total', label: 'Total', text: formatMoney(bill.total) });
  return rows;
}

/** "Sales tax (8%)", or "Tax exempt (certificate 12-3456789)". */
function taxLabel(bill: Pick<Bill, 'taxExempt' | 'taxRate' | 'exemptionCertificate'>): string {
  if (bill.taxExempt)
    return bill.exemptionCertificate ? `Tax exempt (certificate ${bill.exemptionCertificate})` : 'Tax exempt';
  return `Sales tax (${percentText(bill.taxRate)})`;
}

/** The rows above the total (pages that print the total large themselves). */
export function billRowsAboveTotal(bill: Bill, options?: { discountLabel?: string }): BillRow[] {
  return billRows(bill, options).filter((row) => row.part !== 'total');
}

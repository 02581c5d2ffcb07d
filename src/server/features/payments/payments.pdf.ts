import { formatMoney, toCents } from '../../../common/money.ts';
import { balanceDueDate, formatDueDate, paymentStanding } from '../../../common/payments.ts';
import { depositAmount, type Quote } from '../../../common/quotes/schema.ts';

/** The proposal PDF's lines once money has come in: what is paid and what is due by when. */
export function paidRows(quote: Quote): [string, string][] {
  const standing = paymentStanding(quote);
  if (toCents(quote.totalAmount ?? '0') === 0) return [['Balance', 'Paid in full']];
  const coversDeposit = toCents(quote.amountPaid) >= toCents(depositAmount(quote.totalAmount));
  const rows: [string, string][] = [
    [coversDeposit ? 'Deposit paid' : 'Paid to date', formatMoney(quote.amountPaid)],
  ];
  if (standing === 'paid-in-full') rows.push(['Balance', 'Paid in full']);
  else
    rows.push([
      `Balance due by ${formatDueDate(balanceDueDate(quote.eventDate))}`,
      formatMoney(quote.balanceDue),
    ]);
  return rows;
}

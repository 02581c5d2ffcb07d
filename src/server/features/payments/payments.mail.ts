import { firstName } from '../../../common/customer-name.ts';
import { formatMoney } from '../../../common/money.ts';
import type { Order } from '../../../common/orders/schema.ts';
import {
  balanceDueDate,
  formatDueDate,
  howToPayParagraph,
  OFFLINE_METHOD_LABELS,
  type Payment,
  TEST_MODE_TEXT,
} from '../../../common/payments.ts';
import { proposalNumber, type Quote } from '../../../common/quotes/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';

export type PaymentMailContext = {
  businessName: string;
  businessEmail: string;
  publicUrl: string;
  /** Without online payment (decision 0057): how to pay by check or bank transfer. */
  howToPay?: string[] | null;
};

/** A payment of the simulated gateway moved no money: its receipt says so first (decision 0057). */
const testModeLine = (payment: Payment) => (payment.gateway === 'simulated' ? `${TEST_MODE_TEXT}.\n\n` : '');

const KIND_LABELS: Record<Payment['kind'], string> = {
  test: 'Test payment',
  deposit: 'Deposit',
  balance: 'Balance',
  offline: 'Payment',
  order: 'Order payment',
  invoice: 'Invoice payment',
};

function paidWith(payment: Payment): string {
  if (payment.kind === 'offline') {
    return OFFLINE_METHOD_LABELS[payment.method as keyof typeof OFFLINE_METHOD_LABELS] ?? 'Offline';
  }
  return payment.cardLast4 ? `${payment.cardBrand ?? 'Card'} ending in ${payment.cardLast4}` : 'Card';
}

/** The total the deposit and balance are halves of, and whether tax is in it (decision 0065). */
function totalLine(quote: Quote): string {
  if (quote.totalAmount === null) return '';
  const bill = quote.bill;
  const tax = bill?.taxExempt ? ' (tax exempt)' : bill && bill.tax !== '0.00' ? ' (tax included)' : '';
  return `Proposal total: ${formatMoney(quote.totalAmount)}${tax}\n`;
}

function standing(quote: Quote): string {
  const due = formatDueDate(balanceDueDate(quote.eventDate));
  return quote.balanceDue && quote.balanceDue !== '0.00'
    ? `${totalLine(quote)}Paid so far: ${formatMoney(quote.amountPaid)}\nBalance due by ${due}: ${formatMoney(quote.balanceDue)}`
    : `${totalLine(quote)}Paid so far: ${formatMoney(quote.amountPaid)}\nYour proposal is paid in full.`;
}

export function receiptMail(payment: Payment, quote: Quote, ctx: PaymentMailContext): MailMessage {
  const number = proposalNumber(quote);
  return {
    to: quote.clientEmail,
    subject: `Receipt: ${formatMoney(payment.amount)} for proposal ${number}`,
    text:
      `Hello ${firstName(quote.clientName)},\n\n${testModeLine(payment)}Thank you: we received your payment.\n\n` +
      `${KIND_LABELS[payment.kind]}: ${formatMoney(payment.amount)}\nPaid with: ${paidWith(payment)}\n` +
      `Receipt number: P-${payment.id}\nProposal: ${number}\n\n${standing(quote)}\n\n` +
      `${ctx.publicUrl}/proposals?quote=${quote.id}\n\n${ctx.businessName}\n`,
  };
}

export function paymentNoticeMail(payment: Payment, quote: Quote, ctx: PaymentMailContext): MailMessage {
  const number = proposalNumber(quote);
  return {
    to: ctx.businessEmail,
    subject: `Payment received: ${formatMoney(payment.amount)} for ${number} from ${quote.clientName}`,
    text:
      testModeLine(payment) +
      `${KIND_LABELS[payment.kind]} of ${formatMoney(payment.amount)} received for proposal ${number} ` +
      `(${quote.clientName} <${quote.clientEmail}>), paid with ${paidWith(payment)}.` +
      `${payment.note ? `\nNote: ${payment.note}` : ''}\n\n${standing(quote)}\n\n` +
      `${ctx.publicUrl}/proposals?quote=${quote.id}\n`,
  };
}

export function refundMail(payment: Payment, quote: Quote, ctx: PaymentMailContext): MailMessage {
  return {
    to: quote.clientEmail,
    subject: `Refund of ${formatMoney(payment.amount)} for proposal ${proposalNumber(quote)}`,
    text:
      `Hello ${firstName(quote.clientName)},\n\nWe refunded ${formatMoney(payment.amount)} (receipt P-${payment.id}). ` +
      `A card refund shows on your statement within 5 to 10 business days.\n\n${standing(quote)}\n\n${ctx.businessName}\n`,
  };
}

export function reminderMail(quote: Quote, daysBefore: number, ctx: PaymentMailContext): MailMessage {
  const due = formatDueDate(balanceDueDate(quote.eventDate));
  return {
    to: quote.clientEmail,
    subject: `Reminder: your balance of ${formatMoney(quote.balanceDue)} is due ${due}`,
    text:
      `Hello ${firstName(quote.clientName)},\n\nA friendly reminder: the balance for proposal ${proposalNumber(quote)} ` +
      `is due in ${daysBefore} days, on ${due} (7 days before your event).\n\n${standing(quote)}\n\n` +
      (ctx.howToPay
        ? `${howToPayParagraph(ctx.howToPay)}Your proposal: ${ctx.publicUrl}/proposals?quote=${quote.id}\n\n`
        : `Pay it online: ${ctx.publicUrl}/proposals?quote=${quote.id}\n\n`) +
      `${ctx.businessName}\n`,
  };
}

type OrderMailContext = { businessName: string; businessEmail: string };

/**
 * The receipt of a checkout order paid online: the business's own words and the amounts only (a
 * visitor's address is typed, not proven; see orders.mail customerConfirmation).
 */
export function orderReceiptMail(payment: Payment, order: Order, ctx: OrderMailContext): MailMessage | null {
  if (!order.email) return null;
  return {
    to: order.email,
    subject: `Receipt: ${formatMoney(payment.amount)} for order ${order.orderNumber}`,
    text:
      `Hello ${firstName(order.firstName, order.customerName)},\n\n${testModeLine(payment)}Thank you: we received your payment.\n\n` +
      `Order total paid: ${formatMoney(payment.amount)} (tax included)\nPaid with: ${paidWith(payment)}\n` +
      `Receipt number: P-${payment.id}\nOrder: ${order.orderNumber}\n\nYour order is paid in full.\n\n${ctx.businessName}\n`,
    unproven: order.userId === null,
  };
}

export function orderPaymentNoticeMail(payment: Payment, order: Order, ctx: OrderMailContext): MailMessage {
  return {
    to: ctx.businessEmail,
    subject: `Payment received: ${formatMoney(payment.amount)} for ${order.orderNumber} from ${order.customerName}`,
    text:
      testModeLine(payment) +
      `Order payment of ${formatMoney(payment.amount)} received for ${order.orderNumber} ` +
      `(${order.customerName}), paid with ${paidWith(payment)}. The order is paid in full.\n`,
  };
}

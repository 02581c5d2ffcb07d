import { formatDateTime, formatEventDate } from '../../../common/business-time.ts';
import { firstName } from '../../../common/customer-name.ts';
import { formatMoney } from '../../../common/money.ts';
import { replyWithin } from '../../../common/offer/text.ts';
import type { Offer } from '../../../common/offer/types.ts';
import { howToPayParagraph } from '../../../common/payments.ts';
import {
  depositAmount,
  EVENT_TYPE_LABELS,
  type EventType,
  lineItemsTotal,
  packageLabel,
  proposalNumber,
  type Quote,
  quoteBillRows,
} from '../../../common/quotes/schema.ts';
import type { MailMessage } from '../../platform/mail.ts';

/** The mails of the quote flow. Plain text, so every client shows them and tests can read links. */
export type QuoteMailContext = {
  businessName: string;
  businessEmail: string;
  publicUrl: string;
  /** For a visitor's request: the signed link that adds it to the account holder's portal. */
  claimUrl?: string;
  /** For a visitor's priced proposal: the signed link to read, sign and pay it without an account. */
  proposalUrl?: string;
  offer: Offer;
  /** Without online payment (decision 0057): how to pay by check or bank transfer. */
  howToPay?: string[] | null;
};

/** The paragraph on paying a priced proposal when no card can be taken online; empty otherwise. */
const eventLabel = (quote: Quote) => EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType;

/**
 * A visitor's request (no account behind it) was sent to an address nobody has proven: the mails to
 * it carry the business's words only, not the venue the visitor typed (a stranger's text would read
 * as ours). The business's own copy keeps everything.
 */
const isVisitors = (quote: Quote) => quote.clientId === null;

function summary(quote: Quote, ctx: QuoteMailContext, typed = true): string {
  const discount = quoteBillRows(quote).map(({ label, text }) => `${label}: ${text}`);
  const pending =
    quote.discountCode && quote.totalAmount === null ? [`Discount code: ${quote.discountCode}`] : [];
  return [
    `Proposal number: ${proposalNumber(quote)}`,
    `Event: ${eventLabel(quote)}`,
    `Date: ${formatEventDate(quote.eventDate)}`,
    `Guests: ${quote.guestCount}`,
    ...(typed ? [`Venue: ${quote.venue ?? 'Venue TBD'}`] : []),
    `Catering option: ${packageLabel(quote.menuPackage, ctx.offer)}`,
    ...discount,
    ...pending,
    ...(quote.dishes.length ? [`Dishes: ${quote.dishes.map((d) => d.name).join(', ')}`] : []),
  ].join('\n');
}

/**
 * Where the requester finds the proposal. A visitor's request joins an account only when the holder
 * of an account with this email opens the signed link while signed in (docs/decisions/0011).
 */
function portalLinks(quote: Quote, ctx: QuoteMailContext): string {
  const view = `${ctx.publicUrl}/proposals?quote=${quote.id}`;
  if (quote.clientId !== null || !ctx.claimUrl) return `View it in your client portal: ${view}\n`;
  const signup = `No account yet? Create one with this email address first: ${ctx.publicUrl}/signup\n`;
  if (ctx.proposalUrl)
    return (
      `Read, sign and pay your proposal online, no account needed (the link works until the proposal ` +
      `expires):\n${ctx.proposalUrl}\n\nTo keep it with your other events in a client portal, sign in with ` +
      `this email address (${quote.clientEmail}) and open this link to add it to your account:\n` +
      `${ctx.claimUrl}\n\n${signup}`
    );
  return (
    `To view and accept it online, sign in to your client portal with this email address ` +
    `(${quote.clientEmail}) and open this link to add the request to your account:\n${ctx.claimUrl}\n\n` +
    signup
  );
}

/** `recipientProven`: the request came from a signed-in account whose email is verified. */
export function acknowledgementMail(
  quote: Quote,
  ctx: QuoteMailContext,
  recipientProven = !isVisitors(quote),
): MailMessage {
  const priced = quote.totalAmount !== null;
  const intro = priced
    ? `Thank you for your quote request. Your proposal is ready: the total is ${formatMoney(quote.totalAmount)}, ` +
      `with a 50% deposit of ${formatMoney(depositAmount(quote.totalAmount))} to confirm the date.`
    : `Thank you for your quote request. We'll contact you ${replyWithin(ctx.offer)} with a detailed quote and pricing.`;
  return {
    to: quote.clientEmail,
    subject: priced
      ? `Your ${ctx.businessName} proposal ${proposalNumber(quote)}`
      : `We received your quote request ${proposalNumber(quote)}`,
    text:
      `Hello ${firstName(quote.clientName)},\n\n${intro}\n\n${summary(quote, ctx, recipientProven)}\n\n` +
      `${priced ? howToPayParagraph(ctx.howToPay) : ''}${portalLinks(quote, ctx)}\n${ctx.businessName}\n`,
    unproven: !recipientProven,
  };
}

export function newRequestMail(quote: Quote, ctx: QuoteMailContext): MailMessage {
  const who = `${quote.clientName} <${quote.clientEmail}>${quote.clientPhone ? `, ${quote.clientPhone}` : ''}`;
  const state =
    quote.totalAmount !== null
      ? `It was priced automatically at ${formatMoney(quote.totalAmount)} and sent as a proposal.`
      : 'It needs pricing: open it in the portal and send a proposal.';
  return {
    to: ctx.businessEmail,
    subject: `New quote request ${proposalNumber(quote)} from ${quote.clientName}`,
    text:
      `A new quote request arrived from ${who}${quote.clientId === null ? ' (not signed in)' : ''}.\n${state}\n\n` +
      `${summary(quote, ctx)}\n${quote.budget ? `Budget: ${formatMoney(quote.budget)}\n` : ''}` +
      `${quote.notes ? `Notes: ${quote.notes}\n` : ''}\n${ctx.publicUrl}/proposals?quote=${quote.id}\n`,
  };
}

/** The proposal's lines as the mail prints them: our own words and prices (issue 27: in the mail). */
function lineItemsText(quote: Quote): string {
  if (quote.lineItems.length === 0) return '';
  const lines = quote.lineItems.map(
    (l) =>
      `- ${l.description}: ${l.quantity} × ${formatMoney(l.unitPrice)} = ${formatMoney(lineItemsTotal([l]))}`,
  );
  return `Line items:\n${lines.join('\n')}\n\n`;
}

export function proposalSentMail(quote: Quote, ctx: QuoteMailContext): MailMessage {
  return {
    to: quote.clientEmail,
    subject: `Your ${ctx.businessName} proposal ${proposalNumber(quote)} is ready`,
    text:
      `Hello ${firstName(quote.clientName)},\n\nWe have prepared your catering proposal. ` +
      `The total is ${formatMoney(quote.totalAmount)}; a 50% deposit of ${formatMoney(depositAmount(quote.totalAmount))} ` +
      `confirms your date.\n\n${summary(quote, ctx, !isVisitors(quote))}\n\n${lineItemsText(quote)}` +
      `The proposal is attached as a PDF.\n\n${howToPayParagraph(ctx.howToPay)}` +
      `${portalLinks(quote, ctx)}\n${ctx.businessName}\n`,
  };
}

export function decisionMail(quote: Quote, ctx: QuoteMailContext): MailMessage {
  const accepted = quote.status === 'accepted';
  return {
    to: ctx.businessEmail,
    subject: `Proposal ${proposalNumber(quote)} ${accepted ? 'accepted' : 'declined'} by ${quote.clientName}`,
    text:
      `${quote.clientName} <${quote.clientEmail}> ${accepted ? 'accepted' : 'declined'} proposal ` +
      `${accepted && quote.signature ? `(signed by ${quote.signature.signerName}, version ${quote.signature.version}) ` : ''}` +
      `${proposalNumber(quote)} (${formatMoney(quote.totalAmount)}).\n\n${summary(quote, ctx)}\n\n` +
      `${ctx.publicUrl}/proposals?quote=${quote.id}\n`,
  };
}

/** To the client who signed: what they signed, with the signed PDF attached (issue 27 §1). */
export function signedMail(quote: Quote, ctx: QuoteMailContext): MailMessage {
  const signed = quote.signature;
  return {
    to: quote.clientEmail,
    subject: `You signed proposal ${proposalNumber(quote)}`,
    text:
      `Hello ${firstName(quote.clientName)},\n\nThank you: you signed proposal ${proposalNumber(quote)}` +
      `${signed ? ` (version ${signed.version}) as ${signed.signerName} on ${formatDateTime(signed.signedAt)}` : ''}. ` +
      `The signed proposal is attached.\n\nTotal: ${formatMoney(quote.totalAmount)}. ` +
      `A 50% deposit of ${formatMoney(depositAmount(quote.totalAmount))} confirms your date.\n\n` +
      `${summary(quote, ctx, !isVisitors(quote))}\n\n${howToPayParagraph(ctx.howToPay)}` +
      `${portalLinks(quote, ctx)}\n${ctx.businessName}\n`,
  };
}

/**
 * To the client when the business marks the proposal accepted itself (a phone acceptance): the
 * event is confirmed; its calendar invite is attached (issue 40 §4).
 */
export function confirmedMail(quote: Quote, ctx: QuoteMailContext): MailMessage {
  return {
    to: quote.clientEmail,
    subject: `Your event is confirmed: proposal ${proposalNumber(quote)}`,
    text:
      `Hello ${firstName(quote.clientName)},\n\n${ctx.businessName} confirmed your event: proposal ` +
      `${proposalNumber(quote)} is accepted. The calendar invite is attached.\n\n` +
      `${summary(quote, ctx, !isVisitors(quote))}\n\n${portalLinks(quote, ctx)}\n${ctx.businessName}\n`,
  };
}

/** To the client when an event they had an invite for no longer takes place: the invite's cancel. */
export function cancelledMail(quote: Quote, ctx: QuoteMailContext): MailMessage {
  return {
    to: quote.clientEmail,
    subject: `Cancelled: your event on ${formatEventDate(quote.eventDate)} (proposal ${proposalNumber(quote)})`,
    text:
      `Hello ${firstName(quote.clientName)},\n\nProposal ${proposalNumber(quote)} is declined, so the ` +
      `event on ${formatEventDate(quote.eventDate)} is cancelled; the attached update removes it from your ` +
      `calendar.\n\n${portalLinks(quote, ctx)}\n${ctx.businessName}\n`,
  };
}

/** To the business: the client asks for changes instead of accepting (issue 27 §2). */
export function changeRequestMail(quote: Quote, message: string, ctx: QuoteMailContext): MailMessage {
  return {
    to: ctx.businessEmail,
    subject: `Changes requested on proposal ${proposalNumber(quote)} by ${quote.clientName}`,
    text:
      `${quote.clientName} <${quote.clientEmail}> asks for changes to proposal ${proposalNumber(quote)} ` +
      `(version ${quote.version}):\n\n${message}\n\nSend the next version to answer it: ` +
      `${ctx.publicUrl}/proposals?quote=${quote.id}\n`,
  };
}

/** The final guest count changed (issue 27 §3): the client and the business each hear of it. */
export function guestCountMails(
  quote: Quote,
  before: number,
  ctx: QuoteMailContext,
  addendum: string,
): MailMessage[] {
  // The deposit paid stays what was paid: the balance is the new total less payments.
  const what =
    `The guest count of proposal ${proposalNumber(quote)} changed from ${before} to ${quote.guestCount}. ` +
    `The new total is ${formatMoney(quote.totalAmount)}; paid so far ${formatMoney(quote.amountPaid)}; ` +
    `the balance due is ${formatMoney(quote.balanceDue)}.\n\nAddendum: ${addendum}`;
  return [
    {
      to: quote.clientEmail,
      subject: `Guest count updated for proposal ${proposalNumber(quote)}`,
      text: `Hello ${firstName(quote.clientName)},\n\n${what}\n\n${portalLinks(quote, ctx)}\n${ctx.businessName}\n`,
    },
    {
      to: ctx.businessEmail,
      subject: `Guest count changed on proposal ${proposalNumber(quote)}: ${before} → ${quote.guestCount}`,
      text: `${what}\n\n${ctx.publicUrl}/proposals?quote=${quote.id}\n`,
    },
  ];
}

/** 3 days before the final guest count is due. */
export function finalCountReminderMail(quote: Quote, ctx: QuoteMailContext): MailMessage {
  return {
    to: quote.clientEmail,
    subject: `Final guest count for proposal ${proposalNumber(quote)} is due ${quote.finalCountDueDate}`,
    text:
      `Hello ${firstName(quote.clientName)},\n\nThe final guest count for your event (proposal ${proposalNumber(quote)}, ` +
      `now ${quote.guestCount} guests) is due on ${quote.finalCountDueDate}. ` +
      // A proposal opened by its link has no portal behind it until its customer signs up.
      (isVisitors(quote)
        ? 'To change it, reply to this email or call us before then.\n\n'
        : 'Change it in your portal until then.\n\n') +
      `${portalLinks(quote, ctx)}\n${ctx.businessName}\n`,
  };
}

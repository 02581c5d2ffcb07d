import { proposalLinkPath } from '../../../common/quotes/proposal-link.ts';
import type { Quote } from '../../../common/quotes/schema.ts';
import type { MailAttachment, MailMessage } from '../../platform/mail.ts';
import { createInvites } from '../invites/index.ts';
import type { QuoteServiceDeps } from './quotes.context.ts';
import { quoteInvite } from './quotes.invite.ts';
import type { QuoteMailContext } from './quotes.mail.ts';
import { claimParts, proposalLinkParts } from './quotes.rows.ts';

/** Sending a proposal's mails: the business's context, a visitor's links, the PDF attached. */
export function createSending(deps: QuoteServiceDeps) {
  const { mailer } = deps;
  const invites = createInvites({
    db: deps.db,
    publicUrl: deps.publicUrl,
    ...(deps.now ? { now: deps.now } : {}),
  });

  async function mailContext(): Promise<QuoteMailContext> {
    const business = await deps.business();
    return {
      businessName: business.name,
      businessEmail: deps.businessEmail,
      publicUrl: deps.publicUrl,
      offer: business.offer,
      howToPay: (await deps.howToPay?.()) ?? null,
    };
  }

  /**
   * A visitor's request (no account): the claim link (decision 0011) and, once priced and until it
   * expires, the proposal link (decision 0086) its mails carry.
   */
  async function visitorLinks(quote: Quote): Promise<Pick<QuoteMailContext, 'claimUrl' | 'proposalUrl'>> {
    if (quote.clientId !== null || !quote.clientEmail) return {};
    const token = await deps.links.sign(...claimParts({ id: quote.id, contactEmail: quote.clientEmail }));
    const claimUrl = `${deps.publicUrl}/claim?quote=${quote.id}&token=${token}`;
    if (!quote.validUntil || quote.totalAmount === null || quote.status === 'expired') return { claimUrl };
    const link = await deps.links.sign(...proposalLinkParts(quote));
    return { claimUrl, proposalUrl: `${deps.publicUrl}${proposalLinkPath(quote.id, link)}` };
  }

  async function sendAll(quote: Quote, build: (ctx: QuoteMailContext) => MailMessage[]): Promise<void> {
    const ctx = { ...(await mailContext()), ...(await visitorLinks(quote)) };
    for (const mail of build(ctx)) if (mail.to) await mailer.send(mail);
  }

  /**
   * The event's calendar invite (issue 40 §4). `confirmed`: for a confirmation mail (the first
   * invite, an update when the date or venue changed, or the same again); otherwise what a status
   * change owes the client's calendar: a cancel when a proposal with an invite is declined, an update
   * when a cancelled one is accepted again, else nothing.
   */
  async function invite(quote: Quote, confirmed: boolean): Promise<MailAttachment | null> {
    const business = await deps.business();
    const event = quoteInvite(quote, business);
    if (!event) return null;
    const organizer = { name: business.name, email: business.email || deps.businessEmail };
    if (confirmed) return invites.confirmation(event, organizer);
    if (quote.status === 'rejected') return invites.change(event, organizer, false);
    return null;
  }

  /** The proposal as sent, attached to its mail. */
  const proposalAttachment = (quote: Quote, pdf: Buffer) => ({
    filename: `proposal-${quote.proposalNumber}.pdf`,
    contentType: 'application/pdf',
    content: pdf,
  });

  return {
    mailContext,
    visitorLinks,
    sendAll,
    invite,
    proposalAttachment,
  };
}

import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import {
  type CreateQuoteData,
  defaultLineItems,
  fromCents,
  instantTotal,
  lineItemsTotal,
  type Quote,
  type QuoteStats,
  type QuoteStatus,
  toCents,
  type UpdateQuoteData,
} from '../../../common/quotes.ts';
import type { Database } from '../../db/connect.ts';
import { quotes, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { Mailer, MailMessage } from '../../platform/mail.ts';
import { checkRequestAgainstOffer } from './quote-offer.ts';
import {
  acknowledgementMail,
  decisionMail,
  newRequestMail,
  proposalSentMail,
  type QuoteMailContext,
} from './quotes.mail.ts';

export type QuoteServiceDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  businessEmail: string;
  business: () => Promise<BusinessIdentity>;
  now?: () => Date;
};

/** Newest first; a portal shows at most this many (the stats count every quote). */
const LIST_LIMIT = 500;

const columns = {
  quote: quotes,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
};
type Row = {
  quote: typeof quotes.$inferSelect;
  username: string | null;
  fullName: string | null;
  email: string | null;
  phone: string | null;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toQuote({ quote: q, ...account }: Row): Quote {
  return {
    id: q.id,
    clientId: q.clientId,
    clientName: account.fullName ?? account.username ?? q.contactName ?? 'Guest',
    clientEmail: account.email ?? q.contactEmail ?? '',
    clientPhone: account.phone ?? q.contactPhone,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
    status: q.status,
    eventType: q.eventType,
    eventDate: iso(q.eventDate),
    guestCount: q.guestCount,
    venue: q.venue,
    menuPackage: q.menuPackage,
    totalAmount: q.totalAmount,
    budget: q.budget,
    notes: q.notes,
    lineItems: q.lineItems,
    dishes: q.dishes,
    viewedAt: iso(q.viewedAt),
    sentAt: iso(q.sentAt),
    contactName: q.contactName,
    contactEmail: q.contactEmail,
    contactPhone: q.contactPhone,
  };
}

const isOwner = (quote: Quote, user: PublicUser) => quote.clientId === user.id;

export function createQuoteService(deps: QuoteServiceDeps) {
  const { db, mailer } = deps;
  const now = deps.now ?? (() => new Date());

  async function mailContext(): Promise<QuoteMailContext> {
    const business = await deps.business();
    return {
      businessName: business.name,
      businessEmail: deps.businessEmail,
      publicUrl: deps.publicUrl,
      offer: business.offer,
    };
  }

  async function sendAll(build: (ctx: QuoteMailContext) => MailMessage[]): Promise<void> {
    const ctx = await mailContext();
    for (const mail of build(ctx)) if (mail.to) await mailer.send(mail);
  }

  async function find(id: number): Promise<Quote | null> {
    const [row] = await db
      .select(columns)
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.clientId))
      .where(eq(quotes.id, id));
    return row ? toQuote(row) : null;
  }

  /** The quote when the user may see it: its owner or an admin. */
  async function getVisible(id: number, user: PublicUser): Promise<Quote> {
    const quote = await find(id);
    if (!quote) throw notFound('Quote not found.');
    if (user.role !== 'admin' && !isOwner(quote, user))
      throw forbidden('This quote belongs to another client.');
    return quote;
  }

  return {
    getVisible,

    async create(body: CreateQuoteData, user: PublicUser | null): Promise<Quote> {
      let clientId: number | null = null;
      let contact = { name: body.contactName, email: body.contactEmail, phone: body.contactPhone };
      if (user) {
        clientId = user.id;
        contact = { name: user.fullName ?? user.username, email: user.email, phone: body.contactPhone };
      } else {
        const missing: Record<string, string> = {};
        if (!body.contactName) missing.contactName = 'Please tell us your name';
        if (!body.contactEmail) missing.contactEmail = 'Please give an email address for your proposal';
        if (!body.contactPhone) missing.contactPhone = 'Please give a phone number';
        const [first] = Object.values(missing);
        if (first) throw badRequest(first, missing);
        // A verified account with this email owns what is asked in its name; others wait for verification.
        const [owner] = await db
          .select({ id: users.id })
          .from(users)
          .where(
            sql`lower(${users.email}) = lower(${body.contactEmail}) and ${users.emailVerifiedAt} is not null`,
          )
          .limit(1);
        clientId = owner?.id ?? null;
      }
      const { offer } = await deps.business();
      const dishes = await checkRequestAgainstOffer(db, offer, body);
      const total = instantTotal(offer, body.menuPackage, body.guestCount);
      const at = now();
      const [row] = await db
        .insert(quotes)
        .values({
          clientId,
          status: total === null ? 'requested' : 'sent',
          eventType: body.eventType,
          eventDate: new Date(body.eventDate),
          guestCount: body.guestCount,
          venue: body.venue,
          menuPackage: body.menuPackage,
          totalAmount: total,
          budget: body.budget,
          notes: body.notes,
          lineItems: total === null ? [] : defaultLineItems(offer, body.menuPackage, body.guestCount),
          dishes,
          contactName: contact.name,
          contactEmail: contact.email,
          contactPhone: contact.phone,
          sentAt: total === null ? null : at,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: quotes.id });
      const quote = (await find(row!.id))!;
      await sendAll((ctx) => [acknowledgementMail(quote, ctx), newRequestMail(quote, ctx)]);
      return quote;
    },

    async list(user: PublicUser): Promise<Quote[]> {
      const rows = await db
        .select(columns)
        .from(quotes)
        .leftJoin(users, eq(users.id, quotes.clientId))
        .where(user.role === 'admin' ? undefined : eq(quotes.clientId, user.id))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .limit(LIST_LIMIT);
      return rows.map(toQuote);
    },

    async stats(user: PublicUser): Promise<QuoteStats> {
      const rows = await db
        .select({
          status: quotes.status,
          count: sql<number>`count(*)::int`,
          value: sql<string>`coalesce(sum(${quotes.totalAmount}), 0)::text`,
        })
        .from(quotes)
        .where(user.role === 'admin' ? undefined : eq(quotes.clientId, user.id))
        .groupBy(quotes.status);
      const stats: QuoteStats = {
        total: 0,
        requested: 0,
        sent: 0,
        viewed: 0,
        accepted: 0,
        rejected: 0,
        acceptedValue: '0.00',
      };
      for (const row of rows) {
        stats.total += row.count;
        stats[row.status] = row.count;
        if (row.status === 'accepted') stats.acceptedValue = fromCents(toCents(row.value));
      }
      return stats;
    },

    /** The owner opening a sent proposal marks it viewed; anything else leaves it as it is. */
    async markViewed(id: number, user: PublicUser): Promise<Quote> {
      const quote = await getVisible(id, user);
      if (!isOwner(quote, user)) return quote;
      await db
        .update(quotes)
        .set({ status: 'viewed', viewedAt: now(), updatedAt: now() })
        .where(and(eq(quotes.id, id), eq(quotes.status, 'sent')));
      return (await find(id))!;
    },

    async setStatus(id: number, status: QuoteStatus, user: PublicUser): Promise<Quote> {
      const quote = await getVisible(id, user);
      if (user.role === 'admin') {
        if (status !== 'requested' && status !== 'rejected' && quote.totalAmount === null) {
          throw badRequest('Price this proposal before changing it to that status.');
        }
        await db
          .update(quotes)
          .set({
            status,
            updatedAt: now(),
            ...(status === 'sent' ? { sentAt: now(), viewedAt: null } : {}),
            ...(status === 'viewed' && !quote.viewedAt ? { viewedAt: now() } : {}),
          })
          .where(eq(quotes.id, id));
        return (await find(id))!;
      }
      if (status !== 'accepted' && status !== 'rejected') {
        throw forbidden('Clients can only accept or decline a proposal.');
      }
      // One statement decides, so a double click or a concurrent revision cannot slip past the rule.
      const [changed] = await db
        .update(quotes)
        .set({ status, updatedAt: now() })
        .where(
          and(eq(quotes.id, id), eq(quotes.clientId, user.id), inArray(quotes.status, ['sent', 'viewed'])),
        )
        .returning({ id: quotes.id });
      if (!changed) {
        throw badRequest(
          `Only a proposal that was sent to you can be ${status === 'accepted' ? 'accepted' : 'declined'}; ` +
            `this one is ${quote.status}.`,
        );
      }
      const updated = (await find(id))!;
      await sendAll((ctx) => [decisionMail(updated, ctx)]);
      return updated;
    },

    /** An admin prices or revises a proposal; it is then (re)sent and the client is told. */
    async revise(id: number, body: UpdateQuoteData): Promise<Quote> {
      const quote = await find(id);
      if (!quote) throw notFound('Quote not found.');
      if (quote.status === 'accepted') throw conflict('An accepted proposal can no longer be edited.');
      const lineItems = body.lineItems ?? quote.lineItems;
      let total = body.totalAmount ?? null;
      if (lineItems.length > 0) {
        const sum = lineItemsTotal(lineItems);
        if (total !== null && total !== sum) {
          throw badRequest(`The total must equal the sum of the line items (${sum}).`, {
            totalAmount: `The line items add up to ${sum}`,
          });
        }
        total = sum;
      }
      total ??= quote.totalAmount;
      if (total === null) {
        throw badRequest('Add line items or a total before sending the proposal.', {
          totalAmount: 'Required to send the proposal',
        });
      }
      const at = now();
      const [changed] = await db
        .update(quotes)
        .set({
          ...(body.eventType !== undefined ? { eventType: body.eventType } : {}),
          ...(body.eventDate !== undefined
            ? { eventDate: body.eventDate ? new Date(body.eventDate) : null }
            : {}),
          ...(body.guestCount !== undefined ? { guestCount: body.guestCount } : {}),
          ...(body.venue !== undefined ? { venue: body.venue } : {}),
          ...(body.menuPackage !== undefined ? { menuPackage: body.menuPackage } : {}),
          ...(body.notes !== undefined ? { notes: body.notes } : {}),
          lineItems,
          totalAmount: total,
          status: 'sent',
          sentAt: at,
          viewedAt: null,
          updatedAt: at,
        })
        // Acceptance may land between the read above and this write: the condition settles it.
        .where(and(eq(quotes.id, id), ne(quotes.status, 'accepted')))
        .returning({ id: quotes.id });
      if (!changed) throw conflict('An accepted proposal can no longer be edited.');
      const updated = (await find(id))!;
      await sendAll((ctx) => [proposalSentMail(updated, ctx)]);
      return updated;
    },

    /** Called once an account's email is verified: requests sent with that email join the account. */
    async claimForVerifiedUser(user: { id: number; email: string }): Promise<number> {
      const claimed = await db
        .update(quotes)
        .set({ clientId: user.id, updatedAt: now() })
        .where(and(isNull(quotes.clientId), sql`lower(${quotes.contactEmail}) = lower(${user.email})`))
        .returning({ id: quotes.id });
      return claimed.length;
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;

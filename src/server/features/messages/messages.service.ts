import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../common/auth.ts';
import type { BusinessIdentity } from '../../../common/business.ts';
import { customerName } from '../../../common/customer-name.ts';
import type { Message, Thread } from '../../../common/messages.ts';
import { proposalNumber, type Quote } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { messages, quotes, users } from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { QuoteService } from '../quotes/quotes.service.ts';
import type { Presence } from './presence.ts';

export type MessageServiceDeps = {
  db: Database;
  mailer: Mailer;
  quotes: QuoteService;
  presence: Presence;
  publicUrl: string;
  businessEmail: string;
  business: () => Promise<BusinessIdentity>;
  now?: () => Date;
};

type Side = 'business' | 'client';

/** The newest messages of a conversation a screen shows; older ones stay stored. */
const CONVERSATION_LIMIT = 300;
const THREAD_LIMIT = 200;
/** One mail per recipient and conversation in this window, however many messages arrive. */
const MAIL_QUIET_MS = 10 * 60 * 1000;

/** The side a user writes for in a quote's conversation: its owner is the client, admins the business. */
const sideOf = (quote: Quote, user: PublicUser): Side => (quote.clientId === user.id ? 'client' : 'business');

export function createMessageService(deps: MessageServiceDeps) {
  const { db, presence } = deps;
  const now = deps.now ?? (() => new Date());
  const lastMailed = new Map<string, number>();

  function toMessage(
    row: typeof messages.$inferSelect,
    sender: { fullName: string | null; username: string | null },
  ) {
    return {
      id: row.id,
      quoteId: row.quoteId,
      senderId: row.senderId,
      senderName:
        sender.fullName ?? sender.username ?? (row.senderSide === 'business' ? 'Catering team' : 'Client'),
      senderSide: row.senderSide,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt ? row.readAt.toISOString() : null,
    } satisfies Message;
  }

  async function notifyIfAway(quote: Quote, from: Side, message: Message): Promise<void> {
    const toBusiness = from === 'client';
    const online = toBusiness
      ? presence.isBusinessOnline()
      : quote.clientId !== null && presence.isOnline(quote.clientId);
    const to = toBusiness ? deps.businessEmail : quote.clientEmail;
    if (online || !to) return;
    const key = `${to.toLowerCase()}:${quote.id}`;
    const at = now().getTime();
    if (at - (lastMailed.get(key) ?? 0) < MAIL_QUIET_MS) return;
    lastMailed.set(key, at);
    const business = await deps.business();
    const number = proposalNumber(quote);
    await deps.mailer.send({
      to,
      subject: toBusiness
        ? `New message from ${quote.clientName} about ${number}`
        : `New message from ${business.name} about your proposal ${number}`,
      text:
        `${message.senderName} wrote about ${number}:\n\n${message.content}\n\n` +
        `Reply in the portal: ${deps.publicUrl}/messages?quote=${quote.id}\n`,
    });
  }

  return {
    async list(quoteId: number, user: PublicUser): Promise<Message[]> {
      await deps.quotes.getVisible(quoteId, user);
      presence.touch(user);
      const rows = await db
        .select({ message: messages, fullName: users.fullName, username: users.username })
        .from(messages)
        .leftJoin(users, eq(users.id, messages.senderId))
        .where(eq(messages.quoteId, quoteId))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(CONVERSATION_LIMIT);
      return rows.reverse().map((row) => toMessage(row.message, row));
    },

    async send(input: { quoteId: number; content: string }, user: PublicUser): Promise<Message> {
      const quote = await deps.quotes.getVisible(input.quoteId, user);
      presence.touch(user);
      const side = sideOf(quote, user);
      const [row] = await db
        .insert(messages)
        .values({
          quoteId: quote.id,
          senderId: user.id,
          senderSide: side,
          content: input.content,
          createdAt: now(),
        })
        .returning();
      const message = toMessage(row!, user);
      await notifyIfAway(quote, side, message);
      return message;
    },

    /** Marks what the other side wrote as read by this user's side. */
    async markRead(quoteId: number, user: PublicUser): Promise<number> {
      const quote = await deps.quotes.getVisible(quoteId, user);
      const otherSide: Side = sideOf(quote, user) === 'client' ? 'business' : 'client';
      const marked = await db
        .update(messages)
        .set({ readAt: now() })
        .where(
          and(eq(messages.quoteId, quoteId), eq(messages.senderSide, otherSide), isNull(messages.readAt)),
        )
        .returning({ id: messages.id });
      return marked.length;
    },

    /** One conversation per quote the user can see, the most recently active first. */
    async threads(user: PublicUser): Promise<Thread[]> {
      presence.touch(user);
      const isAdmin = user.role === 'admin';
      const otherSide: Side = isAdmin ? 'client' : 'business';
      const lastAt = sql<Date | null>`(select max(m.created_at) from ${messages} m where m.quote_id = ${quotes.id})`;
      const activity = sql`greatest(${lastAt}, ${quotes.createdAt})`;
      const rows = await db
        .select({
          quote: quotes,
          fullName: users.fullName,
          username: users.username,
          phone: users.phone,
          lastMessage: sql<string | null>`(select m.content from ${messages} m where m.quote_id = ${quotes.id}
            order by m.created_at desc, m.id desc limit 1)`,
          lastMessageAt: sql<number | null>`(extract(epoch from ${lastAt}) * 1000)::float8`,
          unread: sql<number>`(select count(*)::int from ${messages} m where m.quote_id = ${quotes.id}
            and m.sender_side = ${otherSide} and m.read_at is null)`,
          activity: sql<number>`(extract(epoch from ${activity}) * 1000)::float8`,
        })
        .from(quotes)
        .leftJoin(users, eq(users.id, quotes.clientId))
        .where(isAdmin ? undefined : eq(quotes.clientId, user.id))
        .orderBy(desc(activity), asc(quotes.id))
        .limit(THREAD_LIMIT);
      const business = await deps.business();
      return rows.map((row) => ({
        quoteId: row.quote.id,
        proposalNumber: proposalNumber(row.quote),
        eventType: row.quote.eventType,
        status: row.quote.status,
        eventDate: row.quote.eventDate ? row.quote.eventDate.toISOString() : null,
        clientName: customerName(row.fullName, row.quote.contactName, row.username),
        callNumber: isAdmin ? (row.phone ?? row.quote.contactPhone) : business.phone,
        lastMessage: row.lastMessage,
        lastMessageAt: row.lastMessageAt !== null ? new Date(Number(row.lastMessageAt)).toISOString() : null,
        lastActivityAt: new Date(Number(row.activity)).toISOString(),
        unreadCount: row.unread,
      }));
    },
  };
}

export type MessageService = ReturnType<typeof createMessageService>;

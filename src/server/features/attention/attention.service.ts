import { and, count, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ATTENTION_NEWEST, type Attention, type AttentionItem } from '../../../common/attention.ts';
import { addDays, businessClock, formatCalendarDate, formatTime12 } from '../../../common/business-time.ts';
import { customerName } from '../../../common/customer-name.ts';
import { orderNumber } from '../../../common/orders/schema.ts';
import { packageLabel, proposalNumber } from '../../../common/quotes/schema.ts';
import { CREW_ROLE_LABELS } from '../../../common/shifts/schema.ts';
import { findProgram } from '../../../common/training.ts';
import type { Database } from '../../db/connect.ts';
import {
  inquiries,
  messages,
  orders,
  quoteEvents,
  quotes,
  shifts,
  trainingRequests,
  users,
} from '../../db/schema/index.ts';
import { businessMidnight } from '../../platform/business-sql.ts';
import type { SettingsService } from '../settings/settings.service.ts';

const newestFirst = (a: AttentionItem, b: AttentionItem) => b.createdAt.localeCompare(a.createdAt);
const snippet = (text: string | null, max = 80) =>
  !text ? '' : text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** 'Pickup today 5:00 PM', 'Delivery tomorrow', 'Delivery Fri, Dec 4': what the owner plans the day by. */
function dueText(
  order: { type: string; pickupAt: Date | null; eventDate: string | null },
  now: Date,
): string {
  const today = businessClock(now).date;
  const dayWord = (date: string) =>
    date === today
      ? 'today'
      : date === addDays(today, 1)
        ? 'tomorrow'
        : formatCalendarDate(date, { weekday: 'short', month: 'short', day: 'numeric' });
  if (order.type === 'dinner' && order.pickupAt) {
    const at = businessClock(order.pickupAt);
    return `Pickup ${dayWord(at.date)} ${formatTime12(at.time)}`;
  }
  return order.eventDate ? `Delivery ${dayWord(order.eventDate)}` : 'Catering order';
}

/** What needs the owner today: four counts with their newest items, read in one go. */
export function createAttentionService(deps: { db: Database; settings: SettingsService }) {
  const { db } = deps;

  /** New orders, soonest due first: a pickup tonight comes before a delivery next week. */
  async function newOrders(): Promise<Attention['newOrders']> {
    const waiting = eq(orders.status, 'received');
    const [total] = await db.select({ n: count() }).from(orders).where(waiting);
    // When each is due, as a business date-time: the pickup's instant, or the event's day.
    const due = sql`coalesce(${orders.pickupAt}, ${businessMidnight(orders.eventDate)})`;
    const rows = await db
      .select({
        id: orders.id,
        name: orders.customerName,
        type: orders.type,
        pickupAt: orders.pickupAt,
        eventDate: orders.eventDate,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(waiting)
      .orderBy(sql`${due} asc nulls last`, orders.id)
      .limit(ATTENTION_NEWEST);
    const now = new Date();
    return {
      count: total?.n ?? 0,
      href: '/orders',
      newest: rows.map((r) => ({
        id: r.id,
        title: `${orderNumber(r.id)} · ${r.name}`,
        detail: dueText(r, now),
        createdAt: r.createdAt.toISOString(),
        href: '/orders',
      })),
    };
  }

  async function quoteRequests(): Promise<Attention['quoteRequests']> {
    const { offer } = await deps.settings.getBusiness();
    // A client's change request waits for the owner as a new request does, until the owner answers
    // it (issue 34 §4): a revision sent (the status moves on), or a reply in the proposal's
    // conversation written after the request.
    const answered = sql`exists (
      select 1 from ${messages} m
      where m.quote_id = ${quotes.id} and m.sender_side = 'business'
        and m.created_at > (
          select max(e.at) from ${quoteEvents} e where e.quote_id = ${quotes.id} and e.kind = 'changes_requested'
        )
    )`;
    const waiting = or(
      eq(quotes.status, 'requested'),
      and(eq(quotes.status, 'changes_requested'), sql`not ${answered}`),
    );
    const [total] = await db.select({ n: count() }).from(quotes).where(waiting);
    const rows = await db
      .select({
        id: quotes.id,
        fullName: users.fullName,
        username: users.username,
        contactName: quotes.contactName,
        proposalNumber: quotes.proposalNumber,
        guests: quotes.guestCount,
        menuPackage: quotes.menuPackage,
        status: quotes.status,
        createdAt: quotes.createdAt,
      })
      .from(quotes)
      .leftJoin(users, eq(users.id, quotes.clientId))
      .where(waiting)
      .orderBy(desc(quotes.createdAt), desc(quotes.id))
      .limit(ATTENTION_NEWEST);
    return {
      count: total?.n ?? 0,
      href: '/proposals?tab=all',
      newest: rows.map((r) => ({
        id: r.id,
        title: `${proposalNumber(r)} · ${customerName(r.fullName, r.contactName, r.username)}`,
        detail: `${r.status === 'changes_requested' ? 'Changes requested · ' : ''}${r.guests} guests · ${packageLabel(r.menuPackage, offer)}`,
        createdAt: r.createdAt.toISOString(),
        href: `/proposals?tab=details&quote=${r.id}`,
      })),
    };
  }

  async function openInquiries(): Promise<Attention['openInquiries']> {
    const [contact] = await db.select({ n: count() }).from(inquiries).where(isNull(inquiries.handledAt));
    const [training] = await db
      .select({ n: count() })
      .from(trainingRequests)
      .where(isNull(trainingRequests.handledAt));
    const contactRows = await db
      .select({
        id: inquiries.id,
        name: inquiries.fullName,
        message: inquiries.message,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .where(isNull(inquiries.handledAt))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(ATTENTION_NEWEST);
    const trainingRows = await db
      .select({
        id: trainingRequests.id,
        programId: trainingRequests.programId,
        kind: trainingRequests.kind,
        fullName: users.fullName,
        username: users.username,
        createdAt: trainingRequests.createdAt,
      })
      .from(trainingRequests)
      .leftJoin(users, eq(users.id, trainingRequests.userId))
      .where(isNull(trainingRequests.handledAt))
      .orderBy(desc(trainingRequests.createdAt), desc(trainingRequests.id))
      .limit(ATTENTION_NEWEST);
    const items: AttentionItem[] = [
      ...contactRows.map((r) => ({
        id: r.id,
        title: r.name,
        detail: `Contact form · ${snippet(r.message) || 'no message'}`,
        createdAt: r.createdAt.toISOString(),
        href: '/inquiries',
      })),
      ...trainingRows.map((r) => ({
        id: r.id,
        title: r.fullName ?? r.username ?? 'Client',
        detail: `Training request · ${r.kind === 'enroll' ? 'enroll in' : 'about'} ${findProgram(r.programId)?.title ?? r.programId}`,
        createdAt: r.createdAt.toISOString(),
        href: '/inquiries?tab=training',
      })),
    ];
    return {
      count: (contact?.n ?? 0) + (training?.n ?? 0),
      href: '/inquiries',
      newest: items.sort(newestFirst).slice(0, ATTENTION_NEWEST),
    };
  }

  async function unreadMessages(): Promise<Attention['unreadMessages']> {
    const unread = and(eq(messages.senderSide, 'client'), isNull(messages.readAt));
    const [total] = await db.select({ n: count() }).from(messages).where(unread);
    const rows = await db
      .select({
        id: messages.id,
        quoteId: messages.quoteId,
        proposalNumber: quotes.proposalNumber,
        content: messages.content,
        fullName: users.fullName,
        username: users.username,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .leftJoin(quotes, eq(quotes.id, messages.quoteId))
      .where(unread)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(ATTENTION_NEWEST);
    return {
      count: total?.n ?? 0,
      href: '/messages',
      newest: rows.map((r) => ({
        id: r.id,
        title: `${r.fullName ?? r.username ?? 'Client'} · ${proposalNumber({ id: r.quoteId, proposalNumber: r.proposalNumber })}`,
        detail: snippet(r.content),
        createdAt: r.createdAt.toISOString(),
        href: `/messages?quote=${r.quoteId}`,
      })),
    };
  }

  /**
   * Shifts left open by their assignee and not yet given to someone else, soonest first: declined, or
   * reopened when the owner removed the staff member (`declinedById` names who left it either way).
   */
  async function openShifts(): Promise<Attention['openShifts']> {
    const declinedOpen = and(
      isNull(shifts.staffId),
      or(eq(shifts.response, 'declined'), isNotNull(shifts.declinedById)),
      gt(shifts.endsAt, new Date()),
    );
    const [total] = await db.select({ n: count() }).from(shifts).where(declinedOpen);
    const rows = await db
      .select({
        id: shifts.id,
        role: shifts.role,
        eventKind: shifts.eventKind,
        eventId: shifts.eventId,
        startsAt: shifts.startsAt,
        response: shifts.response,
        declinedAt: shifts.declinedAt,
        updatedAt: shifts.updatedAt,
        fullName: users.fullName,
        username: users.username,
        proposalNumber: quotes.proposalNumber,
      })
      .from(shifts)
      .leftJoin(users, eq(users.id, shifts.declinedById))
      .leftJoin(quotes, and(eq(shifts.eventKind, 'quote'), eq(quotes.id, shifts.eventId)))
      .where(declinedOpen)
      .orderBy(shifts.startsAt, shifts.id)
      .limit(ATTENTION_NEWEST);
    return {
      count: total?.n ?? 0,
      href: '/calendar',
      newest: rows.map((r) => {
        const event =
          r.eventKind === 'quote'
            ? proposalNumber({ id: r.eventId, proposalNumber: r.proposalNumber })
            : orderNumber(r.eventId);
        const at = businessClock(r.startsAt);
        const who = r.fullName ?? r.username ?? 'a staff member';
        return {
          id: r.id,
          title: `${CREW_ROLE_LABELS[r.role]} · ${event}`,
          detail: `${r.response === 'declined' ? `Declined by ${who}` : `${who} was removed from the staff`} · ${formatCalendarDate(at.date, { weekday: 'short', month: 'short', day: 'numeric' })} ${formatTime12(at.time)}`,
          createdAt: (r.declinedAt ?? r.updatedAt).toISOString(),
          href: r.eventKind === 'quote' ? `/proposals?tab=details&quote=${r.eventId}` : '/orders',
        };
      }),
    };
  }

  return {
    async get(): Promise<Attention> {
      // One connection runs one query at a time on PGlite: sequential reads, no Promise.all contention.
      return {
        newOrders: await newOrders(),
        quoteRequests: await quoteRequests(),
        openInquiries: await openInquiries(),
        unreadMessages: await unreadMessages(),
        openShifts: await openShifts(),
      };
    },
  };
}

export type AttentionService = ReturnType<typeof createAttentionService>;

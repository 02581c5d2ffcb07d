import { z } from 'zod';
import { formatShortDate } from './business-time.ts';

export const MAX_MESSAGE_LENGTH = 2000;

/**
 * What POST /api/messages reads. The spec's call sends a senderId: it is accepted and ignored (the
 * signed-in user is the sender), so it is named here rather than refused as an unknown field.
 */
export const SendMessageBodySchema = z.object({
  senderId: z.unknown().optional(),
  quoteId: z.number({ error: 'Choose a conversation' }).int().positive().max(2_147_483_647),
  content: z
    .string({ error: 'Write a message' })
    .trim()
    .min(1, 'Write a message')
    .max(MAX_MESSAGE_LENGTH, `Keep messages under ${MAX_MESSAGE_LENGTH} characters`),
});
export type SendMessageBody = z.input<typeof SendMessageBodySchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  /** 'business' for the catering team, 'client' for the person who asked for the quote. */
  senderSide: z.enum(['business', 'client']),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

/** One conversation per quote the user can see. */
export const ThreadSchema = z.object({
  quoteId: z.number().int(),
  /** The quote's own number (issue 27: the year it was made). */
  proposalNumber: z.string(),
  eventType: z.string(),
  status: z.string(),
  eventDate: z.string().nullable(),
  clientName: z.string(),
  /** The phone number the call button dials: the client's for admins, the business's for clients. */
  callNumber: z.string().nullable(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastActivityAt: z.string(),
  unreadCount: z.number().int(),
});
export type Thread = z.infer<typeof ThreadSchema>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The spec's relative times: minutes ago, hours ago, then a date. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  }
  if (elapsed < 24 * HOUR) {
    const hours = Math.floor(elapsed / HOUR);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  return formatShortDate(iso);
}

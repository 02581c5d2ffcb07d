import { z } from 'zod';

/** One thing waiting for the owner, as the dashboard lists it. */
const AttentionItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  createdAt: z.string(),
  href: z.string(),
});
export type AttentionItem = z.infer<typeof AttentionItemSchema>;

const AttentionGroupSchema = z.object({
  count: z.number().int(),
  /** The newest few, newest first. */
  newest: z.array(AttentionItemSchema),
  /** The list where all of them are. */
  href: z.string(),
});
export type AttentionGroup = z.infer<typeof AttentionGroupSchema>;

/**
 * GET /api/admin/attention: what needs the owner today. The dashboard's cards and the sidebar's badges
 * read this one answer, so the counters on a screen agree.
 */
export const AttentionSchema = z.object({
  /** Orders received, not yet confirmed. */
  newOrders: AttentionGroupSchema,
  /** Quote requests waiting for a price, and clients' change requests waiting for the next version. */
  quoteRequests: AttentionGroupSchema,
  /** Contact-form inquiries and training requests not yet handled. */
  openInquiries: AttentionGroupSchema,
  /** Client messages the business has not read. */
  unreadMessages: AttentionGroupSchema,
  /** Issue 38: upcoming shifts a staff member declined, open again until the owner assigns someone. */
  openShifts: AttentionGroupSchema,
});
export type Attention = z.infer<typeof AttentionSchema>;

export const ATTENTION_LABELS: Record<keyof Attention, string> = {
  newOrders: 'New Orders',
  quoteRequests: 'Quote Requests',
  openInquiries: 'Open Inquiries',
  unreadMessages: 'Unread Messages',
  openShifts: 'Open Shifts',
};

/** How many newest items each group carries. */
export const ATTENTION_NEWEST = 3;

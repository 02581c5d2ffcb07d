import { z } from 'zod';
import { QUOTE_STATUSES, QuoteSchema } from './schema.ts';

/**
 * The proposals lists a page at a time (decision 0112). Strict: an unknown parameter or a bad value is
 * a 400 naming it, never an ignored filter. The same parameters serve GET /api/quotes (the spec's
 * array, with the match count in X-Total-Count) and GET /api/quotes/list (the page and its total).
 */
export const QuoteListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  status: z.enum(QUOTE_STATUSES, { error: 'Unknown status' }).optional(),
  /** Part of the proposal number (CC-2024-012, 12), the client's or contact's name, email or the venue. */
  q: z.string().trim().max(100, 'Search for at most 100 characters').optional(),
  /** 'true': accepted proposals whose event is ahead (or undated), soonest first. */
  upcoming: z.enum(['true', 'false'], { error: 'Use upcoming=true or upcoming=false' }).optional(),
  /** 'oldest': the oldest request first (the owner's queue of requests to price); newest first otherwise. */
  sort: z.enum(['newest', 'oldest'], { error: 'Use sort=newest or sort=oldest' }).optional(),
  /** Created at or after this instant (the dashboard's "requests received this week"). */
  since: z.iso.datetime({ offset: true, error: 'Give since as an ISO date-time' }).optional(),
});
export type QuoteListQuery = z.infer<typeof QuoteListQuerySchema>;

export const QuoteListSchema = z.object({
  quotes: z.array(QuoteSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type QuoteList = z.infer<typeof QuoteListSchema>;

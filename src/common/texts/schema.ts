/**
 * Texts' API (issue 40 §1): the SMS outbox an admin lists. Times are ISO instants; `to` in E.164.
 */
import { z } from 'zod';

/** A text's life: scheduled ones wait for the end of quiet hours (their sendAt). */
export const SMS_STATUSES = ['queued', 'sent', 'scheduled', 'failed', 'delivered'] as const;

export const SmsOutboxItemSchema = z.strictObject({
  to: z.string(), // E.164, e.g. +12155550123
  body: z.string(),
  status: z.enum(SMS_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  /** When it goes: its creation, or 8 AM for one held by quiet hours (status scheduled). */
  sendAt: z.iso.datetime({ offset: true }).nullable(),
});
export type SmsOutboxItem = z.infer<typeof SmsOutboxItemSchema>;
export const SmsOutboxResponseSchema = z.strictObject({ items: z.array(SmsOutboxItemSchema) });
export type SmsOutboxResponse = z.infer<typeof SmsOutboxResponseSchema>;

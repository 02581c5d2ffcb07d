import { z } from 'zod';

/** sent: handed to SMTP; pending: not tried yet (or no SMTP_URL); failed: SMTP refused it at least once. */
const OUTBOX_STATUSES = ['pending', 'failed', 'sent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const OutboxListQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES, { error: 'Status must be pending, failed or sent' }).optional(),
});

/** What an admin sees of a mail: never its body, which may hold reset and confirmation links. */
const OutboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  /** When it is tried again; null when no retry is planned (sent, no SMTP, or retries used up). */
  nextAttemptAt: z.string().nullable(),
  /** The files it carries, by name and type only: a proposal's PDF, a calendar invite (`invite.ics`). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })),
});

export const OutboxListSchema = z.object({ mails: z.array(OutboxMailSchema) });
export type OutboxList = z.infer<typeof OutboxListSchema>;

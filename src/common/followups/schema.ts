/**
 * Follow-ups' API (issue 40): texts (the SMS outbox and consent), the owner's automations, reviews and
 * their tokens. Shared by the server's routes and the admin pages. Times are ISO instants.
 */
import { z } from 'zod';

/** A text's life: scheduled ones wait for the end of quiet hours (their sendAt). */
export const SMS_STATUSES = ['queued', 'sent', 'scheduled', 'failed', 'delivered'] as const;

export const SmsOutboxItemSchema = z.strictObject({
  to: z.string(), // E.164, e.g. +12155550123
  body: z.string(),
  status: z.enum(SMS_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  sendAt: z.iso.datetime({ offset: true }).nullable(),
});
export const SmsOutboxResponseSchema = z.strictObject({ items: z.array(SmsOutboxItemSchema) });

/** The automations the owner controls; each on by default. */
export const AUTOMATION_KEYS = [
  'proposal-not-opened',
  'proposal-not-signed',
  'proposal-expiring',
  'thank-you',
] as const;
export const AutomationKeySchema = z.enum(AUTOMATION_KEYS, {
  error: `Choose an automation: ${AUTOMATION_KEYS.join(', ')}`,
});

/** Placeholders an automation's subject and bodies may use. */
export const AUTOMATION_PLACEHOLDERS = ['{firstName}', '{proposalNumber}', '{link}'] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} is too long`);

export const AutomationSchema = z.strictObject({
  key: AutomationKeySchema,
  enabled: z.boolean({ error: 'Say whether the automation is on' }),
  /** Days after (or, for the expiry reminder, before) the triggering moment. */
  days: z
    .int({ error: 'Enter the timing in days' })
    .min(0, 'Days cannot be negative')
    .max(60, 'At most 60 days'),
  mailSubject: text('mail subject', 200),
  mailBody: text('mail body', 5000),
  textBody: text('text body', 320),
});
export const AutomationsResponseSchema = z.strictObject({
  items: z.array(AutomationSchema),
  /** False in production without Twilio's keys: texts are off. */
  textsEnabled: z.boolean(),
});
export const AutomationPreviewBodySchema = z.strictObject({
  recordId: z.int({ error: "Enter the record's id" }).positive("Enter the record's id"),
});
export const AutomationPreviewSchema = z.strictObject({
  mailSubject: z.string(),
  mailBody: z.string(),
  textBody: z.string(),
});

/** A review left through its single-use token. */
export const ReviewBodySchema = z.strictObject({
  token: z
    .string({ error: 'The review link is missing its token' })
    .min(1, 'The review link is missing its token'),
  stars: z.int({ error: 'Choose 1 to 5 stars' }).min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'),
  comment: z.string().trim().max(2000, 'The comment is too long').default(''),
});
export const ReviewTargetSchema = z.strictObject({
  kind: z.enum(['quote', 'order']),
  title: z.string(),
  eventDate: z.string().nullable(),
});
export const ReviewResultSchema = z.strictObject({
  /** 4–5 stars: the business's public review link (offer setting reviewLink), when set. */
  reviewLink: z.string().nullable(),
});
export const AdminReviewSchema = z.strictObject({
  id: z.int(),
  stars: z.int(),
  comment: z.string(),
  firstName: z.string(),
  published: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export const AdminReviewsResponseSchema = z.strictObject({
  items: z.array(AdminReviewSchema),
  monthly: z.array(z.strictObject({ month: z.string(), average: z.number(), count: z.int() })),
});
export const ReviewPatchSchema = z.strictObject({
  published: z.boolean({ error: 'Say whether the review is published' }),
});

/**
 * Automations' API (issue 40 §2): the follow-ups the owner switches on, times and words, and their
 * preview on a real record.
 */
import { z } from 'zod';

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

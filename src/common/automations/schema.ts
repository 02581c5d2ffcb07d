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
export type AutomationKey = (typeof AUTOMATION_KEYS)[number];

/** Each automation's name, as the owner's page and a proposal's audit trail say it. */
export const AUTOMATION_TITLES: Record<AutomationKey, string> = {
  'proposal-not-opened': 'Proposal not opened',
  'proposal-not-signed': 'Proposal opened, not signed',
  'proposal-expiring': 'Proposal about to expire',
  'thank-you': 'Thank-you and review request',
};

/**
 * The audit trail's action for a follow-up sent (its `after`: automation, mail, text), written by the
 * automations feature and read back by a proposal's own trail.
 */
export const AUTOMATION_SENT_ACTION = 'automation-sent';

/**
 * Placeholders an automation's subject and bodies may use. {expiresOn}: the proposal's end of
 * signature ('Dec 13, 2026, 5:00 PM ET'), so the expiry reminder says the date as issue 27's mail did.
 */
export const AUTOMATION_PLACEHOLDERS = ['{firstName}', '{proposalNumber}', '{link}', '{expiresOn}'] as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} is too long`);

/** The placeholders of a text that are not among AUTOMATION_PLACEHOLDERS ('{firstname}' for a typo). */
function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = AUTOMATION_PLACEHOLDERS;
  const found = text.match(/\{[^{}\s]*\}/g) ?? [];
  return [...new Set(found.filter((placeholder) => !known.includes(placeholder)))];
}

/** A text of an automation: refused with the unknown placeholders it names. */
const template = (label: string, max: number) =>
  text(label, max).superRefine((value, ctx) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `The ${label} uses unknown placeholder${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}: use ${AUTOMATION_PLACEHOLDERS.join(', ')}`,
      });
  });

const AutomationFields = {
  enabled: z.boolean({ error: 'Say whether the automation is on' }),
  /** Days after (or, for the expiry reminder, before) the triggering moment. */
  days: z
    .int({ error: 'Enter the timing in days' })
    .min(0, 'Days cannot be negative')
    .max(60, 'At most 60 days'),
  mailSubject: template('mail subject', 200),
  mailBody: template('mail body', 5000),
  textBody: template('text body', 320),
};

export const AutomationSchema = z.strictObject({ key: AutomationKeySchema, ...AutomationFields });
export type Automation = z.infer<typeof AutomationSchema>;
/**
 * PUT /api/admin/automations/{key}: the same shape; its key, when sent, is the path's. A field left
 * out keeps its saved value, so `{ enabled: false }` switches an automation off without resending its
 * words.
 */
export const AutomationBodySchema = z
  .strictObject({
    key: AutomationKeySchema.optional(),
    ...z.strictObject(AutomationFields).partial().shape,
  })
  .refine(({ key: _key, ...fields }) => Object.keys(fields).length > 0, {
    message: 'Send what to change: enabled, days, mailSubject, mailBody or textBody',
  });
export const AutomationsResponseSchema = z.strictObject({
  items: z.array(AutomationSchema),
  /** False in production without Twilio's keys: texts are off. */
  textsEnabled: z.boolean(),
});
export type AutomationsResponse = z.infer<typeof AutomationsResponseSchema>;
export const AutomationPreviewBodySchema = z.strictObject({
  recordId: z.int({ error: "Enter the record's id" }).positive("Enter the record's id"),
  /** The record's kind: a proposal (the default) or, for the thank-you, a catering order. */
  kind: z.enum(['quote', 'order'], { error: "Choose 'quote' or 'order'" }).default('quote'),
  /** Unsaved texts to preview (the editor's); without them, the saved ones. */
  mailSubject: z.string().max(200).optional(),
  mailBody: z.string().max(5000).optional(),
  textBody: z.string().max(320).optional(),
});
export const AutomationPreviewSchema = z.strictObject({
  mailSubject: z.string(),
  mailBody: z.string(),
  textBody: z.string(),
});
export type AutomationPreview = z.infer<typeof AutomationPreviewSchema>;

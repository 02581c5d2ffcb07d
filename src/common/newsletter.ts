import { z } from 'zod';
import { EmailSchema } from './auth.ts';

export const NewsletterSignupSchema = z.object({ email: EmailSchema });
export const NewsletterTokenSchema = z.object({
  token: z.string({ error: 'The link is incomplete' }).min(1, 'The link is incomplete').max(200),
});
export const NewsletterStatsSchema = z.object({ subscribers: z.number().int(), pending: z.number().int() });
export type NewsletterStats = z.infer<typeof NewsletterStatsSchema>;

export const NewsletterSendSchema = z.object({
  subject: z.string().trim().min(1, 'Subject is required').max(200, 'Subject is too long'),
  text: z.string().trim().min(1, 'Text is required').max(20_000, 'Text is too long'),
});

export const NewsletterMessageSchema = z.object({ message: z.string() });

/** The same answer whether or not the address was already known: the form reveals no subscribers. */
export const NEWSLETTER_SIGNUP_MESSAGE = 'Check your inbox to confirm your subscription.';

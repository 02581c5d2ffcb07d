/**
 * What the texts feature (issue 40 §1: text messages and consent) offers the rest of the server:
 * app.ts registers its plugin (before the features that text: orders, payments, quotes, automations);
 * other features call `queueText` and `textsEnabled` with the app they are registered on.
 */
import type { FastifyInstance } from 'fastify';
import type { TextOutcome, TextRequest } from './texts.types.ts';

export { textsPlugin } from './texts.plugin.ts';
export type { TextOutcome, TextRequest, TextSkipReason } from './texts.types.ts';

/**
 * Queues one text to a customer, through the gateway (Twilio, or the simulated one outside
 * production). Every text is a row of `sms_outbox`. Never throws for the customer's state: it answers
 * `skipped` with why (texts off, no consent, opted out, no phone, the daily cap of 5 per number,
 * a duplicate of the same reason and record). During quiet hours (9 PM–8 AM on the business clock)
 * the text is stored `scheduled` with `sendAt` the next 8 AM, and the texts job sends it then.
 */
export function queueText(app: FastifyInstance, request: TextRequest): Promise<TextOutcome> {
  return app.texts.queue(request);
}

/** Whether texts can be sent at all: false in production without Twilio's keys (nothing is queued). */
export function textsEnabled(app: FastifyInstance): boolean {
  return app.texts.enabled;
}

/**
 * What the texts feature (issue 40 §1: text messages and consent) offers the rest of the server:
 * app.ts registers its plugin (before the features that text: orders, payments, quotes, automations);
 * other features call `queueText` and `textsEnabled` with the app they are registered on.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../platform/errors.ts';
import type {
  ConsentInput,
  ConsentOutcome,
  SmsConsentRecord,
  TextOutcome,
  TextRequest,
} from './texts.types.ts';

export { textsPlugin } from './texts.plugin.ts';
export type {
  ConsentInput,
  ConsentOutcome,
  SmsConsentRecord,
  TextOutcome,
  TextRequest,
  TextSkipReason,
} from './texts.types.ts';

/**
 * Queues one text to a customer, through the gateway (Twilio, or the simulated one outside
 * production). Every text is a row of `sms_outbox`. Never throws for the customer's state: it answers
 * `skipped` with why (texts off, no consent, opted out, no phone, the daily cap of 5 per number,
 * a duplicate of the same reason and record). During quiet hours (9 PM–8 AM on the business clock)
 * the text is stored `scheduled` with `sendAt` the next 8 AM, and the texts job sends it then.
 * `now` is a job's own clock (its pass's time); by default, the present.
 */
export function queueText(app: FastifyInstance, request: TextRequest, now?: Date): Promise<TextOutcome> {
  return app.texts.queue(request, now);
}

/** Whether texts can be sent at all: false in production without Twilio's keys (nothing is queued). */
export function textsEnabled(app: FastifyInstance): boolean {
  return app.texts.enabled;
}

/**
 * Records a customer's consent to texts given (or withdrawn) on a form: checkout's and the quote
 * wizard's box (`smsOptIn: true`), the profile's "Text me updates about my orders" switch. Stored per
 * number in E.164 with when and how; answers `{ ok: false, why: 'no-phone' }` when there is no
 * number texts can reach (the caller refuses the form).
 */
export function recordSmsConsent(app: FastifyInstance, input: ConsentInput): Promise<ConsentOutcome> {
  return app.texts.recordConsent(input);
}

/**
 * The text consent records of a person's numbers, for their data export: the ones their account gave
 * and those of the numbers given (any form; read as E.164).
 */
export function smsConsentsOf(
  app: FastifyInstance,
  input: { userId: number; phones: (string | null)[] },
): Promise<SmsConsentRecord[]> {
  return app.texts.consentsOf(input);
}

/** The E.164 number a consent would be recorded for (the one given, else the account's), or null. */
export function smsPhoneOf(
  app: FastifyInstance,
  input: Pick<ConsentInput, 'userId' | 'phone'>,
): Promise<string | null> {
  return app.texts.phoneOf(input);
}

/** The refusal of a ticked box without a number texts can reach (on the form's phone field). */
export const SMS_PHONE_PROBLEM = 'Enter a mobile number we can text, or untick the text updates box';

/**
 * A form's ticked box (`smsOptIn: true`), checked before the form's record is stored: a 400 on
 * `field` when there is no number texts can reach. Answers the step that records the consent, to
 * run once the record is stored.
 */
export async function smsConsentFrom(
  app: FastifyInstance,
  input: ConsentInput,
  field: string,
): Promise<() => Promise<ConsentOutcome>> {
  if (!(await app.texts.phoneOf(input))) throw badRequest(SMS_PHONE_PROBLEM, { [field]: SMS_PHONE_PROBLEM });
  return () => app.texts.recordConsent(input);
}

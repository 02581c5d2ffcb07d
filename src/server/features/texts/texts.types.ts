/**
 * What a feature asks of the texts feature (issue 40 §1), and what it answers. Kept apart from the
 * service so the orders, payments, quotes and automations features read one small contract.
 */

/** One text to a customer, about one record (an order, a quote, an automation's run). */
export type TextRequest = {
  /** The customer's account: its phone and its consent are used, unless `phone` names another number. */
  userId: number | null;
  /** The number to text instead of the account's (a guest order's phone); any form libphonenumber reads. */
  phone?: string | null;
  /** The text itself, as the customer reads it (the gateway may split a long one into parts). */
  body: string;
  /** Why it is sent, e.g. 'order-confirmed', 'payment-due', 'automation:proposal-nudge'. */
  reason: string;
  /**
   * The record it is about, e.g. 'order:42'. One text per (reason, recordKey), whatever the number of
   * instances: a second request for the same pair is skipped as 'duplicate'.
   */
  recordKey: string;
};

/** Why a text was not sent nor held. */
export type TextSkipReason =
  /** Texts are off: production without Twilio's keys. */
  | 'texts-off'
  /** The number never opted in, or the account's switch is off. */
  | 'no-consent'
  /** The number opted out (STOP). */
  | 'opted-out'
  /** No phone on the account or given, or one that is not a valid number. */
  | 'no-phone'
  /** 5 texts already went (or wait to go) to this number on that business day. */
  | 'daily-cap'
  /** A text for the same reason and record was already queued. */
  | 'duplicate';

/** What happened to a text request. */
export type TextOutcome =
  /** Handed to the gateway now (the row's status is then sent, queued or failed, as the gateway said). */
  | { outcome: 'queued'; id: number; to: string }
  /** Quiet hours: stored `scheduled`, sent by the texts job at `sendAt` (8 AM on the business clock). */
  | { outcome: 'scheduled'; id: number; to: string; sendAt: string }
  | { outcome: 'skipped'; why: TextSkipReason };

/** Consent given or withdrawn on one of the app's forms (STOP and START come by text instead). */
export type ConsentInput = {
  /** The account that gave it, if signed in; its `smsNotifications` switch follows. */
  userId: number | null;
  /** The number consented for (the order's or the request's phone); else the account's phone. */
  phone?: string | null;
  source: 'checkout' | 'quote' | 'profile';
  optIn: boolean;
};

export type ConsentOutcome = { ok: true; phone: string } | { ok: false; why: 'no-phone' };

/**
 * A number's consent record as its owner's data export gives it: the number (E.164), in or out, how
 * the latest change was made, when consent was last given and how, when withdrawn.
 */
export type SmsConsentRecord = {
  phone: string;
  status: 'in' | 'out';
  source: 'checkout' | 'quote' | 'profile' | 'sms';
  optedInAt: string | null;
  optedInSource: 'checkout' | 'quote' | 'profile' | 'sms' | null;
  optedOutAt: string | null;
  updatedAt: string;
};

import {
  AUTOMATION_SENT_ACTION,
  type Automation,
  type AutomationKey,
  type AutomationPreview,
} from '../../../common/automations/schema.ts';
import type { Quote } from '../../../common/quotes/schema.ts';
import type { Database } from '../../db/connect.ts';
import { automationSends } from '../../db/schema/index.ts';
import { onePassAtATime } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { recordAudit, SYSTEM_ACTOR } from '../audit/index.ts';
import type { QuoteService } from '../quotes/index.ts';
import type { ReviewSubject } from '../reviews/index.ts';
import type { TextOutcome, TextRequest } from '../texts/index.ts';
import {
  type DueRecord,
  dueRecords,
  orderRecipient,
  quoteOccasion,
  quoteRecipient,
  quoteStillDue,
  type Recipient,
  type RecordRef,
} from './automations.records.ts';
import { renderAutomation } from './automations.render.ts';
import type { AutomationSettings } from './automations.settings.ts';

/** How often platform/jobs.ts runs a pass. */
export const AUTOMATIONS_EVERY_MS = 15 * 60 * 1000;

/** The text gateway as automations use it (the texts feature): it texts only a consenting customer. */
type AutomationTexts = { queue: (request: TextRequest) => Promise<TextOutcome> };

export type AutomationDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  settings: AutomationSettings;
  quotes: Pick<QuoteService, 'find' | 'visitorLinks'>;
  /** A new single-use review link about the record (the reviews feature). */
  issueReview: (subject: ReviewSubject) => Promise<string | null>;
  texts: AutomationTexts;
};

/** The record an automation speaks of, read from its one source; null when it is gone. */
export async function recipientOf(
  deps: Pick<AutomationDeps, 'db' | 'quotes'>,
  ref: RecordRef,
): Promise<Recipient | null> {
  if (ref.kind === 'order') return orderRecipient(deps.db, ref.id);
  const quote = await deps.quotes.find(ref.id);
  return quote ? quoteRecipient(quote) : null;
}

/** Where a proposal's automation sends the client: the proposal link without an account, else the portal. */
export async function proposalLink(
  deps: Pick<AutomationDeps, 'quotes' | 'publicUrl'>,
  quote: Quote,
): Promise<string> {
  return (
    (await deps.quotes.visitorLinks(quote)).proposalUrl ?? `${deps.publicUrl}/proposals?quote=${quote.id}`
  );
}

/** The automation's texts on a record, with `link` the link it carries. */
export function textsFor(
  automation: Pick<Automation, 'mailSubject' | 'mailBody' | 'textBody'>,
  recipient: Recipient,
  link: string,
): AutomationPreview {
  return renderAutomation(automation, {
    firstName: recipient.firstName,
    proposalNumber: recipient.number,
    link,
    expiresOn: recipient.expiresOn ?? 'no set date',
  });
}

/**
 * The automations' job (issue 40 §2), on the reminders' pattern (decision 0018): a timer in every
 * instance; each send is a row with a unique key (automation, record, occasion), and only the instance
 * whose insert lands mails, texts and writes the audit entry, so each record gets each automation once
 * (the expiry reminder once per deadline: a renewed proposal is reminded of its new one).
 * A switched-off automation is not looked at; a proposal the client acted on is not among the due.
 */
export function createAutomationsJob(deps: AutomationDeps) {
  const { db } = deps;

  async function claim(key: AutomationKey, due: DueRecord, now: Date): Promise<boolean> {
    const [won] = await db
      .insert(automationSends)
      .values({ key, recordKind: due.kind, recordId: due.id, occasion: due.occasion, sentAt: now })
      .onConflictDoNothing()
      .returning({ id: automationSends.id });
    return !!won;
  }

  /** The record as it is now, when the automation is still due on it (read again just before sending). */
  async function stillDue(automation: Automation, due: DueRecord) {
    if (due.kind === 'order') {
      const recipient = await orderRecipient(db, due.id);
      return recipient && recipient.status !== 'cancelled' ? { recipient, quote: null } : null;
    }
    // The client may have signed, declined or asked for changes since the due list was read, and the
    // owner may have renewed it: a new deadline is reminded of when it is due, by a later pass.
    const quote = await deps.quotes.find(due.id);
    return quote &&
      quoteStillDue(automation.key, quote) &&
      quoteOccasion(automation.key, quote) === due.occasion
      ? { recipient: quoteRecipient(quote), quote }
      : null;
  }

  async function sendOne(automation: Automation, ref: DueRecord, now: Date): Promise<boolean> {
    const due = await stillDue(automation, ref);
    if (!due) return false;
    const { recipient, quote } = due;
    if (!(await claim(automation.key, ref, now))) return false;

    let link: string;
    if (automation.key === 'thank-you') {
      const token = await deps.issueReview({ ...recipient.ref, ...recipient });
      if (!token) return false;
      link = `${deps.publicUrl}/review?token=${token}`;
    } else link = await proposalLink(deps, quote!);
    const texts = textsFor(automation, recipient, link);

    if (recipient.email)
      await deps.mailer.send({
        to: recipient.email,
        subject: texts.mailSubject,
        text: `${texts.mailBody}\n`,
        // A visitor's typed address (no account) is limited per hour, as the app's other mail to one.
        unproven: recipient.userId === null,
      });
    // The texts feature texts only a number that consented, within its quiet hours and daily cap: the
    // account's, or a guest's number as they gave it.
    const text = await deps.texts.queue({
      userId: recipient.userId,
      ...(recipient.userId === null ? { phone: recipient.phone } : {}),
      body: texts.textBody,
      reason: `automation:${automation.key}`,
      // The texts feature texts once per (reason, recordKey): the occasion lets a renewed proposal's
      // reminder of its new deadline be texted too.
      recordKey: ref.occasion ? `${ref.kind}:${ref.id}:${ref.occasion}` : `${ref.kind}:${ref.id}`,
    });
    await recordAudit(db, {
      actor: SYSTEM_ACTOR,
      action: AUTOMATION_SENT_ACTION,
      entity: ref.kind,
      entityId: ref.id,
      after: {
        automation: automation.key,
        mail: recipient.email ?? 'none (no email)',
        text: text.outcome === 'skipped' ? `none (${text.why})` : `${text.outcome} to ${text.to}`,
      },
    });
    return true;
  }

  async function runOnce(now: Date = new Date()): Promise<number> {
    let sent = 0;
    for (const automation of await deps.settings.list()) {
      if (!automation.enabled) continue;
      for (const ref of await dueRecords(db, automation.key, automation.days, now)) {
        if (await sendOne(automation, ref, now)) sent += 1;
      }
    }
    return sent;
  }

  /** One pass; concurrent calls on one instance share it. */
  return { runOnce: onePassAtATime(runOnce) };
}

export type AutomationsJob = ReturnType<typeof createAutomationsJob>;

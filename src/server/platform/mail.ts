import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { emailKey } from '../../common/email-key.ts';
import type { Database } from '../db/connect.ts';
import { outbox } from '../db/schema/index.ts';
import { RateLimiter } from './rate-limit.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Extra headers for SMTP (e.g. List-Unsubscribe); the outbox keeps only to, subject and text. */
  headers?: Record<string, string>;
  /**
   * The address was typed by a visitor and nobody has proven it is theirs (an order's or a quote
   * request's contact email). Such mail is limited per recipient (RATE_LIMIT_MAIL_PER_ADDRESS an
   * hour), so a stranger cannot have the business mail one person over and over.
   */
  unproven?: boolean;
  /** Files sent with it (a signed proposal's PDF); kept in the outbox so a retry sends them too. */
  attachments?: MailAttachment[];
};

/** A file a mail carries: a proposal's PDF, a calendar invite (`invite.ics`). */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

type StoredAttachment = { filename: string; contentType: string; content: string };
const storedAttachments = (message: MailMessage): StoredAttachment[] | null =>
  message.attachments?.length
    ? message.attachments.map((a) => ({ ...a, content: a.content.toString('base64') }))
    : null;
const fromStored = (stored: StoredAttachment[] | null) =>
  stored ? { attachments: stored.map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })) } : {};

/** A mail held back a while, replaced by a newer one with the same key meanwhile (see outbox.coalesceKey). */
type Coalesced = { key: string; delayMs: number };

export type Mailer = {
  /**
   * Keeps the mail in the outbox and hands it to SMTP in the background; never throws for delivery.
   * `coalesce`: the mail waits `delayMs` (the retry job sends it) and replaces any waiting one of its key.
   */
  send: (message: MailMessage, coalesce?: Coalesced) => Promise<void>;
  /** Tries again the mails whose retry is due; answers how many went out. */
  retryDue: () => Promise<number>;
  /** Resolves when every delivery started so far has finished (tests and shutdown). */
  flush: () => Promise<void>;
};

/**
 * Waits before each retry after a failed SMTP attempt: a minute, 5, 30, 2 hours, 12 hours. After the
 * last one the mail stays in the outbox with its error, for an admin to see (GET /api/admin/outbox).
 */
export const MAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
const RETRY_BATCH = 20;

export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Mails to one unproven address per hour (config.ts mailPerAddress); more are left unsent (logged). */
  perUnprovenAddress?: RateLimiter;
  /**
   * The business's own address, read at each delivery: every mail answers to it (Reply-To), so a
   * customer who replies to a no-reply sender still reaches a person.
   */
  replyTo?: () => Promise<string>;
}): Mailer {
  const { db, log } = options;
  const perRecipient =
    options.perUnprovenAddress ??
    new RateLimiter({ max: 5, windowMs: 60 * 60 * 1000, detail: 'Too many mails to this address.' });
  const now = options.now ?? (() => new Date());
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const pending = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
    return work;
  }

  async function deliver(id: number, message: MailMessage, failedBefore: number): Promise<boolean> {
    if (!transport) {
      // Only who and what: the body may hold a password reset or confirmation link.
      log.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox (no SMTP_URL)');
      return false;
    }
    try {
      const replyTo = await options.replyTo?.();
      const { unproven: _unproven, ...mail } = message;
      await transport.sendMail({ from: options.from, ...(replyTo ? { replyTo } : {}), ...mail });
      await db.update(outbox).set({ sentAt: now(), nextAttemptAt: null }).where(eq(outbox.id, id));
      return true;
    } catch (error) {
      const attempts = failedBefore + 1;
      const delay = MAIL_RETRY_DELAYS_MS[attempts - 1];
      const nextAttemptAt = delay === undefined ? null : new Date(now().getTime() + delay);
      log.error(
        { err: error, to: message.to, subject: message.subject, attempts, nextAttemptAt },
        nextAttemptAt ? 'mail delivery failed; retrying later' : 'mail delivery failed; retries used up',
      );
      await db
        .update(outbox)
        .set({ error: String((error as Error).message ?? error).slice(0, 500), attempts, nextAttemptAt })
        .where(eq(outbox.id, id))
        .catch(() => {});
      return false;
    }
  }

  async function retryDue(): Promise<number> {
    if (!transport) return 0;
    const due = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now())))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(RETRY_BATCH);
    let sent = 0;
    for (const { id } of due) {
      // Claiming the row first means two app instances on one database never send it twice.
      const [claimed] = await db
        .update(outbox)
        .set({ nextAttemptAt: null })
        .where(and(eq(outbox.id, id), isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now())))
        .returning();
      if (!claimed) continue;
      const message = {
        to: claimed.to,
        subject: claimed.subject,
        text: claimed.text,
        ...fromStored(claimed.attachments),
      };
      if (await deliver(id, message, claimed.attempts)) sent++;
    }
    return sent;
  }

  return {
    async send(message, coalesce) {
      if (message.unproven) {
        try {
          await perRecipient.consume([emailKey(message.to)]);
        } catch {
          // The action that caused it still succeeds: only this mail is not sent (who and what only).
          log.warn(
            { to: message.to, subject: message.subject },
            'mail to an unproven address not sent: its hourly limit is reached',
          );
          return;
        }
      }
      // Headers (List-Unsubscribe) travel with the first attempt; the outbox keeps to, subject and text.
      const { to, subject, text } = message;
      if (coalesce) {
        // Only a mail that is still waiting and was never tried is replaced: one on its way stays.
        await db
          .delete(outbox)
          .where(
            and(
              eq(outbox.coalesceKey, coalesce.key),
              isNull(outbox.sentAt),
              isNotNull(outbox.nextAttemptAt),
              eq(outbox.attempts, 0),
            ),
          );
        const nextAttemptAt = new Date(now().getTime() + coalesce.delayMs);
        // Its files too (a cancelled order's calendar cancel): the retry pass sends what is stored.
        await db.insert(outbox).values({
          to,
          subject,
          text,
          coalesceKey: coalesce.key,
          nextAttemptAt,
          attachments: storedAttachments(message),
        });
        // Sent when due by the retry pass; this one runs at that moment rather than at the job's next tick.
        if (transport) setTimeout(() => void track(retryDue()), coalesce.delayMs + 50).unref();
        return;
      }
      const [row] = await db
        .insert(outbox)
        .values({ to, subject, text, attachments: storedAttachments(message) })
        .returning({ id: outbox.id });
      track(deliver(row!.id, message, 0));
    },
    retryDue: () => track(retryDue()),
    async flush() {
      await Promise.allSettled([...pending]);
    },
  };
}

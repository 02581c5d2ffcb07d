import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/connect.ts';
import { outbox } from '../db/schema/index.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Extra headers for SMTP (e.g. List-Unsubscribe); the outbox keeps only to, subject and text. */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** Keeps the mail in the outbox and hands it to SMTP in the background; never throws for delivery. */
  send: (message: MailMessage) => Promise<void>;
  /** Resolves when every delivery started so far has finished (tests and shutdown). */
  flush: () => Promise<void>;
};

export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!transport) {
      options.log.info({ mail: message }, `mail kept in the outbox (no SMTP_URL): ${message.subject}`);
      return;
    }
    try {
      await transport.sendMail({ from: options.from, ...message });
      await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
    } catch (error) {
      options.log.error({ err: error, to: message.to }, 'mail delivery failed; it stays in the outbox');
      await options.db
        .update(outbox)
        .set({ error: String((error as Error).message ?? error).slice(0, 500) })
        .where(eq(outbox.id, id))
        .catch(() => {});
    }
  }

  return {
    async send(message) {
      const { to, subject, text } = message;
      const [row] = await options.db
        .insert(outbox)
        .values({ to, subject, text })
        .returning({ id: outbox.id });
      const delivery = deliver(row!.id, message);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
    },
    async flush() {
      await Promise.allSettled([...pending]);
    },
  };
}

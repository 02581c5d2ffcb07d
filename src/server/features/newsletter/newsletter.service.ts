import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '../../../common/errors.ts';
import type { NewsletterStats } from '../../../common/newsletter.ts';
import type { Database } from '../../db/connect.ts';
import { newsletterSubscribers, users } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { hashToken, newToken } from '../../platform/tokens.ts';

export function createNewsletterService(deps: {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  businessName: () => Promise<string>;
}) {
  const { db, mailer, publicUrl } = deps;
  const active = and(
    isNotNull(newsletterSubscribers.confirmedAt),
    isNull(newsletterSubscribers.unsubscribedAt),
  );
  const unsubscribeUrl = (token: string) => `${publicUrl}/newsletter?unsubscribe=${token}`;

  /**
   * An account that proved this address keeps its marketing consent in step with the newsletter. An
   * unverified account may have typed someone else's address: the address's choice is not its own
   * (issue 34 §7), so its switch stays what its holder set.
   */
  async function syncConsent(email: string, on: boolean): Promise<void> {
    await db
      .update(users)
      .set({
        preferences: sql`jsonb_set(${users.preferences}, '{marketingEmails}', ${on ? 'true' : 'false'}::jsonb)`,
      })
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNotNull(users.emailVerifiedAt)));
  }

  return {
    /**
     * Double opt-in: nothing counts until the address confirms. A known, confirmed address gets no
     * second mail, and the caller cannot tell the cases apart.
     */
    async signUp(address: string): Promise<void> {
      const email = address.toLowerCase();
      const confirmToken = newToken();
      const [row] = await db
        .insert(newsletterSubscribers)
        .values({ email, confirmTokenHash: hashToken(confirmToken), unsubscribeToken: newToken() })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { confirmTokenHash: hashToken(confirmToken) },
          setWhere: sql`${newsletterSubscribers.confirmedAt} is null or ${newsletterSubscribers.unsubscribedAt} is not null`,
        })
        .returning({ id: newsletterSubscribers.id });
      if (!row) return;
      const name = await deps.businessName();
      await mailer.send({
        to: email,
        subject: `Confirm your subscription to ${name}`,
        text: [
          'Hello,',
          '',
          `Someone (we hope you) asked to receive the ${name} newsletter at this address.`,
          'Confirm your subscription here:',
          `${publicUrl}/newsletter?confirm=${confirmToken}`,
          '',
          'If it was not you, ignore this mail: you will not hear from us again.',
          name,
        ].join('\n'),
      });
    },

    async confirm(token: string): Promise<void> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ confirmedAt: new Date(), unsubscribedAt: null, confirmTokenHash: null })
        .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
        .returning({ email: newsletterSubscribers.email });
      if (rows.length === 0)
        throw badRequest(
          'This confirmation link is invalid or was already used.',
          undefined,
          ErrorCode.invalidToken,
        );
      await syncConsent(rows[0]!.email, true);
    },

    /**
     * A signed-in client's marketing-emails switch is their newsletter consent. On with a verified
     * address: subscribed at once (the account proved the address); on with an unverified one: the
     * double opt-in mail; off: unsubscribed.
     */
    async setConsent(email: string, on: boolean, emailVerified: boolean): Promise<void> {
      const address = email.toLowerCase();
      // An unproven address may be someone else's: its switch is the account's own preference only,
      // and turning it on asks the address itself (the double opt-in mail), as the public form does.
      if (!on && !emailVerified) return;
      if (!on) {
        await db
          .update(newsletterSubscribers)
          .set({ unsubscribedAt: new Date() })
          .where(and(eq(newsletterSubscribers.email, address), isNull(newsletterSubscribers.unsubscribedAt)));
        return;
      }
      if (!emailVerified) return this.signUp(address);
      await db
        .insert(newsletterSubscribers)
        .values({ email: address, confirmedAt: new Date(), unsubscribeToken: newToken() })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { confirmedAt: new Date(), unsubscribedAt: null, confirmTokenHash: null },
        });
    },

    /** One click, no sign-in: the link's token is the only key. Unknown tokens answer the same. */
    async unsubscribe(token: string): Promise<void> {
      const rows = await db
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: new Date() })
        .where(
          and(
            eq(newsletterSubscribers.unsubscribeToken, token),
            isNull(newsletterSubscribers.unsubscribedAt),
          ),
        )
        .returning({ email: newsletterSubscribers.email });
      if (rows[0]) await syncConsent(rows[0].email, false);
    },

    async stats(): Promise<NewsletterStats> {
      const [subscribed] = await db.select({ n: count() }).from(newsletterSubscribers).where(active);
      const [pending] = await db
        .select({ n: count() })
        .from(newsletterSubscribers)
        .where(isNull(newsletterSubscribers.confirmedAt));
      return { subscribers: subscribed?.n ?? 0, pending: pending?.n ?? 0 };
    },

    /** Mails every confirmed subscriber, each with their own one-click unsubscribe link and header. */
    async send(subject: string, text: string): Promise<number> {
      const rows = await db
        .select({ email: newsletterSubscribers.email, token: newsletterSubscribers.unsubscribeToken })
        .from(newsletterSubscribers)
        .where(active);
      for (const row of rows) {
        await mailer.send({
          to: row.email,
          subject,
          text: `${text}\n\n--\nUnsubscribe with one click: ${unsubscribeUrl(row.token)}`,
          headers: {
            'List-Unsubscribe': `<${publicUrl}/api/newsletter/unsubscribe?token=${row.token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      }
      return rows.length;
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;

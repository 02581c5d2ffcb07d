import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect.ts';
import { invites } from '../../db/schema/index.ts';
import type { MailAttachment } from '../../platform/mail.ts';
import { type InviteEvent, type InviteMethod, inviteText, type Organizer } from './invites.ics.ts';

/** The time window and place an invite said: a new one that differs is a change (a higher SEQUENCE). */
const snapshotOf = (event: InviteEvent) =>
  JSON.stringify({
    when:
      'date' in event.when ? event.when.date : [event.when.start.toISOString(), event.when.end.toISOString()],
    location: event.location ?? '',
  });

/**
 * Calendar invites for the confirmation mails of events, catering orders and dinner pickups (issue
 * 40 §4), mailed as `invite.ics`. One row per UID keeps the SEQUENCE: each change (date, time,
 * address) and the cancel raise it by one in the same statement that sees the change, so two
 * changes at once never mail the same number, and a mail that repeats the invite keeps it.
 */
export function createInvites(deps: { db: Database; publicUrl: string; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const host = new URL(deps.publicUrl).hostname;
  const uidOf = (event: Pick<InviteEvent, 'kind' | 'id'>) => `${event.kind}-${event.id}@${host}`;

  const attachment = (
    event: InviteEvent,
    organizer: Organizer,
    sequence: number,
    method: InviteMethod,
  ): MailAttachment => ({
    filename: 'invite.ics',
    contentType: `text/calendar; method=${method}`,
    content: Buffer.from(
      inviteText(event, organizer, { uid: uidOf(event), sequence, method, stamp: now() }),
      'utf8',
    ),
  });

  /** A changed (or reopened) invite's next SEQUENCE; null when it says what the last one said. */
  async function bumpIfChanged(uid: string, snapshot: string): Promise<number | null> {
    const [row] = await db
      .update(invites)
      .set({ sequence: sql`${invites.sequence} + 1`, snapshot, cancelled: false, updatedAt: now() })
      .where(
        and(eq(invites.uid, uid), or(eq(invites.cancelled, true), sql`${invites.snapshot} <> ${snapshot}`)),
      )
      .returning({ sequence: invites.sequence });
    return row?.sequence ?? null;
  }

  return {
    /**
     * The invite a confirmation mail carries: the first (SEQUENCE 0), an update when the date, time
     * or place changed since the last one (or it was cancelled), or the same one again.
     */
    async confirmation(event: InviteEvent, organizer: Organizer): Promise<MailAttachment> {
      const uid = uidOf(event);
      const snapshot = snapshotOf(event);
      const [created] = await db
        .insert(invites)
        .values({ uid, snapshot, sequence: 0, updatedAt: now() })
        .onConflictDoNothing()
        .returning({ sequence: invites.sequence });
      let sequence = created?.sequence ?? (await bumpIfChanged(uid, snapshot));
      if (sequence === null) {
        const [kept] = await db
          .select({ sequence: invites.sequence })
          .from(invites)
          .where(eq(invites.uid, uid));
        sequence = kept?.sequence ?? 0;
      }
      return attachment(event, organizer, sequence, 'REQUEST');
    },

    /**
     * What a later mail about the record carries: an update when it is still on and its date, time or
     * place changed (or it was reopened after a cancel), a cancel when it no longer takes place, and
     * nothing when no invite was ever mailed for it or nothing the invite says changed.
     */
    async change(
      event: InviteEvent,
      organizer: Organizer,
      takesPlace: boolean,
    ): Promise<MailAttachment | null> {
      const uid = uidOf(event);
      if (takesPlace) {
        const sequence = await bumpIfChanged(uid, snapshotOf(event));
        return sequence === null ? null : attachment(event, organizer, sequence, 'REQUEST');
      }
      const [cancelled] = await db
        .update(invites)
        .set({ sequence: sql`${invites.sequence} + 1`, cancelled: true, updatedAt: now() })
        .where(and(eq(invites.uid, uid), eq(invites.cancelled, false)))
        .returning({ sequence: invites.sequence });
      return cancelled ? attachment(event, organizer, cancelled.sequence, 'CANCEL') : null;
    },
  };
}

export type Invites = ReturnType<typeof createInvites>;

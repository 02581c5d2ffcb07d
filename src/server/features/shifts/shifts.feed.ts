import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNotNull } from 'drizzle-orm';
import { BUSINESS_TIME_ZONE } from '../../../common/business-time.ts';
import { CREW_ROLE_LABELS } from '../../../common/shifts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { crewMembers, shifts, users } from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import { businessCalendar, onBusinessClock } from '../../platform/icalendar.ts';
import type { LinkSigner } from '../../platform/link-signer.ts';
import { eventKey, eventLabels, goneEventName } from './shifts.events.ts';

/** How far back a feed reaches: recent shifts stay on the phone's calendar, older ones drop off. */
const FEED_DAYS_BACK = 60;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A staff member's private calendar feed (issue 38 §2), which Google Calendar and Outlook subscribe
 * to. Its token is the app's signature of a random nonce kept per person (so "My shifts" shows the
 * same URL each time); only the token's SHA-256 is looked up. Renewing draws a new nonce, and the old
 * URL answers 404 from then on.
 */
export function createFeed(deps: { db: Database; links: LinkSigner; publicUrl: string }) {
  const { db } = deps;

  const tokenOf = (userId: number, nonce: string) => deps.links.sign('shift-feed', String(userId), nonce);
  const urlOf = (token: string) => `${deps.publicUrl}/api/shifts/feed/${token}.ics`;

  async function issue(userId: number): Promise<string> {
    const nonce = randomBytes(16).toString('base64url');
    const token = await tokenOf(userId, nonce);
    await db
      .insert(crewMembers)
      .values({ userId, feedNonce: nonce, feedTokenHash: sha256(token) })
      .onConflictDoUpdate({
        target: crewMembers.userId,
        set: { feedNonce: nonce, feedTokenHash: sha256(token), updatedAt: new Date() },
      });
    return urlOf(token);
  }

  return {
    /** Their feed's URL, made the first time it is asked for. */
    async urlFor(userId: number): Promise<string> {
      const [crew] = await db.select().from(crewMembers).where(eq(crewMembers.userId, userId));
      if (crew?.feedNonce) return urlOf(await tokenOf(userId, crew.feedNonce));
      return issue(userId);
    },

    renew: issue,

    /** The feed's text, or 404 for a token that is not (or no longer) anyone's. */
    async calendar(token: string, businessName: string): Promise<string> {
      const [owner] = await db
        .select({ id: users.id, fullName: users.fullName, username: users.username })
        .from(crewMembers)
        .innerJoin(users, eq(users.id, crewMembers.userId))
        .where(and(isNotNull(crewMembers.feedTokenHash), eq(crewMembers.feedTokenHash, sha256(token))));
      if (!owner) throw notFound('Calendar feed not found: it may have been renewed.');
      const rows = await db
        .select()
        .from(shifts)
        .where(
          and(
            eq(shifts.staffId, owner.id),
            gte(shifts.endsAt, new Date(Date.now() - FEED_DAYS_BACK * 86_400_000)),
          ),
        )
        .orderBy(asc(shifts.startsAt), asc(shifts.id));
      const labels = await eventLabels(
        db,
        rows.map((r) => ({ kind: r.eventKind, id: r.eventId })),
      );
      const host = new URL(deps.publicUrl).hostname;
      const cal = businessCalendar({
        name: `${businessName} shifts: ${owner.fullName?.trim() || owner.username}`,
        prodId: { company: businessName, product: 'Shifts', language: 'EN' },
        // Calendar apps poll a subscription; an hour keeps a changed shift from waiting a day.
        ttl: 60 * 60,
      });
      for (const row of rows) {
        const ref = { kind: row.eventKind, id: row.eventId };
        const label = labels.get(eventKey(ref));
        cal.createEvent({
          id: `shift-${row.id}@${host}`,
          start: onBusinessClock(row.startsAt),
          end: onBusinessClock(row.endsAt),
          timezone: BUSINESS_TIME_ZONE,
          stamp: row.updatedAt,
          summary: `${CREW_ROLE_LABELS[row.role]} · ${label?.name ?? goneEventName(ref)}`,
          location: label?.location ?? null,
          description: row.response === 'accepted' ? 'Accepted' : 'Waiting for your answer in My shifts',
        });
      }
      return cal.toString();
    },
  };
}

export type Feed = ReturnType<typeof createFeed>;

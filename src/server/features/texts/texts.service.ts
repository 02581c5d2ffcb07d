import { and, asc, desc, eq, gte, inArray, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { toE164 } from '../../../common/phone-e164.ts';
import type { SmsOutboxResponse } from '../../../common/texts/schema.ts';
import type { Database } from '../../db/connect.ts';
import { smsConsents, smsOutbox, users } from '../../db/schema/index.ts';
import { createConsents } from './texts.consent.ts';
import type { TextGateway } from './texts.gateway.ts';
import { businessDayBounds, DAILY_TEXT_CAP, sendTimeFor } from './texts.rules.ts';
import type {
  ConsentInput,
  ConsentOutcome,
  SmsConsentRecord,
  TextOutcome,
  TextRequest,
} from './texts.types.ts';

/** Texts the phone's owner asked for (STOP/START confirmations): neither consent nor the cap hold them. */
const CONFIRMATIONS = ['stop-confirmation', 'start-confirmation'];
const LIST_LIMIT = 200;

/**
 * The texts feature's service: consent, quiet hours, the daily cap and the one text per record,
 * then the gateway. Every text is a row of sms_outbox first, so the owner sees what was sent.
 */
export function createTextsService(deps: {
  db: Database;
  gateway: TextGateway;
  log: { warn: (o: object, m: string) => void };
}) {
  const { db, gateway } = deps;
  const consents = createConsents(db);
  const enabled = gateway.name !== 'off';

  /** Hands a stored row to the gateway and writes down what it said. */
  async function deliver(id: number, to: string, body: string): Promise<void> {
    const result = await gateway.send(to, body);
    await db
      .update(smsOutbox)
      .set({ status: result.status, gatewayId: result.gatewayId, error: result.error ?? null })
      .where(eq(smsOutbox.id, id));
    if (result.status === 'failed')
      deps.log.warn({ smsId: id, error: result.error }, 'a text was refused by the gateway');
  }

  /** The number a request texts: the one it names, else the account's; null when there is none valid. */
  async function numberFor(request: TextRequest): Promise<{ to: string | null; accountOff: boolean }> {
    if (request.userId === null) return { to: toE164(request.phone), accountOff: false };
    const [user] = await db
      .select({ phone: users.phone, preferences: users.preferences })
      .from(users)
      .where(eq(users.id, request.userId));
    return {
      to: toE164(request.phone ?? user?.phone),
      accountOff: !user?.preferences.smsNotifications,
    };
  }

  /**
   * Stores the text (scheduled in quiet hours) unless the number's day already holds the cap or the
   * same reason and record was texted; the number's lock makes the count and the insert one step
   * across instances.
   */
  async function store(
    to: string,
    request: TextRequest,
    now: Date,
    options: { capped: boolean },
  ): Promise<TextOutcome> {
    const { sendAt, held } = sendTimeFor(now);
    const stored = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${to}`}))`);
      if (options.capped) {
        const day = businessDayBounds(sendAt);
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(smsOutbox)
          .where(
            and(
              eq(smsOutbox.to, to),
              gte(smsOutbox.sendAt, day.start),
              lt(smsOutbox.sendAt, day.end),
              ne(smsOutbox.status, 'failed'),
              notInArray(smsOutbox.reason, CONFIRMATIONS),
            ),
          );
        if ((count?.n ?? 0) >= DAILY_TEXT_CAP) return 'daily-cap' as const;
      }
      const [row] = await tx
        .insert(smsOutbox)
        .values({
          to,
          body: request.body,
          status: held ? 'scheduled' : 'queued',
          reason: request.reason,
          recordKey: request.recordKey,
          userId: request.userId,
          createdAt: now,
          sendAt,
        })
        .onConflictDoNothing()
        .returning({ id: smsOutbox.id });
      return row ?? ('duplicate' as const);
    });
    if (typeof stored === 'string') return { outcome: 'skipped', why: stored };
    if (held) return { outcome: 'scheduled', id: stored.id, to, sendAt: sendAt.toISOString() };
    await deliver(stored.id, to, request.body);
    return { outcome: 'queued', id: stored.id, to };
  }

  /** Whether a held text may still go: its number still opted in, and its account's switch still on. */
  async function consentHolds(to: string, userId: number | null): Promise<boolean> {
    if ((await consents.stateOf(to)) !== 'in') return false;
    if (userId === null) return true;
    const [user] = await db
      .select({ preferences: users.preferences })
      .from(users)
      .where(eq(users.id, userId));
    return user?.preferences.smsNotifications ?? false;
  }

  async function queue(request: TextRequest, now = new Date()): Promise<TextOutcome> {
    if (!enabled) return { outcome: 'skipped', why: 'texts-off' };
    const { to, accountOff } = await numberFor(request);
    if (!to) return { outcome: 'skipped', why: 'no-phone' };
    const state = await consents.stateOf(to);
    if (state === 'out') return { outcome: 'skipped', why: 'opted-out' };
    if (state === 'none' || accountOff) return { outcome: 'skipped', why: 'no-consent' };
    return store(to, request, now, { capped: true });
  }

  /**
   * A reply the phone's owner asked for (STOP/START): sent at once, whatever the hour or the count,
   * unless the gateway replies to the keywords itself (Twilio).
   */
  async function confirm(to: string, body: string, reason: string, now: Date): Promise<void> {
    if (!enabled || gateway.repliesToKeywords) return;
    const [row] = await db
      .insert(smsOutbox)
      .values({
        to,
        body,
        status: 'queued',
        reason,
        recordKey: `${to}:${now.getTime()}`,
        createdAt: now,
        sendAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: smsOutbox.id });
    if (row) await deliver(row.id, to, body);
  }

  /**
   * The texts held by quiet hours whose time has come. Each row is claimed by moving it from
   * scheduled to queued: the instance whose update lands sends it, another finds it gone.
   */
  async function sendScheduled(now = new Date()): Promise<number> {
    const due = await db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(and(eq(smsOutbox.status, 'scheduled'), lte(smsOutbox.sendAt, now)))
      .orderBy(smsOutbox.sendAt, smsOutbox.id)
      .limit(100);
    let sent = 0;
    for (const { id } of due) {
      const [claimed] = await db
        .update(smsOutbox)
        .set({ status: 'queued' })
        .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'scheduled')))
        .returning({ to: smsOutbox.to, body: smsOutbox.body, userId: smsOutbox.userId });
      if (!claimed) continue;
      // A STOP (or the switch turned off) overnight wins over the text held until morning.
      if (!(await consentHolds(claimed.to, claimed.userId))) {
        await db
          .update(smsOutbox)
          .set({ status: 'failed', error: 'Not sent: consent was withdrawn before its send time.' })
          .where(eq(smsOutbox.id, id));
        continue;
      }
      await deliver(id, claimed.to, claimed.body);
      sent += 1;
    }
    return sent;
  }

  /**
   * Twilio's delivery-status callback: the row of that message moves on. A late `sent` never undoes
   * `delivered` (callbacks may arrive out of order).
   */
  async function updateStatus(
    gatewayId: string,
    status: 'queued' | 'sent' | 'delivered' | 'failed',
    error: string | null,
  ): Promise<boolean> {
    const rows = await db
      .update(smsOutbox)
      .set({ status, ...(error ? { error } : {}) })
      .where(
        and(
          eq(smsOutbox.gatewayId, gatewayId),
          status === 'delivered' || status === 'failed' ? undefined : ne(smsOutbox.status, 'delivered'),
        ),
      )
      .returning({ id: smsOutbox.id });
    return rows.length > 0;
  }

  /**
   * Consent given or withdrawn on a form (checkout, the quote wizard, the profile's switch), for the
   * number given or the account's phone; the account's `smsNotifications` switch follows. Answers
   * 'no-phone' (and records nothing) when there is no number texts can reach.
   */
  async function phoneOf(input: Pick<ConsentInput, 'userId' | 'phone'>): Promise<string | null> {
    if (input.phone || input.userId === null) return toE164(input.phone);
    const [user] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, input.userId));
    return toE164(user?.phone);
  }

  async function recordConsent(input: ConsentInput, now = new Date()): Promise<ConsentOutcome> {
    const to = await phoneOf(input);
    if (!to) return { ok: false, why: 'no-phone' };
    if (input.optIn) await consents.optIn(to, input.source, input.userId, now);
    else await consents.optOut(to, input.source, input.userId, now);
    if (input.userId !== null) {
      await db
        .update(users)
        .set({
          preferences: sql`${users.preferences} || ${JSON.stringify({ smsNotifications: input.optIn })}::jsonb`,
        })
        .where(eq(users.id, input.userId));
    }
    return { ok: true, phone: to };
  }

  /**
   * The consent records of a person's numbers (their data export): those their account gave, and
   * those of the numbers given (the account's phone, their orders' and proposals'), read as E.164.
   */
  async function consentsOf(input: {
    userId: number;
    phones: (string | null)[];
  }): Promise<SmsConsentRecord[]> {
    const numbers = [
      ...new Set(input.phones.map((phone) => toE164(phone)).filter((phone) => phone !== null)),
    ];
    const rows = await db
      .select()
      .from(smsConsents)
      .where(
        numbers.length > 0
          ? or(eq(smsConsents.userId, input.userId), inArray(smsConsents.phone, numbers))
          : eq(smsConsents.userId, input.userId),
      )
      .orderBy(asc(smsConsents.phone));
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return rows.map((row) => ({
      phone: row.phone,
      status: row.status,
      source: row.source,
      optedInAt: iso(row.optedInAt),
      optedInSource: row.optedInSource,
      optedOutAt: iso(row.optedOutAt),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  /** The admin's list, newest first. */
  async function list(): Promise<SmsOutboxResponse> {
    const rows = await db
      .select({
        to: smsOutbox.to,
        body: smsOutbox.body,
        status: smsOutbox.status,
        createdAt: smsOutbox.createdAt,
        sendAt: smsOutbox.sendAt,
      })
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(LIST_LIMIT);
    return {
      items: rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        sendAt: row.sendAt.toISOString(),
      })),
    };
  }

  return {
    enabled,
    gateway: gateway.name,
    consents,
    queue,
    phoneOf,
    recordConsent,
    consentsOf,
    confirm,
    sendScheduled,
    updateStatus,
    list,
  };
}

export type TextsService = ReturnType<typeof createTextsService>;

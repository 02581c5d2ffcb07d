import { eq } from 'drizzle-orm';
import { changedFields } from '../../../common/audit/changes.ts';
import type { PublicUser } from '../../../common/auth.ts';
import { businessClock } from '../../../common/business-time.ts';
import { ErrorCode } from '../../../common/errors.ts';
import {
  DEFAULT_FEATURES,
  LEAD_TIMES_MESSAGE,
  leadTimesInOrder,
  mergeSwitches,
  type ServiceName,
  type SiteSwitches,
  SiteSwitchesSchema,
  type SwitchesPatch,
  serviceOffMessage,
} from '../../../common/switches/schema.ts';
import type { Database } from '../../db/connect.ts';
import { settings } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { badRequest, conflict, forbidden } from '../../platform/errors.ts';
import { actorOrSystem, recordAudit } from '../audit/audit.record.ts';

const FEATURES_KEY = 'features';

/** The holidays the demo business is closed on, month and day, with the words its calendar shows. */
const DEMO_HOLIDAYS = [
  { monthDay: '12-25', reason: 'Christmas Day' },
  { monthDay: '01-01', reason: "New Year's Day" },
] as const;

/**
 * Demo data: the next Christmas Day and New Year's Day as blackout dates, so the demo shows a
 * recurring order skipping them (issue 34 §4). Only before an admin saved any switch: a stored
 * record is the owner's and stays as it is.
 */
export async function seedDemoHolidays(db: Database, now = new Date()): Promise<void> {
  const today = businessClock(now).date;
  const year = Number(today.slice(0, 4));
  const blackoutDates = DEMO_HOLIDAYS.map(({ monthDay, reason }) => {
    const thisYear = `${year}-${monthDay}`;
    return { date: thisYear >= today ? thisYear : `${year + 1}-${monthDay}`, reason };
  }).sort((a, b) => a.date.localeCompare(b.date));
  const value = mergeSwitches(DEFAULT_FEATURES, { bookNow: { blackoutDates } });
  await db.insert(settings).values({ key: FEATURES_KEY, value }).onConflictDoNothing();
}

/**
 * The Feature Manager's switches, one settings record. Every booking and every public page reads
 * them, so they are kept in memory and dropped on any settings change (on every instance, through
 * the change feed). Server-rendered pages embed them, so their cached HTML changes with them.
 */
export function createSwitchService(db: Database, changes: ChangeFeed) {
  let cached: SiteSwitches | undefined;
  changes.subscribe('settings', () => {
    cached = undefined;
  });

  async function get(): Promise<SiteSwitches> {
    if (cached) return cached;
    const [row] = await db.select().from(settings).where(eq(settings.key, FEATURES_KEY));
    // A record written by an older release may miss newer fields: the defaults fill them in.
    const stored = SiteSwitchesSchema.safeParse(
      row ? mergeSwitches(DEFAULT_FEATURES, row.value as SwitchesPatch) : DEFAULT_FEATURES,
    );
    cached = stored.success ? stored.data : DEFAULT_FEATURES;
    return cached;
  }

  return {
    get,

    /** Saves a Feature Manager tab; the audit trail keeps the fields that changed, and who. */
    async update(patch: SwitchesPatch, by?: PublicUser | null): Promise<SiteSwitches> {
      // Two admins saving different tabs at once: the row lock keeps both changes.
      const value = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(settings).where(eq(settings.key, FEATURES_KEY)).for('update');
        const current = row ? mergeSwitches(DEFAULT_FEATURES, row.value as SwitchesPatch) : DEFAULT_FEATURES;
        const next = SiteSwitchesSchema.parse(mergeSwitches(current, patch));
        // Checked on the merged record: a patch may send only one of the two lead times.
        if (!leadTimesInOrder(next.bookNow)) {
          throw badRequest(LEAD_TIMES_MESSAGE, { 'bookNow.recommendedLeadHours': LEAD_TIMES_MESSAGE });
        }
        await tx
          .insert(settings)
          .values({ key: FEATURES_KEY, value: next })
          .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: new Date() } });
        const changes = changedFields(current, next);
        if (changes) {
          await recordAudit(tx, {
            actor: actorOrSystem(by),
            action: 'updated',
            entity: 'settings',
            entityId: FEATURES_KEY,
            ...changes,
          });
        }
        return next;
      });
      cached = undefined;
      changes.publish('settings');
      return value;
    },

    /** Refuses new requests for a service an admin switched off (existing data stays). */
    async assertServiceOn(service: ServiceName): Promise<void> {
      const features = await get();
      if (!features.services[service].enabled)
        throw conflict(serviceOffMessage(service), undefined, ErrorCode.serviceOff);
    },

    /** Training set to Admin Only is refused to everyone else, on the server as well as in the menus. */
    async assertTrainingOpenTo(user: PublicUser | null): Promise<void> {
      const { training } = (await get()).services;
      if (training.visibility === 'admin' && user?.role !== 'admin') {
        throw forbidden('Chef training is open to administrators only right now.');
      }
    },
  };
}

export type SwitchService = ReturnType<typeof createSwitchService>;

import { eq } from 'drizzle-orm';
import { changedFields } from '../../../common/audit/changes.ts';
import type { PublicUser } from '../../../common/auth.ts';
import {
  DEFAULT_TRUCK_SCHEDULE,
  sortStops,
  type TruckLocation,
  type TruckSchedule,
  TruckScheduleSchema,
  truckLocation,
} from '../../../common/truck.ts';
import type { Database } from '../../db/connect.ts';
import { settings } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { actorOrSystem, recordAudit } from '../audit/audit.record.ts';

const TRUCK_KEY = 'truck-schedule';
/** Before an admin sets the truck's week (DEMO_DATA off): no stops and no demo address. */
const NO_SCHEDULE: TruckSchedule = { homeBase: '', stops: [] };

/** With DEMO_DATA on, the demo week is stored like an admin's would be, once. */
export async function seedDemoTruckSchedule(db: Database): Promise<void> {
  await db.insert(settings).values({ key: TRUCK_KEY, value: DEFAULT_TRUCK_SCHEDULE }).onConflictDoNothing();
}

/** The weekly schedule is one small record an admin edits as a whole; it is read on every truck page view. */
export function createTruckService(db: Database, options: { now?: () => Date; changes?: ChangeFeed } = {}) {
  const now = options.now ?? (() => new Date());
  let cached: TruckSchedule | undefined;

  async function getSchedule(): Promise<TruckSchedule> {
    if (cached) return cached;
    const [row] = await db.select().from(settings).where(eq(settings.key, TRUCK_KEY));
    const parsed = TruckScheduleSchema.safeParse(row?.value);
    cached = parsed.success ? parsed.data : NO_SCHEDULE;
    return cached;
  }

  return {
    getSchedule,

    async getLocation(): Promise<TruckLocation> {
      return truckLocation(await getSchedule(), now());
    },

    /** Saves the week; the audit trail keeps the fields that changed, and who (decision 0099). */
    async updateSchedule(schedule: TruckSchedule, by?: PublicUser | null): Promise<TruckSchedule> {
      const value = { ...schedule, stops: sortStops(schedule.stops) };
      await db.transaction(async (tx) => {
        const [stored] = await tx.select().from(settings).where(eq(settings.key, TRUCK_KEY)).for('update');
        await tx
          .insert(settings)
          .values({ key: TRUCK_KEY, value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
        const changes = changedFields(stored?.value ?? NO_SCHEDULE, JSON.parse(JSON.stringify(value)));
        if (changes) {
          await recordAudit(tx, {
            actor: actorOrSystem(by),
            action: 'updated',
            entity: 'settings',
            entityId: TRUCK_KEY,
            ...changes,
          });
        }
      });
      cached = value;
      // Rendered pages embed today's stop, and other instances keep their own copy.
      options.changes?.publish('settings');
      return value;
    },
  };
}

export type TruckService = ReturnType<typeof createTruckService>;

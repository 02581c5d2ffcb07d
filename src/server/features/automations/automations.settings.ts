import { eq } from 'drizzle-orm';
import { AUTOMATION_KEYS, type Automation, type AutomationKey } from '../../../common/automations/schema.ts';
import type { Database } from '../../db/connect.ts';
import { automations } from '../../db/schema/index.ts';
import { DEFAULT_AUTOMATIONS } from './automations.defaults.ts';

type Row = typeof automations.$inferSelect;

const toAutomation = (key: AutomationKey, row: Row | undefined): Automation =>
  row
    ? {
        key,
        enabled: row.enabled,
        days: row.days,
        mailSubject: row.mailSubject,
        mailBody: row.mailBody,
        textBody: row.textBody,
      }
    : { key, ...DEFAULT_AUTOMATIONS[key] };

/** The owner's automations: each saved row, else its defaults. Read from the database at each use. */
export function createAutomationSettings(db: Database) {
  return {
    async list(): Promise<Automation[]> {
      const rows = await db.select().from(automations);
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return AUTOMATION_KEYS.map((key) => toAutomation(key, byKey.get(key)));
    },

    async get(key: AutomationKey): Promise<Automation> {
      const [row] = await db.select().from(automations).where(eq(automations.key, key));
      return toAutomation(key, row);
    },

    async save(automation: Automation): Promise<Automation> {
      const { key, ...fields } = automation;
      await db
        .insert(automations)
        .values({ key, ...fields, updatedAt: new Date() })
        .onConflictDoUpdate({ target: automations.key, set: { ...fields, updatedAt: new Date() } });
      return automation;
    },
  };
}

export type AutomationSettings = ReturnType<typeof createAutomationSettings>;

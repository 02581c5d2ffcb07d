import { eq } from 'drizzle-orm';
import { type BusinessIdentity, BusinessIdentitySchema, DEFAULT_BUSINESS } from '../../../common/business.ts';
import type { Database } from '../../db/connect.ts';
import { settings } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';

const BUSINESS_KEY = 'business';

/** The business identity is read on most pages and in every mail, so it is kept in memory. */
export function createSettingsService(db: Database, changes: ChangeFeed) {
  let cachedBusiness: BusinessIdentity | undefined;
  changes.subscribe('settings', () => {
    cachedBusiness = undefined;
  });

  return {
    async getBusiness(): Promise<BusinessIdentity> {
      if (cachedBusiness) return cachedBusiness;
      const [row] = await db.select().from(settings).where(eq(settings.key, BUSINESS_KEY));
      const parsed = BusinessIdentitySchema.safeParse(row?.value);
      cachedBusiness = parsed.success ? parsed.data : DEFAULT_BUSINESS;
      return cachedBusiness;
    },

    async updateBusiness(value: BusinessIdentity): Promise<BusinessIdentity> {
      await db
        .insert(settings)
        .values({ key: BUSINESS_KEY, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
      changes.publish('settings');
      return value;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

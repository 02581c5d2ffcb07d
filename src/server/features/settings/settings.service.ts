import { eq } from 'drizzle-orm';
import {
  type BusinessIdentity,
  BusinessIdentitySchema,
  type BusinessSettingsInput,
  DEFAULT_BUSINESS,
} from '../../../common/business.ts';
import { OfferSchema } from '../../../common/offer/schema.ts';
import type { Database } from '../../db/connect.ts';
import { settings } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';

const BUSINESS_KEY = 'business';

/**
 * The business identity and its offer, read on most pages, in every mail and by quote pricing, so
 * kept in memory. A record saved before the offer existed (or an unreadable offer) gets the default offer.
 */
export function createSettingsService(db: Database, changes: ChangeFeed) {
  let cachedBusiness: BusinessIdentity | undefined;
  changes.subscribe('settings', () => {
    cachedBusiness = undefined;
  });

  async function getBusiness(): Promise<BusinessIdentity> {
    if (cachedBusiness) return cachedBusiness;
    const [row] = await db.select().from(settings).where(eq(settings.key, BUSINESS_KEY));
    const identity = BusinessIdentitySchema.safeParse(row?.value);
    const offer = OfferSchema.safeParse((row?.value as { offer?: unknown } | undefined)?.offer);
    cachedBusiness = identity.success
      ? { ...identity.data, offer: offer.success ? offer.data : DEFAULT_BUSINESS.offer }
      : DEFAULT_BUSINESS;
    return cachedBusiness;
  }

  return {
    getBusiness,

    async updateBusiness(input: BusinessSettingsInput): Promise<BusinessIdentity> {
      const value: BusinessIdentity = { ...input, offer: input.offer ?? (await getBusiness()).offer };
      await db
        .insert(settings)
        .values({ key: BUSINESS_KEY, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
      cachedBusiness = undefined;
      changes.publish('settings');
      return value;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

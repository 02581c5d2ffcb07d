import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { changedFields } from '../../../common/audit/changes.ts';
import type { PublicUser } from '../../../common/auth.ts';
import {
  type BusinessIdentity,
  BusinessIdentitySchema,
  type BusinessSettingsInput,
  DEFAULT_BUSINESS,
  UNCONFIGURED_BUSINESS,
} from '../../../common/business.ts';
import { pickupHoursProblem } from '../../../common/offer/pickup-hours.ts';
import { OfferSchema, withDefaultZones } from '../../../common/offer/schema.ts';
import type { Database } from '../../db/connect.ts';
import { settings } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../platform/change-feed.ts';
import { badRequest } from '../../platform/errors.ts';
import { actorOrSystem, recordAudit } from '../audit/audit.record.ts';

/** The business record as stored: the input rules, except that an older phone is kept as written. */
const StoredIdentitySchema = BusinessIdentitySchema.extend({ phone: z.string().trim().max(40) });

const BUSINESS_KEY = 'business';
const FEATURES_KEY = 'features';

/** The Feature Manager's Instagram link in its stored record (the one source, docs/decisions/0025). */
function featuresInstagram(value: unknown): string {
  const link = (value as { social?: { instagram?: unknown } } | undefined)?.social?.instagram;
  return typeof link === 'string' ? link : '';
}

/** With DEMO_DATA on, the demo identity is stored like an admin's would be, once. */
export async function seedDemoBusiness(db: Database): Promise<void> {
  const { instagram: _feature, ...identity } = DEFAULT_BUSINESS;
  await db.insert(settings).values({ key: BUSINESS_KEY, value: identity }).onConflictDoNothing();
}

/** The business identity is read on most pages and in every mail, so it is kept in memory. */
export function createSettingsService(db: Database, changes: ChangeFeed, log: FastifyBaseLogger) {
  let cachedBusiness: BusinessIdentity | undefined;
  changes.subscribe('settings', () => {
    cachedBusiness = undefined;
  });

  /** What is stored, or a blank identity (never the demo's) with a log line saying why. */
  async function readBusiness(): Promise<BusinessIdentity> {
    const rows = await db
      .select()
      .from(settings)
      .where(inArray(settings.key, [BUSINESS_KEY, FEATURES_KEY]));
    const row = rows.find((r) => r.key === BUSINESS_KEY);
    const instagram = featuresInstagram(rows.find((r) => r.key === FEATURES_KEY)?.value);
    if (!row) {
      log.warn('business settings are missing: the site shows a blank identity until an admin saves it');
      return { ...UNCONFIGURED_BUSINESS, instagram };
    }
    // Read as stored: a phone saved before the one phone rule still shows.
    const parsed = StoredIdentitySchema.safeParse(row.value);
    // A record saved before the offer existed (or with an unreadable offer) gets the default offer.
    const offer = OfferSchema.safeParse(
      withDefaultZones((row.value as { offer?: unknown } | undefined)?.offer),
    );
    if (parsed.success) {
      return { ...parsed.data, instagram, offer: offer.success ? offer.data : DEFAULT_BUSINESS.offer };
    }
    log.error(
      { issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
      'business settings are unreadable: the site shows a blank identity until an admin saves them again',
    );
    return { ...UNCONFIGURED_BUSINESS, instagram };
  }

  async function getBusiness(): Promise<BusinessIdentity> {
    cachedBusiness ??= await readBusiness();
    return cachedBusiness;
  }

  return {
    getBusiness,

    /** Saves the business details and offer; the audit trail keeps the fields that changed, and who. */
    async updateBusiness(input: BusinessSettingsInput, by?: PublicUser | null): Promise<BusinessIdentity> {
      const current = await getBusiness();
      const value = { ...input, offer: input.offer ?? current.offer };
      // Pickup hours lie inside the posted hours, whichever of the two this save changes (issue 30 §4).
      const problem = pickupHoursProblem(value.offer.dinnerPickup.hours, value.hours);
      if (problem) throw badRequest(problem, { 'dinnerPickup.hours': problem, hours: problem });
      await db.transaction(async (tx) => {
        const [stored] = await tx.select().from(settings).where(eq(settings.key, BUSINESS_KEY)).for('update');
        await tx
          .insert(settings)
          .values({ key: BUSINESS_KEY, value })
          .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
        // Read back as JSON would store it: a key left undefined is no change.
        const changes = changedFields(stored?.value ?? {}, JSON.parse(JSON.stringify(value)));
        if (changes) {
          await recordAudit(tx, {
            actor: actorOrSystem(by),
            action: 'updated',
            entity: 'settings',
            entityId: BUSINESS_KEY,
            ...changes,
          });
        }
      });
      cachedBusiness = undefined;
      changes.publish('settings');
      return { ...value, instagram: current.instagram };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

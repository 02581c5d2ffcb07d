import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BusinessIdentity } from '../../src/common/business.ts';
import { DEFAULT_BUSINESS } from '../../src/common/business.ts';
import type { SiteSwitches } from '../../src/common/switches/schema.ts';
import { settings } from '../../src/server/db/schema/index.ts';
import { signedInTestApp } from '../helpers/test-app.ts';

// One source for each setting (docs/decisions/0025): the Feature Manager's lead times and Instagram link.
const t = signedInTestApp();

const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>();
const send = (method: 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: t.admin }, payload });

describe('the Feature Manager is the one source of the lead times and the Instagram link', () => {
  it('shows its Instagram link with the business details and in the home page JSON-LD', async () => {
    expect(
      (
        await send('PATCH', '/api/features', {
          social: { instagram: 'https://www.instagram.com/hearth.one' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await get<BusinessIdentity>('/api/settings/business')).instagram).toBe(
      'https://www.instagram.com/hearth.one',
    );
    await send('PATCH', '/api/features', { social: { instagram: '' } });
    expect((await get<BusinessIdentity>('/api/settings/business')).instagram).toBe('');
  });

  it('ignores an Instagram link sent with the business details', async () => {
    await send('PATCH', '/api/features', { social: { instagram: 'https://www.instagram.com/kept' } });
    const current = await get<BusinessIdentity>('/api/settings/business');
    const saved = await send('PUT', '/api/settings/business', {
      ...current,
      instagram: 'https://www.instagram.com/elsewhere',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().instagram).toBe('https://www.instagram.com/kept');
    expect((await get<SiteSwitches>('/api/features')).social.instagram).toBe(
      'https://www.instagram.com/kept',
    );
  });

  it("names the Feature Manager's recommended lead time in the booking refusal, not the offer's", async () => {
    await send('PATCH', '/api/features', { bookNow: { minLeadHours: 48, recommendedLeadHours: 120 } });
    const tomorrow = new Date(Date.now() + 30 * 3_600_000).toISOString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: {
        eventType: 'wedding',
        eventDate: tomorrow,
        guestCount: 80,
        menuPackage: 'full-service',
        contactName: 'Riley Visitor',
        contactEmail: 'riley@example.com',
        contactPhone: '215-555-0100',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please book at least 48 hours ahead (we recommend at least 120 hours).');
    // The offer no longer carries hours of its own.
    const offer = (await get<BusinessIdentity>('/api/settings/business')).offer;
    expect(offer.booking).toEqual({ weeksAhead: '2-3', largeEventWeeksAhead: '4-6' });
    await send('PATCH', '/api/features', { bookNow: { minLeadHours: 24, recommendedLeadHours: 72 } });
  });

  it('carries values saved in the business settings before into the Feature Manager (migration 0013)', async () => {
    // A database as an older release left it: lead times in the offer, Instagram (http) in the identity.
    const legacy = {
      ...DEFAULT_BUSINESS,
      instagram: 'http://www.instagram.com/old.page',
      offer: {
        ...DEFAULT_BUSINESS.offer,
        booking: { ...DEFAULT_BUSINESS.offer.booking, minHours: 36, recommendedHours: 96 },
      },
    };
    await t.db.execute(
      sql`update settings set value = ${JSON.stringify(legacy)}::jsonb where key = 'business'`,
    );
    await t.db.execute(
      sql`update settings set value = ${JSON.stringify({ services: { brunch: { enabled: false } } })}::jsonb where key = 'features'`,
    );
    const migration = fs.readFileSync('src/server/db/migrations/0013_one-source-settings.sql', 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    await send('PATCH', '/api/features', {}); // drops every instance's cached settings

    const features = await get<SiteSwitches>('/api/features');
    expect(features.social.instagram).toBe('https://www.instagram.com/old.page');
    expect(features.bookNow).toMatchObject({ minLeadHours: 36, recommendedLeadHours: 96 });
    expect(features.services.brunch.enabled).toBe(false); // what the Feature Manager had stays
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'business'));
    const stored = row!.value as { instagram?: string; offer: { booking: object } };
    expect(stored).not.toHaveProperty('instagram');
    expect(stored.offer.booking).toEqual({ weeksAhead: '2-3', largeEventWeeksAhead: '4-6' });

    // Run again (or with the Feature Manager's own values), nothing is overwritten.
    await t.db.execute(
      sql`update settings set value = ${JSON.stringify(legacy)}::jsonb where key = 'business'`,
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    await send('PATCH', '/api/features', {});
    expect((await get<SiteSwitches>('/api/features')).bookNow.minLeadHours).toBe(36);
  });
});

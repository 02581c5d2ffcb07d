import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { settings, users } from '../../src/server/db/schema/index.ts';
import { newAccount, registerAccount } from '../helpers/auth-flows.ts';
import { signedInTestApp, signIn } from '../helpers/test-app.ts';
import { eventCount, historyOf, saveBusiness, shape, withAuditWritesFailing } from './audit.fixtures.ts';
import { inject } from './loyalty.fixtures.ts';

/** Issue 36 §3: the offer, settings, dishes, staff and clients' accounts in the audit trail. */

const t = signedInTestApp();
const ADMIN = { id: expect.any(Number), name: 'Morgan Hale', role: 'admin' };

describe('settings and the offer', () => {
  it('a save keeps only the fields it changed (tax, a zone fee, hours), and who saved it', async () => {
    const res = await saveBusiness(t.app, t.admin, (s) => ({
      ...s,
      hours: s.hours.map((h, i) => (i === 0 ? { ...h, time: '8:00 AM - 9:00 PM' } : h)),
      offer: {
        ...s.offer!,
        taxRate: 6.5,
        delivery: {
          ...s.offer!.delivery,
          zones: s.offer!.delivery.zones.map((zone, i) => (i === 0 ? { ...zone, fee: '22.50' } : zone)),
        },
      },
    }));
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await historyOf(t.app, t.admin, 'settings', 'business');
    expect(shape(event!)).toEqual({
      actor: ADMIN,
      action: 'updated',
      entity: 'settings',
      entityId: 'business',
      before: {
        'hours.0.time': expect.not.stringMatching(/^8:00 AM - 9:00 PM$/),
        'offer.taxRate': expect.any(Number),
        'offer.delivery.zones.0.fee': expect.not.stringMatching(/^22\.50$/),
      },
      after: {
        'hours.0.time': '8:00 AM - 9:00 PM',
        'offer.taxRate': 6.5,
        'offer.delivery.zones.0.fee': '22.50',
      },
    });
  });

  it('a save that changes nothing, or that is refused, writes no event', async () => {
    const count = await eventCount(t.db);
    expect((await saveBusiness(t.app, t.admin, (s) => s)).statusCode).toBe(200);
    const refused = await saveBusiness(t.app, t.admin, (s) => ({
      ...s,
      offer: { ...s.offer!, taxRate: 99 },
    }));
    expect(refused.statusCode).toBe(400);
    expect(await eventCount(t.db)).toBe(count);
  });

  it('a save whose event cannot be written is not stored either', async () => {
    const failed = await withAuditWritesFailing(t.db, () =>
      saveBusiness(t.app, t.admin, (s) => ({ ...s, offer: { ...s.offer!, taxRate: 4 } })),
    );
    expect(failed.statusCode).toBe(500);
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'business'));
    expect((row!.value as { offer: { taxRate: number } }).offer.taxRate).not.toBe(4);
  });

  it('the Feature Manager and the payment instructions are settings records of their own', async () => {
    const features = await inject(t.app, 'PATCH', '/api/features', t.admin, {
      bookNow: { maxEventsPerDay: 12 },
    });
    expect(features.statusCode, features.body).toBe(200);
    expect((await historyOf(t.app, t.admin, 'settings', 'features')).map(shape)[0]).toEqual(
      expect.objectContaining({
        actor: ADMIN,
        before: { 'bookNow.maxEventsPerDay': null },
        after: { 'bookNow.maxEventsPerDay': 12 },
      }),
    );
    const read = await inject(t.app, 'GET', '/api/settings/payment-instructions', t.admin);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/payment-instructions',
      headers: { cookie: t.admin },
      payload: { ...read.json<object>(), check: 'Payable to Hearth & Table LLC' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [event] = await historyOf(t.app, t.admin, 'settings', 'payment-instructions');
    expect(event?.after).toEqual({ check: 'Payable to Hearth & Table LLC' });
    const truck = (await inject(t.app, 'GET', '/api/truck/schedule', t.admin)).json<{ homeBase: string }>();
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/truck/schedule',
      headers: { cookie: t.admin },
      payload: { ...truck, homeBase: '30th Street Station, Philadelphia' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await historyOf(t.app, t.admin, 'settings', 'truck-schedule')).map(shape)[0]).toEqual(
      expect.objectContaining({
        actor: ADMIN,
        before: { homeBase: truck.homeBase },
        after: { homeBase: '30th Street Station, Philadelphia' },
      }),
    );
    // Every settings record together, newest first: the settings page's history.
    const all = await historyOf(t.app, t.admin, 'settings');
    expect(all.slice(0, 3).map((e) => e.entityId)).toEqual([
      'truck-schedule',
      'payment-instructions',
      'features',
    ]);
  });
});

describe('dishes', () => {
  it("a dish's price change reads as amounts before and after, and who changed it", async () => {
    const dish = t.dish('Classic Caesar Salad');
    const res = await inject(t.app, 'PATCH', `/api/menu-items/${dish.id}`, t.admin, {
      prices: { ...dish.prices, halfPanCents: (dish.prices.halfPanCents ?? 0) + 500 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = await historyOf(t.app, t.admin, 'menu-item', dish.id);
    expect(shape(event!)).toEqual({
      actor: ADMIN,
      action: 'updated',
      entity: 'menu-item',
      entityId: String(dish.id),
      before: { 'prices.halfPan': ((dish.prices.halfPanCents ?? 0) / 100).toFixed(2) },
      after: { 'prices.halfPan': ((res.json<MenuItem>().prices.halfPanCents ?? 0) / 100).toFixed(2) },
    });
  });
  it('a dish added and deleted keeps what it was sold as and for', async () => {
    const added = await inject(t.app, 'POST', '/api/menu-items', t.admin, {
      category: t.dish('Classic Caesar Salad').category,
      name: 'Audit Greens',
      description: 'Greens for the record',
      price: 'half pan 62, full pan 95',
      servingSize: 'Half pan serves 10',
      prepTime: '60 minutes',
      minOrder: 1,
    });
    expect(added.statusCode, added.body).toBe(201);
    const { id } = added.json<MenuItem>();
    expect((await inject(t.app, 'DELETE', `/api/menu-items/${id}`, t.admin)).statusCode).toBe(204);
    const [deleted, created] = await historyOf(t.app, t.admin, 'menu-item', id);
    expect(created).toMatchObject({ actor: ADMIN, action: 'created', before: null });
    expect(created?.after).toMatchObject({
      name: 'Audit Greens',
      prices: { halfPan: '62.00', fullPan: '95.00', perPerson: null, each: null, marketPrice: false },
    });
    expect(deleted).toMatchObject({ actor: ADMIN, action: 'deleted', before: created?.after, after: null });
  });
});

describe('staff and clients', () => {
  it('inviting and removing a staff member names the admin', async () => {
    const invite = await inject(t.app, 'POST', '/api/admin/staff', t.admin, {
      username: 'auditcook',
      email: 'auditcook@example.com',
      fullName: 'Robin Cook',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const { id } = invite.json<{ id: number }>();
    expect((await inject(t.app, 'DELETE', `/api/admin/staff/${id}`, t.admin)).statusCode).toBe(200);
    const member = {
      username: 'auditcook',
      email: 'auditcook@example.com',
      fullName: 'Robin Cook',
      role: 'staff',
    };
    expect((await historyOf(t.app, t.admin, 'staff', id)).map(shape)).toEqual([
      {
        actor: ADMIN,
        action: 'removed',
        entity: 'staff',
        entityId: String(id),
        before: member,
        // The account stays for history, marked removed; no upcoming shift of theirs to reopen.
        after: { removedAt: expect.any(String), reopenedShifts: [] },
      },
      { actor: ADMIN, action: 'invited', entity: 'staff', entityId: String(id), before: null, after: member },
    ]);
    // A client's id is no staff member's: refused, and nothing written.
    const count = await eventCount(t.db);
    const [client] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'client'));
    expect((await inject(t.app, 'DELETE', `/api/admin/staff/${client!.id}`, t.admin)).statusCode).toBe(404);
    expect(await eventCount(t.db)).toBe(count);
  });

  it("a points adjustment and a tax exemption keep the client's account before and after", async () => {
    const account = await registerAccount(t.app, newAccount('audited'));
    const cookie = await signIn(t.app, account.username, account.password);
    const { id } = (await inject(t.app, 'GET', '/api/me', cookie)).json<{ id: number }>();
    const gift = await inject(t.app, 'POST', `/api/loyalty/${id}/adjust`, t.admin, {
      points: 250,
      reason: 'Welcome gift',
    });
    expect(gift.statusCode, gift.body).toBe(201);
    const exempt = await inject(t.app, 'PATCH', `/api/admin/clients/${id}/tax-exempt`, t.admin, {
      certificateNumber: 'PA-REV-1220',
      expiresOn: '2031-06-30',
    });
    expect(exempt.statusCode, exempt.body).toBe(200);
    expect((await historyOf(t.app, t.admin, 'client', id)).map(shape)).toEqual([
      expect.objectContaining({
        actor: ADMIN,
        action: 'tax-exemption-changed',
        before: { taxExemptCertificate: null, taxExemptExpiresOn: null },
        after: { taxExemptCertificate: 'PA-REV-1220', taxExemptExpiresOn: '2031-06-30' },
      }),
      expect.objectContaining({
        actor: ADMIN,
        action: 'points-adjusted',
        before: { pointsBalance: 0 },
        after: { pointsBalance: 250, reason: 'Welcome gift' },
      }),
    ]);
  });
});

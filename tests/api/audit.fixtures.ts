import { count, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AuditEvent, AuditPage } from '../../src/common/audit/schema.ts';
import type { BusinessSettingsInput } from '../../src/common/business.ts';
import type { App } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { auditEvents } from '../../src/server/db/schema/index.ts';

/** Shared steps of the audit trail's API tests (issue 36 §3). */

/** A record's history as an admin reads it, newest first. */
export async function historyOf(app: App, admin: string, entity: string, id?: number | string) {
  const query = id === undefined ? `entity=${entity}` : `entity=${entity}&id=${id}`;
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/audit?${query}`,
    headers: { cookie: admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>().events;
}

/** The number of audit events stored, whatever their record. */
export async function eventCount(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEvents);
  return row?.n ?? 0;
}

/**
 * Makes every audit write fail, runs `change`, and puts things back: a change whose event cannot be
 * written must not be stored either (one transaction).
 */
export async function withAuditWritesFailing<T>(db: Database, change: () => Promise<T>): Promise<T> {
  await db.execute(sql`alter table audit_events add constraint audit_refused check (false) not valid`);
  try {
    return await change();
  } finally {
    await db.execute(sql`alter table audit_events drop constraint audit_refused`);
  }
}

/** The business settings as the settings page sends them back, changed by `edit`. */
export async function saveBusiness(
  app: App,
  cookie: string,
  edit: (settings: BusinessSettingsInput) => BusinessSettingsInput,
) {
  const read = await app.inject({ method: 'GET', url: '/api/settings/business' });
  const { instagram: _instagram, ...identity } = read.json() as BusinessSettingsInput & { instagram: string };
  return app.inject({
    method: 'PUT',
    url: '/api/settings/business',
    headers: { cookie },
    payload: edit(identity),
  });
}

/** The event's fields a test compares (its id and time vary). */
export const shape = ({ actor, action, entity, entityId, before, after }: AuditEvent) => ({
  actor,
  action,
  entity,
  entityId,
  before,
  after,
});

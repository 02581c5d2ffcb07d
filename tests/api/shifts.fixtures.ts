import { businessInstant } from '../../src/common/business-time.ts';
import type { Shift } from '../../src/common/shifts/schema.ts';
import type { App } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { mailedToken } from '../helpers/auth-flows.ts';
import { STAFF_PASSWORD } from '../helpers/staff-account.ts';
import { signIn } from '../helpers/test-app.ts';
import { createQuote } from './quotes.fixtures.ts';

/** Shared steps of the crew's API tests (issue 38). */

let counter = 0;

/** A staff member invited by the admin, with their own name, signed in. */
export async function crewMember(app: App, db: Database, admin: string, fullName: string) {
  counter += 1;
  const username = `${fullName.split(' ')[0]!.toLowerCase()}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const email = `${username}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: { cookie: admin },
    payload: { username, email, fullName },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const token = await mailedToken(app, db, email, '/set-password');
  const set = await app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, newPassword: STAFF_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`setting the password failed: ${set.body}`);
  return {
    id: res.json<{ id: number }>().id,
    username,
    email,
    fullName,
    cookie: await signIn(app, username, STAFF_PASSWORD),
  };
}

export function send(
  app: App,
  method: 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A business date `days` from today (far enough ahead for the booking rules). */
export function dayAhead(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  return at.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' + 'HH:MM' on the business clock as an ISO instant. */
export const at = (date: string, time: string) => businessInstant(date, time).toISOString();

/** A wedding proposal for `guests` on `date` at `time`, requested by `client`, named after `contactName`. */
export async function wedding(
  app: App,
  client: string | undefined,
  date: string,
  options: { time?: string; guests?: number; menuPackage?: string; contactName?: string } = {},
) {
  return createQuote(app, client, {
    eventType: 'wedding',
    eventDate: at(date, options.time ?? '18:00'),
    guestCount: options.guests ?? 120,
    menuPackage: options.menuPackage ?? 'full-service',
    ...(client
      ? {}
      : {
          contactName: options.contactName ?? 'Jane Smith',
          contactEmail: `jane${Math.random().toString(36).slice(2, 8)}@example.com`,
          contactPhone: '(215) 555-0100',
        }),
  });
}

export async function addShift(app: App, admin: string, body: Record<string, unknown>): Promise<Shift> {
  const res = await send(app, 'POST', '/api/shifts', admin, body);
  if (res.statusCode !== 201) throw new Error(`shift not created: ${res.statusCode} ${res.body}`);
  return res.json<Shift>();
}

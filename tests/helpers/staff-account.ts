import type { App } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { mailedToken } from './auth-flows.ts';
import { signIn, signInAsAdmin } from './test-app.ts';

export const STAFF_PASSWORD = 'KitchenCrew2026';
const invited = new WeakMap<App, Promise<{ username: string; email: string; id: number }>>();

/** Invites a staff member the way an admin does and sets their password through the mailed link. */
export async function inviteStaff(app: App, db: Database, name = `crew${Date.now().toString(36)}`) {
  const admin = await signInAsAdmin(app);
  const email = `${name}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    headers: { cookie: admin },
    payload: { username: name, email, fullName: 'Casey Crew' },
  });
  if (res.statusCode !== 201) throw new Error(`invite failed: ${res.statusCode} ${res.body}`);
  const token = await mailedToken(app, db, email, '/set-password');
  const set = await app.inject({
    method: 'POST',
    url: '/api/reset-password',
    payload: { token, newPassword: STAFF_PASSWORD },
  });
  if (set.statusCode !== 200) throw new Error(`setting the password failed: ${set.body}`);
  return { username: name, email, id: res.json<{ id: number }>().id };
}

/** A session cookie of one staff member (invited once per app). */
export async function signInAsStaff(app: App, db: Database): Promise<string> {
  let member = invited.get(app);
  if (!member) {
    member = inviteStaff(app, db, 'matrixcrew');
    invited.set(app, member);
  }
  return signIn(app, (await member).username, STAFF_PASSWORD);
}

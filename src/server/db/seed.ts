import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { seedDemoCosting } from '../features/costing/costing.seed.ts';
import { seedDiscountCodes } from '../features/discounts/discounts.seed.ts';
import { seedMenu } from '../features/menu/menu.seed.ts';
import { seedDemoPhotos } from '../features/photos/photos.seed.ts';
import { seedQrCodes } from '../features/qr-codes/qr-codes.seed.ts';
import { seedDemoBusiness } from '../features/settings/settings.service.ts';
import { seedDemoHolidays } from '../features/switches/switches.service.ts';
import { seedDemoTruckSchedule } from '../features/truck/truck.service.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { Database } from './connect.ts';
import { users } from './schema/index.ts';
import { DEMO_ACCOUNTS } from './seed-demo-accounts.ts';

export type SeedReport = { createdDemoAccounts: { role: string; username: string; password: string }[] };

/** Creates the configured admin, or brings its email, password and role up to date. */
async function ensureConfiguredAdmin(db: Database, admin: NonNullable<Config['admin']>): Promise<void> {
  const passwordHash = await hashPassword(admin.password);
  const updated = await db
    .update(users)
    .set({ email: admin.email, passwordHash, role: 'admin', updatedAt: new Date() })
    .where(sql`lower(${users.username}) = lower(${admin.username})`)
    .returning({ id: users.id });
  if (updated.length === 0) {
    await db.insert(users).values({
      username: admin.username,
      email: admin.email,
      passwordHash,
      role: 'admin',
      emailVerifiedAt: new Date(),
    });
  }
}

async function ensureDemoAccounts(db: Database): Promise<SeedReport['createdDemoAccounts']> {
  const created: SeedReport['createdDemoAccounts'] = [];
  for (const account of DEMO_ACCOUNTS) {
    const inserted = await db
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        fullName: account.fullName,
        role: account.role,
        passwordHash: await hashPassword(account.password),
        emailVerifiedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (inserted.length > 0)
      created.push({ role: account.role, username: account.username, password: account.password });
  }
  return created;
}

/** Runs at every start; each step is idempotent. */
export async function seedDatabase(
  db: Database,
  config: Pick<Config, 'admin' | 'demoData' | 'publicUrl'>,
): Promise<SeedReport> {
  if (config.admin) await ensureConfiguredAdmin(db, config.admin);
  await seedMenu(db, { demoPhotos: config.demoData });
  // The four sample codes are demo data (decision 0058); the portal's QR code is every install's.
  if (config.demoData) await seedDiscountCodes(db);
  await seedQrCodes(db, config.publicUrl, { withSampleDiscounts: config.demoData });
  const createdDemoAccounts = config.demoData ? await ensureDemoAccounts(db) : [];
  if (config.demoData) {
    await seedDemoPhotos(db);
    // After the menu: the demo recipes are matched to its dishes by name.
    await seedDemoCosting(db);
    await seedDemoBusiness(db);
    await seedDemoHolidays(db);
    await seedDemoTruckSchedule(db);
  }
  return { createdDemoAccounts };
}

/**
 * `npm run seed:history -- --years 2` (or `--months 1`): fills the database the app is configured for
 * (DATABASE_URL, or the embedded one in DATA_DIR) with a business's history, made through the app's
 * own routes under a simulated clock (scripts/history/seed.ts). Deterministic: `--seed N` (default 36).
 * Prints a line a month and the totals. Meant for an empty database: run it on a fresh DATA_DIR.
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/connect.ts';
import { seedDatabase } from '../src/server/db/seed.ts';
import { seedHistory, startHistoryClock } from './history/seed.ts';

const { values } = parseArgs({
  options: { years: { type: 'string' }, months: { type: 'string' }, seed: { type: 'string' } },
});
const months = values.months ? Number(values.months) : Number(values.years ?? 2) * 12;
if (!Number.isInteger(months) || months < 1 || months > 60) {
  console.error('Give --years N or --months N (1 to 60 months).');
  process.exit(2);
}

// The demo accounts (the owner signs in as "admin") and the menu; limits sized for one writer at speed.
const config = loadConfig({
  ...process.env,
  DEMO_DATA: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
  RATE_LIMIT_WRITES_PER_IP: '100000000',
  RATE_LIMIT_WRITES_PER_ACCOUNT: '100000000',
  RATE_LIMIT_MAIL_PER_ADDRESS: '100000000',
  RATE_LIMIT_DISCOUNT_MISSES: '100000000',
});
// Before the database opens: an embedded one keeps time by the same clock (see startHistoryClock).
startHistoryClock(months);
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir },
);
const app = await buildApp({
  config,
  db: database.db,
  pubsub: database.pubsub,
  closeDatabase: database.close,
});
try {
  await seedDatabase(database.db, config);
  await app.ready();
  console.log(
    `Seeding ${months} months of history into ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}...`,
  );
  const totals = await seedHistory(app, database.db, {
    months,
    seed: values.seed ? Number(values.seed) : 36,
    log: (line) => console.log(line),
  });
  const { refusals, ...figures } = totals;
  console.table(figures);
  console.log('Refused by the app (as in a real business):', refusals);
} finally {
  await app.close();
}

/**
 * A business's history, made the way the business makes it (issue 36 §1): day by day under a
 * simulated clock, every order, proposal, payment and message goes through the app's own routes
 * (app.inject: validation, services, mails) as the owner, a client or a guest would send it. No row
 * is written by hand, so the history keeps working as the schema and services change.
 *
 * Volumes per month (of a 24-month history, at size 1): ~83 new clients, ~520 orders placed plus the
 * recurring orders' occurrences, ~125 proposals, ~60 messages; the mails are what these flows send.
 * Busier in December and May–June, and on Fridays and weekends.
 *
 * This file holds the calendar (the history's days, the seasons' weights) and the day's order of
 * things; clients.ts, orders.ts, proposals.ts and messages.ts hold what each makes, clock.ts the
 * simulated clock.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import type { App } from '../../src/server/app.ts';
import type { Database } from '../../src/server/db/connect.ts';
import {
  messages,
  orders,
  outbox,
  payments,
  quoteEvents,
  quotes,
  quoteVersions,
} from '../../src/server/db/schema/index.ts';
import { type Client, newClient } from './clients.ts';
import { installSimulatedClock, realNow, restoreRealClock, setSimulatedNow } from './clock.ts';
import { message } from './messages.ts';
import {
  cateringOrder,
  completeTheDay,
  confirmYesterdays,
  dinnerOrder,
  phoneOrder,
  subscribe,
} from './orders.ts';
import { followUp, proposal } from './proposals.ts';
import { seededRandom } from './random.ts';
import { startRun } from './run.ts';

export type HistoryOptions = {
  /** How many months back from today the history starts. */
  months: number;
  /** The random seed: the same seed and months give the same history. */
  seed?: number;
  /** Progress lines (one a month). */
  log?: (line: string) => void;
};

export type HistoryTotals = {
  clients: number;
  orders: number;
  recurringOrders: number;
  proposals: number;
  proposalVersions: number;
  proposalEvents: number;
  payments: number;
  mails: number;
  messages: number;
  /** Requests the app refused (a full day, a closed day): a real business sees them too. */
  refused: number;
  /** The refusals by route, status and code. */
  refusals: Record<string, number>;
  seconds: number;
};

/** Relative business of each month (Jan..Dec): weddings and graduations in May–June, parties in December. */
const SEASON = [0.7, 0.75, 0.85, 0.95, 1.3, 1.4, 1.0, 0.9, 1.0, 1.05, 1.1, 1.6];
/** Relative business of each weekday (Sun..Sat). */
const WEEKDAY = [1.3, 0.75, 0.8, 0.85, 0.95, 1.3, 1.5];
const MEAN_WEIGHT =
  (SEASON.reduce((a, b) => a + b, 0) / SEASON.length) * (WEEKDAY.reduce((a, b) => a + b, 0) / WEEKDAY.length);
const PER_DAY = { clients: 2.75, catering: 10, phone: 3, dinner: 4.2, proposals: 4.1, messages: 1.5 };

/** The history's first day and its last (today), business dates. */
function historyDays(months: number): { firstDay: string; today: string } {
  const today = businessClock(new Date(realNow())).date;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const firstDay = new Date(Date.UTC(year, month - 1 - months, day)).toISOString().slice(0, 10);
  return { firstDay, today };
}

/**
 * Sets the process's clock to the history's first morning. Call it before opening an embedded
 * database: PGlite's timers read the same clock, and a clock moved back under a running PGlite
 * leaves them two years out (they then fire every millisecond). Moving forward is harmless. Once:
 * a clock already running is left where it is.
 */
export function startHistoryClock(months: number): void {
  if (installSimulatedClock()) setSimulatedNow(businessInstant(historyDays(months).firstDay, '07:00'));
}

export async function seedHistory(app: App, db: Database, options: HistoryOptions): Promise<HistoryTotals> {
  startHistoryClock(options.months);
  try {
    return await seedUnderSimulatedClock(app, db, options);
  } finally {
    restoreRealClock();
  }
}

async function seedUnderSimulatedClock(
  app: App,
  db: Database,
  options: HistoryOptions,
): Promise<HistoryTotals> {
  const started = realNow();
  const random = seededRandom(options.seed ?? 36);
  const log = options.log ?? (() => {});
  const { firstDay, today } = historyDays(options.months);

  const at = (date: string, time: string) => setSimulatedNow(businessInstant(date, time));
  at(firstDay, '08:00');
  const run = await startRun(app, random);
  const { clients, openProposals } = run;

  const proposalIds: { id: number; client: Client }[] = [];
  let day = firstDay;
  let n = 0;
  let lastMonth = '';
  while (day <= today) {
    const [, m] = day.split('-').map(Number) as [number, number];
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    const weight = (SEASON[m - 1]! * WEEKDAY[weekday]!) / MEAN_WEIGHT;
    at(day, '08:00');
    // Yesterday's orders confirmed, today's completed (a few cancelled), the kitchen's day done.
    await confirmYesterdays(run, day);
    for (let c = random.poisson(PER_DAY.clients * (0.6 + 0.4 * weight)); c > 0; c--)
      await newClient(run, ++n);
    at(day, '10:00');
    if (clients.length > 0) {
      for (let c = random.poisson(PER_DAY.catering * weight); c > 0; c--)
        await cateringOrder(run, day, random.pick(clients));
      for (let c = random.poisson(PER_DAY.proposals * weight); c > 0; c--) {
        const client = random.pick(clients);
        await proposal(run, day, client);
        const last = openProposals.at(-1);
        if (last && last.client === client) proposalIds.push({ id: last.id, client });
      }
      for (let c = random.poisson(PER_DAY.messages * 0.5); c > 0 && proposalIds.length > 0; c--) {
        const p = random.pick(proposalIds.slice(-200));
        await message(run, p.client, p.id);
      }
      if (random.chance(0.09)) await subscribe(run, day, random.pick(clients));
    }
    for (let c = random.poisson(PER_DAY.phone * weight); c > 0; c--) await phoneOrder(run, day);
    at(day, '14:00');
    for (let c = random.poisson(PER_DAY.dinner * weight); c > 0; c--) await dinnerOrder(run, day);
    await followUp(run, day);
    at(day, '21:00');
    await completeTheDay(run, day);
    // The recurring orders' job, as the server runs it through the day.
    await app.occurrenceJob.run(new Date());
    if (day.slice(0, 7) !== lastMonth) {
      lastMonth = day.slice(0, 7);
      log(`${lastMonth}: ${clients.length} clients, ${Math.round((realNow() - started) / 1000)} s`);
    }
    day = addDays(day, 1);
  }
  restoreRealClock();

  const tally = async (table: PgTable) => Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    clients: clients.length,
    orders: await tally(orders),
    recurringOrders: run.made.recurringOrders,
    proposals: await tally(quotes),
    proposalVersions: await tally(quoteVersions),
    proposalEvents: await tally(quoteEvents),
    payments: await tally(payments),
    mails: await tally(outbox),
    messages: await tally(messages),
    refused: run.tally.refused,
    refusals: Object.fromEntries(run.tally.refusals),
    seconds: Math.round((realNow() - started) / 100) / 10,
  };
}

/**
 * A business's history, made the way the business makes it (issue 36 §1): day by day under a
 * simulated clock, every order, proposal, payment and message goes through the app's own routes
 * (app.inject: validation, services, mails) as the owner, a client or a guest would send it. No row
 * is written by hand, so the history keeps working as the schema and services change.
 *
 * Volumes per month (of a 24-month history, at size 1): ~83 new clients, ~520 orders placed plus the
 * recurring orders' occurrences, ~125 proposals, ~42 messages; the mails are what these flows send.
 * Busier in December and May–June, and on Fridays and weekends.
 */
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { addDays, businessClock, businessInstant } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { pickupSlots } from '../../src/common/orders/schedule.ts';
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
import { installSimulatedClock, realNow, restoreRealClock, setSimulatedNow } from './clock.ts';
import { type Random, seededRandom } from './random.ts';

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
const PER_DAY = { clients: 2.75, catering: 10, phone: 3, dinner: 4.2, proposals: 4.1, messages: 1 };

const FIRST = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Eli', 'Nina', 'Omar', 'Rosa', 'Sam', 'Tara', 'Yusuf'];
const LAST = ['Rivera', 'Nguyen', 'Okafor', 'Kim', 'Russo', 'Patel', 'Cohen', 'Brooks', 'Diaz', 'Walsh'];
const STREETS = ['Spruce St', 'Pine St', 'Chestnut St', 'Walnut St', 'Girard Ave', 'Passyunk Ave'];
const EVENT_TYPES = ['corporate', 'wedding', 'private'] as const;
const PACKAGES = ['full-service', 'brunch'] as const;
const ASKS = [
  'Can we add a vegetarian option?',
  'Is parking available for your van at the venue?',
  'Could the dessert come out after the speeches?',
  'We may have ten more guests, is that fine?',
];
const REPLIES = ['Of course, noted on the proposal.', 'Yes: we will call the venue the week before.'];

type Client = {
  id: number;
  username: string;
  password: string;
  email: string;
  phone: string;
  name: [string, string];
};
type Session = { cookie: string; at: number };

/** Each client (and each guest) writes from their own address, as they would: the limits are per address. */
function addressOf(key: string | undefined): string {
  let h = 7;
  for (const ch of key ?? `${Math.random()}`) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return `10.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255}`;
}

const phoneOf = (n: number) => `(215) 555-${String(1000 + (n % 9000)).padStart(4, '0')}`;

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
  let refused = 0;
  const refusals = new Map<string, number>();

  const at = (date: string, time: string) => setSimulatedNow(businessInstant(date, time));
  at(firstDay, '08:00');

  const inject = async (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    cookie: string | undefined,
    payload?: object,
  ) => {
    const res = await app.inject({
      method,
      url,
      remoteAddress: addressOf(cookie),
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    if (res.statusCode >= 500) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    if (res.statusCode >= 400) {
      refused++;
      const key = `${method} ${url.replace(/\d+/g, ':id')} ${res.statusCode} ${res.json<{ code?: string }>().code ?? ''}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
      if (process.env.SEED_DEBUG && refusals.get(key) === 1) console.log(key, res.body.slice(0, 400));
    }
    return res;
  };

  const sessions = new Map<string, Session>();
  /** A session cookie, signed in again after 6 days (sessions end after 7 idle days). */
  async function sessionOf(username: string, password: string): Promise<string> {
    const known = sessions.get(username);
    if (known && Date.now() - known.at < 6 * 86_400_000) return known.cookie;
    const res = await app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: addressOf(username),
      payload: { username, password },
    });
    const cookie = res.cookies.find((c) => c.name === 'catering_session');
    if (!cookie) throw new Error(`sign-in as ${username} failed: ${res.statusCode} ${res.body}`);
    const value = `catering_session=${cookie.value}`;
    sessions.set(username, { cookie: value, at: Date.now() });
    return value;
  }
  const admin = () => sessionOf('admin', 'AdminDemo1');

  const { offer } = await app.settings.getBusiness();
  const zips = offer.delivery.zones.flatMap((z) => z.zipCodes);
  const windows = offer.delivery.windows;
  const menu = (await inject('GET', '/api/menu-items', undefined)).json<MenuItem[]>();
  const categories = (await inject('GET', '/api/menu-categories', undefined)).json<
    { slug: string; kind: string }[]
  >();
  const dinnerSlugs = new Set(categories.filter((c) => c.kind === 'dinner').map((c) => c.slug));
  const pans = menu.filter(
    (m) =>
      m.isActive &&
      !dinnerSlugs.has(m.category) &&
      m.prices.halfPanCents !== null &&
      m.prices.fullPanCents !== null,
  );
  const dinners = menu.filter((m) => m.isActive && dinnerSlugs.has(m.category) && !m.prices.marketPrice);
  if (pans.length === 0 || dinners.length === 0)
    throw new Error('the menu has no catering pans or no dinners');
  type Line = { menuItemId: number; panSize?: 'half' | 'full'; quantity: number };
  const cart = (r: Random, dishes = pans) => {
    const lines = new Map<number, Line>();
    for (let i = r.int(1, 4); i > 0; i--) {
      const dish = r.pick(dishes);
      const pan = dish.prices.halfPanCents !== null ? { panSize: r.chance(0.6) ? 'half' : 'full' } : {};
      lines.set(dish.id, { menuItemId: dish.id, ...(pan as Pick<Line, 'panSize'>), quantity: r.int(1, 3) });
    }
    return [...lines.values()];
  };

  const clients: Client[] = [];
  /** Orders to confirm the day after they came in (each is completed on its day, from the day's list). */
  const toConfirm = new Map<string, number[]>();
  const queue = (map: Map<string, number[]>, date: string, id: number) =>
    map.set(date, [...(map.get(date) ?? []), id]);
  const openProposals: { id: number; client: Client; eventDate: string; requested: boolean }[] = [];
  let subscriptions = 0;

  async function newClient(n: number) {
    const name: [string, string] = [random.pick(FIRST), random.pick(LAST)];
    const username = `${name[0].toLowerCase()}.${name[1].toLowerCase()}${n}`;
    const account = { username, email: `${username}@example.com`, password: `History${n}pass` };
    const res = await inject('POST', '/api/register', undefined, account);
    if (res.statusCode !== 201) return;
    const cookie = await sessionOf(username, account.password);
    await inject('PATCH', '/api/profile', cookie, { phone: phoneOf(n) });
    const me = await inject('GET', '/api/me', cookie);
    clients.push({ id: me.json<{ id: number }>().id, ...account, phone: phoneOf(n), name });
  }

  const handover = (r: Random) =>
    r.chance(0.7)
      ? {
          fulfilment: 'delivery' as const,
          deliveryZip: r.pick(zips),
          deliveryAddress: `${r.int(10, 2400)} ${r.pick(STREETS)}, Philadelphia, PA`,
        }
      : { fulfilment: 'pickup' as const };
  const timeWindow = (r: Random) => (windows.length > 0 ? { timeWindow: r.pick(windows) } : {});

  async function cateringOrder(day: string, client: Client) {
    const eventDate = addDays(day, random.int(3, 30));
    const res = await inject('POST', '/api/orders', await sessionOf(client.username, client.password), {
      type: 'catering',
      firstName: client.name[0],
      lastName: client.name[1],
      email: client.email,
      phone: client.phone,
      eventDate,
      items: cart(random),
      ...handover(random),
      ...timeWindow(random),
      gratuityPercent: random.pick([0, 10, 15, 18]),
    });
    if (res.statusCode === 201) track(day, res.json<{ id: number }>().id);
  }

  async function phoneOrder(day: string) {
    const eventDate = addDays(day, random.int(3, 21));
    const known = clients.length > 0 && random.chance(0.6) ? random.pick(clients) : null;
    const customer = known
      ? { clientId: known.id }
      : { firstName: random.pick(FIRST), lastName: random.pick(LAST), phone: phoneOf(random.int(0, 8999)) };
    const res = await inject('POST', '/api/admin/orders', await admin(), {
      customer,
      items: cart(random),
      ...handover(random),
      ...timeWindow(random),
      eventDate,
      sendConfirmation: random.chance(0.5),
    });
    if (res.statusCode === 201) track(day, res.json<{ id: number }>().id);
  }

  async function dinnerOrder(day: string) {
    const days = [1, 2, 3, 4, 5, 6, 7].map((d) => addDays(day, d));
    const options = days.map((date) => ({ date, slots: pickupSlots(date, offer.dinnerPickup.hours) }));
    const open = options.filter((o) => o.slots.length > 0);
    if (open.length === 0) return;
    const pickup = random.pick(open);
    const guest = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const res = await inject('POST', '/api/orders', undefined, {
      type: 'dinner',
      fullName: guest,
      phone: phoneOf(random.int(0, 8999)),
      email: random.chance(0.5) ? `${guest.replace(' ', '.').toLowerCase()}@example.com` : '',
      pickupDate: pickup.date,
      pickupTime: random.pick(pickup.slots),
      items: cart(random, dinners),
    });
    if (res.statusCode === 201) track(day, res.json<{ id: number }>().id);
  }

  /**
   * The evening of the day: the owner goes through the day's list and completes what went out (the
   * recurring orders' occurrences among them), as the orders screen shows it.
   */
  async function completeTheDay(day: string) {
    for (const status of ['received', 'confirmed']) {
      for (;;) {
        const list = await inject(
          'GET',
          `/api/orders?from=${day}&to=${day}&status=${status}&pageSize=100`,
          await admin(),
        );
        const { orders: open } = list.json<{ orders: { id: number }[] }>();
        let done = 0;
        for (const { id } of open) {
          const res = await inject('PATCH', `/api/orders/${id}/status`, await admin(), {
            status: 'completed',
            notifyCustomer: false,
          });
          if (res.statusCode === 200) done++;
        }
        // A page the app would not complete (none of it) is left as it is, not asked again forever.
        if (open.length < 100 || done === 0) break;
      }
    }
  }

  function track(day: string, id: number) {
    queue(toConfirm, addDays(day, 1), id);
  }

  async function proposal(day: string, client: Client) {
    const eventDate = addDays(day, random.int(20, 200));
    const cookie = await sessionOf(client.username, client.password);
    const res = await inject('POST', '/api/quotes', cookie, {
      eventType: random.pick(EVENT_TYPES),
      eventDate: businessInstant(eventDate, '17:00').toISOString(),
      guestCount: random.int(50, 220),
      venue: `${random.pick(STREETS)} Hall`,
      menuPackage: random.pick(PACKAGES),
      notes: random.chance(0.3) ? 'Two vegetarian tables, please.' : undefined,
      contactPhone: client.phone,
    });
    if (res.statusCode === 201) {
      const { id, status } = res.json<{ id: number; status: string }>();
      openProposals.push({ id, client, eventDate, requested: status === 'requested' });
    }
  }

  /** The owner revises some proposals; clients sign most, and pay a deposit by card. */
  async function followUp(day: string) {
    const due = openProposals.filter(() => random.chance(0.25));
    for (const p of due) {
      openProposals.splice(openProposals.indexOf(p), 1);
      if (p.eventDate <= day) continue;
      // A request waiting for the owner's look is priced and sent by the owner; some others revised.
      if (p.requested || random.chance(0.3)) {
        const total = `${random.int(18, 140) * 100}.00`;
        await inject('PATCH', `/api/quotes/${p.id}`, await admin(), {
          lineItems: [{ description: 'Catering', quantity: 1, unitPrice: total }],
        });
      }
      if (!random.chance(0.6)) continue;
      const cookie = await sessionOf(p.client.username, p.client.password);
      const signed = await inject('PATCH', `/api/quotes/${p.id}/status`, cookie, {
        status: 'accepted',
        signerName: `${p.client.name[0]} ${p.client.name[1]}`,
        agreeToTerms: true,
      });
      if (signed.statusCode !== 200 || !random.chance(0.8)) continue;
      const year = new Date().getUTCFullYear() + 3;
      await inject('POST', `/api/quotes/${p.id}/payments`, cookie, {
        kind: 'deposit',
        card: {
          number: '4242 4242 4242 4242',
          exp_month: '12',
          exp_year: String(year),
          cvv: '123',
          name: 'Card Holder',
        },
      });
    }
  }

  async function message(client: Client, quoteId: number) {
    await inject('POST', '/api/messages', await sessionOf(client.username, client.password), {
      quoteId,
      content: random.pick(ASKS),
    });
    if (random.chance(0.8))
      await inject('POST', '/api/messages', await admin(), { quoteId, content: random.pick(REPLIES) });
  }

  async function subscribe(day: string, client: Client) {
    const res = await inject(
      'POST',
      '/api/subscriptions',
      await sessionOf(client.username, client.password),
      {
        items: cart(random),
        frequency: random.pick(['weekly', 'weekly', 'biweekly', 'monthly']),
        weekday: random.pick(['monday', 'tuesday', 'wednesday', 'thursday']),
        time: '12:00',
        deliveryAddress: `${random.int(10, 2400)} ${random.pick(STREETS)}, Philadelphia, PA`,
        deliveryZip: random.pick(zips),
        phone: client.phone,
        startDate: addDays(day, 7),
      },
    );
    if (res.statusCode === 201) subscriptions++;
  }

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
    for (const id of toConfirm.get(day) ?? [])
      await inject('PATCH', `/api/orders/${id}/status`, await admin(), {
        status: random.chance(0.04) ? 'cancelled' : 'confirmed',
        notifyCustomer: random.chance(0.3),
      });
    toConfirm.delete(day);
    for (let c = random.poisson(PER_DAY.clients * (0.6 + 0.4 * weight)); c > 0; c--) await newClient(++n);
    at(day, '10:00');
    if (clients.length > 0) {
      for (let c = random.poisson(PER_DAY.catering * weight); c > 0; c--)
        await cateringOrder(day, random.pick(clients));
      for (let c = random.poisson(PER_DAY.proposals * weight); c > 0; c--) {
        const client = random.pick(clients);
        await proposal(day, client);
        const last = openProposals.at(-1);
        if (last && last.client === client) proposalIds.push({ id: last.id, client });
      }
      for (let c = random.poisson(PER_DAY.messages * 0.5); c > 0 && proposalIds.length > 0; c--) {
        const p = random.pick(proposalIds.slice(-200));
        await message(p.client, p.id);
      }
      if (random.chance(0.09)) await subscribe(day, random.pick(clients));
    }
    for (let c = random.poisson(PER_DAY.phone * weight); c > 0; c--) await phoneOrder(day);
    at(day, '14:00');
    for (let c = random.poisson(PER_DAY.dinner * weight); c > 0; c--) await dinnerOrder(day);
    await followUp(day);
    at(day, '21:00');
    await completeTheDay(day);
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
    recurringOrders: subscriptions,
    proposals: await tally(quotes),
    proposalVersions: await tally(quoteVersions),
    proposalEvents: await tally(quoteEvents),
    payments: await tally(payments),
    mails: await tally(outbox),
    messages: await tally(messages),
    refused,
    refusals: Object.fromEntries(refusals),
    seconds: Math.round((realNow() - started) / 100) / 10,
  };
}

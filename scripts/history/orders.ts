/**
 * The history's orders: catering orders clients place, phone orders the owner enters, dinner orders
 * guests place, recurring orders clients set up; each confirmed the next morning and completed on its
 * day, as the orders screen shows them.
 */
import { addDays } from '../../src/common/business-time.ts';
import { pickupSlots } from '../../src/common/orders/schedule.ts';
import { type Client, FIRST, LAST, phoneOf, STREETS } from './clients.ts';
import type { Random } from './random.ts';
import type { HistoryRun } from './run.ts';

type Line = { menuItemId: number; panSize?: 'half' | 'full'; quantity: number };

const cart = (r: Random, dishes: HistoryRun['pans']) => {
  const lines = new Map<number, Line>();
  for (let i = r.int(1, 4); i > 0; i--) {
    const dish = r.pick(dishes);
    const pan = dish.prices.halfPanCents !== null ? { panSize: r.chance(0.6) ? 'half' : 'full' } : {};
    lines.set(dish.id, { menuItemId: dish.id, ...(pan as Pick<Line, 'panSize'>), quantity: r.int(1, 3) });
  }
  return [...lines.values()];
};

const handover = (r: Random, zips: string[]) =>
  r.chance(0.7)
    ? {
        fulfilment: 'delivery' as const,
        deliveryZip: r.pick(zips),
        deliveryAddress: `${r.int(10, 2400)} ${r.pick(STREETS)}, Philadelphia, PA`,
      }
    : { fulfilment: 'pickup' as const };
const timeWindow = (r: Random, windows: HistoryRun['windows']) =>
  windows.length > 0 ? { timeWindow: r.pick(windows) } : {};

/** An order that came in on `day` is confirmed the next morning. */
function track({ toConfirm }: HistoryRun, day: string, id: number) {
  const date = addDays(day, 1);
  toConfirm.set(date, [...(toConfirm.get(date) ?? []), id]);
}

export async function cateringOrder(run: HistoryRun, day: string, client: Client) {
  const { random, inject, sessionOf } = run;
  const eventDate = addDays(day, random.int(3, 30));
  const res = await inject('POST', '/api/orders', await sessionOf(client.username, client.password), {
    type: 'catering',
    firstName: client.name[0],
    lastName: client.name[1],
    email: client.email,
    phone: client.phone,
    eventDate,
    items: cart(random, run.pans),
    ...handover(random, run.zips),
    ...timeWindow(random, run.windows),
    gratuityPercent: random.pick([0, 10, 15, 18]),
  });
  if (res.statusCode === 201) track(run, day, res.json<{ id: number }>().id);
}

export async function phoneOrder(run: HistoryRun, day: string) {
  const { random, inject, admin, clients } = run;
  const eventDate = addDays(day, random.int(3, 21));
  const known = clients.length > 0 && random.chance(0.6) ? random.pick(clients) : null;
  const customer = known
    ? { clientId: known.id }
    : { firstName: random.pick(FIRST), lastName: random.pick(LAST), phone: phoneOf(random.int(0, 8999)) };
  const res = await inject('POST', '/api/admin/orders', await admin(), {
    customer,
    items: cart(random, run.pans),
    ...handover(random, run.zips),
    ...timeWindow(random, run.windows),
    eventDate,
    sendConfirmation: random.chance(0.5),
  });
  if (res.statusCode === 201) track(run, day, res.json<{ id: number }>().id);
}

export async function dinnerOrder(run: HistoryRun, day: string) {
  const { random, inject, offer } = run;
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
    items: cart(random, run.dinners),
  });
  if (res.statusCode === 201) track(run, day, res.json<{ id: number }>().id);
}

/** The morning of the day: yesterday's orders confirmed (a few cancelled). */
export async function confirmYesterdays({ random, inject, admin, toConfirm }: HistoryRun, day: string) {
  for (const id of toConfirm.get(day) ?? [])
    await inject('PATCH', `/api/orders/${id}/status`, await admin(), {
      status: random.chance(0.04) ? 'cancelled' : 'confirmed',
      notifyCustomer: random.chance(0.3),
    });
  toConfirm.delete(day);
}

/**
 * The evening of the day: the owner goes through the day's list and completes what went out (the
 * recurring orders' occurrences among them), as the orders screen shows it.
 */
export async function completeTheDay({ inject, admin }: HistoryRun, day: string) {
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

/** A client sets up a recurring order starting a week later. */
export async function subscribe(run: HistoryRun, day: string, client: Client) {
  const { random, inject, sessionOf } = run;
  const res = await inject('POST', '/api/subscriptions', await sessionOf(client.username, client.password), {
    items: cart(random, run.pans),
    frequency: random.pick(['weekly', 'weekly', 'biweekly', 'monthly']),
    weekday: random.pick(['monday', 'tuesday', 'wednesday', 'thursday']),
    time: '12:00',
    deliveryAddress: `${random.int(10, 2400)} ${random.pick(STREETS)}, Philadelphia, PA`,
    deliveryZip: random.pick(run.zips),
    phone: client.phone,
    startDate: addDays(day, 7),
  });
  if (res.statusCode === 201) run.made.recurringOrders++;
}

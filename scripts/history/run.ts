/**
 * One history in the making: the app's routes (requests.ts), the random draws, what the business
 * offers (delivery zones and windows, the menu's pans and dinners) and what the days have made so far
 * (clients, orders to confirm, open proposals, recurring orders), shared by the clients', orders',
 * proposals' and messages' modules.
 */
import type { MenuItem } from '../../src/common/menu/schema.ts';
import type { App } from '../../src/server/app.ts';
import type { Client } from './clients.ts';
import type { Random } from './random.ts';
import { historyRequests } from './requests.ts';

type OpenProposal = { id: number; client: Client; eventDate: string; requested: boolean };

export type HistoryRun = Awaited<ReturnType<typeof startRun>>;

export async function startRun(app: App, random: Random) {
  const requests = historyRequests(app);
  const { inject } = requests;
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
  return {
    ...requests,
    random,
    offer,
    zips,
    windows,
    pans,
    dinners,
    clients: [] as Client[],
    /** Orders to confirm the day after they came in (each is completed on its day, from the day's list). */
    toConfirm: new Map<string, number[]>(),
    openProposals: [] as OpenProposal[],
    /** Recurring orders made (a count: the app's job makes their occurrences). */
    made: { recurringOrders: 0 },
  };
}

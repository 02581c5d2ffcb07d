/**
 * `npm run bench -- --two-instances` (issue 36 §1): two server processes on one PostgreSQL
 * (DATABASE_URL) serve a mixed read and write load for BENCH_SECONDS (default 60): orders placed at
 * checkout, quote requests, messages on them, menu edits by the owner, and the screens' reads, spread
 * over both. Every acknowledged write is remembered and looked up afterwards in the shared database: the
 * section passes with 0 errors and every acknowledged write stored. Exits 1 otherwise.
 */
import postgres from 'postgres';
import { addDays, businessClock } from '../../src/common/business-time.ts';
import type { MenuItem } from '../../src/common/menu/schema.ts';
import { percentile, signIn, startServer, stopServer } from './bench.ts';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** Quote requests are limited to 30 an hour a connection (config quoteRequest): the load stays under. */
const QUOTE_REQUESTS = 25;

type Ack = { kind: 'order' | 'quote' | 'message' | 'menu edit'; id: number; check: string };

export async function benchTwoInstances(): Promise<number> {
  if (!process.env.DATABASE_URL) {
    console.error('Two instances share one PostgreSQL: give DATABASE_URL.');
    return 2;
  }
  const seconds = Number(process.env.BENCH_SECONDS ?? 60);
  // Writes from a handful of addresses at a steady pace: limits sized for the load, not the visitors.
  const env = {
    RATE_LIMIT_WRITES_PER_IP: '10000000',
    RATE_LIMIT_WRITES_PER_ACCOUNT: '10000000',
    RATE_LIMIT_MAIL_PER_ADDRESS: '10000000',
    // As behind the business's proxy: each customer's address is their own, and so is their order limit.
    TRUST_PROXY: '1',
  };
  const first = await startServer(env);
  const second = await startServer(env);
  const servers = [first.url, second.url];
  const acks: Ack[] = [];
  const failures: string[] = [];
  const times: number[] = [];
  let reads = 0;
  try {
    const admin = await signIn(first.url);
    const client = await signIn(first.url, { username: 'client', password: 'ClientDemo1' });
    const menu = (await (await fetch(`${first.url}/api/menu-items`)).json()) as MenuItem[];
    const pans = menu
      .filter((m) => m.prices.halfPanCents !== null && m.prices.fullPanCents !== null)
      .slice(0, 6);
    const today = businessClock(new Date()).date;
    let n = 0;

    async function call(server: string, method: string, path: string, cookie: string, body?: object) {
      const started = performance.now();
      const res = await fetch(server + path, {
        method,
        headers: {
          cookie,
          'x-forwarded-for': `10.1.${Math.floor(n / 250) % 250}.${n % 250}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : null,
      });
      times.push(performance.now() - started);
      const text = await res.text();
      if (!res.ok) failures.push(`${method} ${path} on ${server}: ${res.status} ${text.slice(0, 200)}`);
      return res.ok ? (JSON.parse(text || 'null') as Record<string, unknown>) : null;
    }

    async function oneStep(worker: number) {
      const server = servers[(worker + n) % 2]!;
      const step = n++ % 10;
      if (step < 2) {
        // Checkout by guests, each from their own address (an account may place 20 orders in 15 minutes).
        const placed = await call(server, 'POST', '/api/orders', '', {
          type: 'catering',
          firstName: 'Load',
          lastName: `Tester ${LETTERS[n % 26]}${LETTERS[Math.floor(n / 26) % 26]}`,
          email: `load.guest${n}@example.com`,
          phone: '(215) 555-0100',
          eventDate: addDays(today, 10 + (n % 60)),
          items: [{ menuItemId: pans[n % pans.length]!.id, panSize: 'half', quantity: 1 }],
          fulfilment: 'pickup',
          timeWindow: '12:00-14:00',
        });
        if (placed) acks.push({ kind: 'order', id: Number(placed.id), check: `/api/orders/${placed.id}` });
      } else if (step === 2 && acks.filter((a) => a.kind === 'quote').length < QUOTE_REQUESTS) {
        const quote = await call(server, 'POST', '/api/quotes', client, {
          eventType: 'corporate',
          eventDate: new Date(Date.now() + (40 + (n % 100)) * 86_400_000).toISOString(),
          guestCount: 60,
          menuPackage: 'full-service',
          notes: `load ${n}`,
        });
        if (quote) acks.push({ kind: 'quote', id: Number(quote.id), check: `/api/quotes/${quote.id}` });
      } else if (step === 3) {
        const quotes = acks.filter((a) => a.kind === 'quote');
        if (quotes.length === 0) return;
        const quote = quotes[n % quotes.length]!;
        const content = `Load message ${n}`;
        const sent = await call(server, 'POST', '/api/messages', client, { quoteId: quote.id, content });
        if (sent) acks.push({ kind: 'message', id: quote.id, check: content });
      } else if (step === 4 && worker === 0) {
        // One worker edits the menu, so the last edit acknowledged is the last one made.
        const dish = pans[n % pans.length]!;
        const description = `${dish.description.split(' [')[0]} [edit ${n}]`;
        const edited = await call(server, 'PATCH', `/api/menu-items/${dish.id}`, admin, { description });
        if (edited) acks.push({ kind: 'menu edit', id: dish.id, check: description });
      } else {
        const paths = ['/api/orders', '/api/admin/stats', '/api/quotes/stats', '/api/menu-items'];
        const path = step === 9 ? `/api/calendar?from=${today}&to=${addDays(today, 30)}` : paths[n % 4]!;
        await call(server, 'GET', path, path.startsWith('/api/menu') ? '' : admin);
        reads++;
      }
    }

    console.log(`Two instances on one PostgreSQL: ${servers.join(' and ')}, 10 workers for ${seconds} s`);
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 10 }, async (_, worker) => {
        while (Date.now() < until) await oneStep(worker);
      }),
    );

    // Every acknowledged write, looked up in the database both instances share.
    const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
    let missing = 0;
    let menuMismatches = 0;
    try {
      const ids = (kind: Ack['kind']) => acks.filter((a) => a.kind === kind).map((a) => a.id);
      const stored = async (table: string, wanted: number[]) =>
        wanted.length === 0
          ? 0
          : Number(
              (await sql.unsafe(`select count(*)::int as n from ${table} where id = any($1)`, [wanted]))[0]
                ?.n,
            );
      missing += ids('order').length - (await stored('orders', ids('order')));
      missing += ids('quote').length - (await stored('quotes', ids('quote')));
      const contents = acks.filter((a) => a.kind === 'message').map((a) => a.check);
      const found = contents.length
        ? Number((await sql`select count(*)::int as n from messages where content = any(${contents})`)[0]?.n)
        : 0;
      missing += contents.length - found;
      // A dish's description is the last edit acknowledged (one worker edits, one edit at a time).
      const lastEdit = new Map<number, string>();
      for (const ack of acks) if (ack.kind === 'menu edit') lastEdit.set(ack.id, ack.check);
      for (const [id, description] of lastEdit) {
        const [row] = await sql`select description from menu_items where id = ${id}`;
        if (row?.description !== description) menuMismatches++;
      }
    } finally {
      await sql.end();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const counts = Object.fromEntries(
      (['order', 'quote', 'message', 'menu edit'] as const).map((k) => [
        k,
        acks.filter((a) => a.kind === k).length,
      ]),
    );
    console.table([
      {
        requests: times.length,
        reads,
        ...counts,
        errors: failures.length,
        'acknowledged writes missing': missing,
        'menu edits not the last acknowledged': menuMismatches,
        'p50 ms': Math.round(percentile(sorted, 50)),
        'p95 ms': Math.round(percentile(sorted, 95)),
      },
    ]);
    for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`);
    const ok = failures.length === 0 && missing === 0 && menuMismatches === 0;
    console.log(
      ok ? 'Two instances: 0 errors, every acknowledged write stored.' : 'Two instances: goal missed.',
    );
    return ok ? 0 : 1;
  } finally {
    await stopServer(first.child);
    await stopServer(second.child);
  }
}

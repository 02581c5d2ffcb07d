import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { PubSub } from '../platform/change-feed.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PostgreSQL only: LISTEN/NOTIFY, for signals between app instances. */
  pubsub?: PubSub;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite's defaults turn fsync off (-F). We drop that flag so an acknowledged commit is on disk
 * before the reply leaves, as a real PostgreSQL would do.
 */
export function durableStartParams(): string[] {
  return PGlite.defaultStartParams.filter((p) => p !== '-F');
}

/**
 * PGlite runs each statement inside this thread, synchronously: a route that sends twenty statements
 * in a row keeps the event loop busy until the last one, and no other request is even read meanwhile
 * (a tap on a quick screen waits behind the dashboard's figures, and identical reads cannot find the
 * one already being computed: decision 0115). Each statement and transaction first lets the event
 * loop take in what has arrived (one setImmediate, microseconds), as a database over a socket would.
 */
function letRequestsIn(client: PGlite): void {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const target = client as unknown as Record<
    'query' | 'exec' | 'transaction',
    (...args: unknown[]) => Promise<unknown>
  >;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = target[name].bind(client);
    target[name] = async (...args: unknown[]) => {
      await turn();
      return original(...args);
    };
  }
}

export type OpenOptions =
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob | File }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const client = postgres(options.url, { max: options.maxConnections ?? 10, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema }) as unknown as Database;
    await migratePostgres(db as never, { migrationsFolder });
    const pubsub: PubSub = {
      listen: async (channel, onMessage) => {
        await client.listen(channel, onMessage);
      },
      notify: async (channel, payload) => {
        await client.notify(channel, payload);
      },
    };
    return { db, kind: 'postgres', pubsub, close: () => client.end({ timeout: 5 }) };
  }
  const release = options.dataDir ? await lockDataDir(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir ? path.join(options.dataDir, 'pgdata') : undefined,
      relaxedDurability: false,
      startParams: durableStartParams(),
      loadDataDir: options.loadDataDir,
    });
    letRequestsIn(client);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

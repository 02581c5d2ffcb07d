/**
 * Child process of tests/api/durability.test.ts: opens the embedded database in DATA_DIR (argv[2])
 * exactly as the app does, then inserts rows forever, printing "ack <id>" only after each insert
 * has resolved. The parent kills it with SIGKILL and checks every acknowledged id survived.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/connect.ts';

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: node tests/helpers/durability-writer.ts DATA_DIR');
  process.exit(2);
}

const { db } = await openDatabase({ kind: 'pglite', dataDir });
await db.execute(
  sql`create table if not exists durability_probe (id serial primary key, written_at timestamptz not null)`,
);
// Stdout to a pipe is synchronous on Linux: once a line is written, the parent can read it.
process.stdout.write(`ready ${process.pid}\n`);

for (;;) {
  const result = (await db.execute(
    sql`insert into durability_probe (written_at) values (now()) returning id`,
  )) as unknown as { rows: { id: number }[] };
  process.stdout.write(`ack ${result.rows[0]!.id}\n`);
}

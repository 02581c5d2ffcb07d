import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features own their data (issue 23 §2): a table is written (insert, update, delete) only by the
 * feature whose schema file declares it (src/server/db/schema/<feature>.ts); another feature asks
 * that feature's service (orders.forgetCustomer, loyalty's reward codes answering the bill line the
 * orders service writes …). The few shared tables below say why they are shared.
 */
const root = path.resolve(import.meta.dirname, '../..');
const schemaDir = path.join(root, 'src/server/db/schema');
const featuresDir = path.join(root, 'src/server/features');

const SHARED: Record<string, { writers: string[]; why: string }> = {
  users: {
    writers: ['profile', 'bill', 'newsletter', 'staff', 'texts'],
    why: 'one row per person: the profile edits its details, bill its tax exemption, newsletter its consent, staff removes a crew account, texts keeps the text switch in step with the consent a number gave or withdrew',
  },
  settings: {
    writers: ['switches', 'payments', 'photos', 'truck'],
    why: 'a key-value table: each feature writes its own key',
  },
  sessions: { writers: ['profile'], why: 'a changed password or a deleted account ends the sessions' },
  emailChangeRequests: { writers: ['auth'], why: 'the confirmation link is followed through auth' },
  orderStatusEvents: { writers: ['orders'], why: 'the tracker shows the history the orders feature records' },
  crewMembers: {
    writers: ['staff'],
    why: "one row per crew member: the owner's Staff page sets roles and rate, the shifts feature its feed token",
  },
};

/** Table variable -> the feature whose schema file declares it. */
function tableOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const file of fs.readdirSync(schemaDir)) {
    const text = fs.readFileSync(path.join(schemaDir, file), 'utf8');
    for (const [, table] of text.matchAll(/export const (\w+) = pgTable\(/g))
      owners.set(table!, file.replace(/\.ts$/, ''));
  }
  return owners;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('who writes a table', () => {
  it('is the feature that declares it, or one the shared tables name', () => {
    const owners = tableOwners();
    const strangers: string[] = [];
    for (const feature of fs.readdirSync(featuresDir)) {
      for (const file of sourceFiles(path.join(featuresDir, feature))) {
        const text = fs.readFileSync(file, 'utf8');
        for (const [, table] of text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
          const owner = owners.get(table!);
          if (!owner || owner === feature || SHARED[table!]?.writers.includes(feature)) continue;
          strangers.push(`${path.relative(root, file)} writes ${table} (owned by ${owner})`);
        }
      }
    }
    expect(strangers).toEqual([]);
  });

  it('knows every table by its schema file', () => {
    const owners = tableOwners();
    expect(owners.get('orders')).toBe('orders');
    expect(owners.get('loyaltyRedemptions')).toBe('loyalty');
    for (const table of Object.keys(SHARED)) expect(owners.has(table), table).toBe(true);
  });
});

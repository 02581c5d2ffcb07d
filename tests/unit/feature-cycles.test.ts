import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server features depend one way (issue 23 §2): when two features import each other, neither can be
 * understood, tested or moved alone (quotes and payments did; their shared texts went to common).
 */
const featuresDir = path.resolve(import.meta.dirname, '../../src/server/features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Feature -> the other features its files import. */
function featureImports(): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const feature of fs.readdirSync(featuresDir)) {
    const used = new Set<string>();
    for (const file of sourceFiles(path.join(featuresDir, feature))) {
      for (const [, other] of fs.readFileSync(file, 'utf8').matchAll(/from '\.\.\/([a-z-]+)\//g))
        if (other !== feature) used.add(other!);
    }
    uses.set(feature, used);
  }
  return uses;
}

describe('server features', () => {
  it('never import each other both ways', () => {
    const uses = featureImports();
    const both = [...uses].flatMap(([a, used]) =>
      [...used].filter((b) => a < b && uses.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
    );
    expect(both).toEqual([]);
  });

  it('are read from their imports (the check sees a real dependency)', () => {
    expect(featureImports().get('orders')?.has('menu')).toBe(true);
  });
});

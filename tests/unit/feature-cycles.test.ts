import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features depend one way (issue 23 §2): when two features import each other, neither can be
 * understood, tested or moved alone. The pairs that did were broken by giving each shared piece one
 * home and letting the screen that shows both hand the lower feature what it needs: quotes and
 * payments (shared texts to common on the server; the quotes screens hand the payment panel what to
 * refresh), messages and quotes (the status badge is in ui, used by both), discounts and QR codes (the
 * QR page gives the discount list its QR action and what to refresh).
 */
const serverFeatures = path.resolve(import.meta.dirname, '../../src/server/features');
const clientFeatures = path.resolve(import.meta.dirname, '../../src/client/features');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Feature -> the other features its files import. */
function featureImports(featuresDir: string): Map<string, Set<string>> {
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

/** Pairs of features that import each other, as `a <-> b` (a before b). */
function bothWays(featuresDir: string): string[] {
  const uses = featureImports(featuresDir);
  return [...uses].flatMap(([a, used]) =>
    [...used].filter((b) => a < b && uses.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
  );
}

describe('features', () => {
  it('on the server never import each other both ways', () => {
    expect(bothWays(serverFeatures)).toEqual([]);
  });

  it('in the client never import each other both ways', () => {
    expect(bothWays(clientFeatures)).toEqual([]);
  });

  it('are read from their imports (the check sees a real dependency)', () => {
    expect(featureImports(serverFeatures).get('orders')?.has('menu')).toBe(true);
    expect(featureImports(clientFeatures).get('quotes')?.has('payments')).toBe(true);
    // The one direction each broken pair kept.
    expect(featureImports(clientFeatures).get('quotes')?.has('messages')).toBe(true);
    expect(featureImports(clientFeatures).get('qr-codes')?.has('discounts')).toBe(true);
  });
});

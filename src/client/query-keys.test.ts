import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Query keys come from each feature's key factory (`features/<name>/query-keys.ts`): a key written
 * as a literal elsewhere is one a change to the factory would miss, and another feature's literal
 * key is that feature's data reached around its owner (docs/glossary.md, issue 23 §2).
 */
const clientDir = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** A key given as an array literal to the query client or a query hook. */
const LITERAL_KEY = /(queryKey:\s*\[|setQueryData\(\s*\[|getQueryData(?:<[^>]*>)?\(\s*\[)/;

describe('query keys', () => {
  it('are written only in the features’ query-keys.ts and the app-wide lib', () => {
    const offenders = sourceFiles(path.join(clientDir, 'features'))
      .filter((file) => path.basename(file) !== 'query-keys.ts')
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${path.relative(clientDir, file)}:${i + 1}` }))
          .filter(({ line }) => LITERAL_KEY.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('are found by the check (a literal key is reported)', () => {
    expect(LITERAL_KEY.test("    queryKey: ['orders', page],")).toBe(true);
    expect(LITERAL_KEY.test('queryClient.setQueryData([URL], saved);')).toBe(true);
    expect(LITERAL_KEY.test('    queryKey: orderKeys.list(page, status),')).toBe(false);
  });
});

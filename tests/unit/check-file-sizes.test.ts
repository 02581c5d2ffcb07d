import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../scripts/check-file-sizes.ts');
const trees: string[] = [];

/** A tree of files (path → number of lines) checked by the real script; its exit code and output. */
function check(files: Record<string, number>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-file-sizes-'));
  trees.push(root);
  for (const [file, lines] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), 'export const x = 1;\n'.repeat(lines));
  }
  const run = spawnSync(process.execPath, [script, '--root', root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

afterEach(() => {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('the file size check', () => {
  it('passes files of 400 lines and tests of any length', () => {
    const result = check({
      'src/server/features/orders/orders.service.ts': 400,
      'scripts/perf.ts': 399,
      'src/common/money.test.ts': 900,
    });
    expect(result.status).toBe(0);
  });

  it('refuses a file of 401 lines in src/ or scripts/ and names each with its length', () => {
    const result = check({ 'src/client/features/menu/menu.page.tsx': 401, 'scripts/bench.ts': 512 });
    expect(result.status).toBe(1);
    expect(result.output).toContain('src/client/features/menu/menu.page.tsx: 401 lines');
    expect(result.output).toContain('scripts/bench.ts: 512 lines');
  });
});

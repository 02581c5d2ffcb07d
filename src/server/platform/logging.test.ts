import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asyncLogDestination } from './logging.ts';

describe('the request log destination', () => {
  it('writes every line once, in order, across batches, by the time it is closed', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-')), 'out.log');
    const fd = fs.openSync(file, 'w');
    const destination = asyncLogDestination(fd);
    const lines = Array.from({ length: 3000 }, (_, i) => `{"n":${i},"pad":"${'x'.repeat(40 + (i % 50))}"}\n`);
    for (const [i, line] of lines.entries()) {
      destination.write(line);
      // Let some batches go out while lines keep coming.
      if (i % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await destination.close();
    fs.closeSync(fd);
    expect(fs.readFileSync(file, 'utf8')).toBe(lines.join(''));
  });

  it('a quiet server’s lines go out within about a second', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'log-')), 'out.log');
    const fd = fs.openSync(file, 'w');
    const destination = asyncLogDestination(fd);
    destination.write('one line\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('');
    await expect.poll(() => fs.readFileSync(file, 'utf8'), { timeout: 3000 }).toBe('one line\n');
    await destination.close();
    fs.closeSync(fd);
  });
});
